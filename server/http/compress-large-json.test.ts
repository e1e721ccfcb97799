import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AREAS_WITH_TOKENS, compressLargeJson, SMALLEST_COMPRESSED_JSON_BYTES } from './compress-large-json.ts';
import { requireIfMatch, setVersion } from './version.ts';

/** A claim file's answer as large as a file of many assignments: rows that repeat, as JSON does. */
const large = {
  assignments: Array.from({ length: 400 }, (_, i) => ({ no: `DEMO${String(i).padStart(6, '0')}`, status: 'open' })),
};

function appWithLargeAnswers() {
  const app = new Hono();
  app.use('/api/*', compressLargeJson(AREAS_WITH_TOKENS));
  app.get('/api/claim-files/big', (c) => {
    setVersion(c, 7);
    return c.json(large);
  });
  app.get('/api/claim-files/small', (c) => c.json({ ok: true }));
  app.get('/api/auth/big', (c) => c.json({ ...large, idToken: 'secret' }));
  app.put('/api/claim-files/big', (c) => c.json({ version: requireIfMatch(c) }));
  return app;
}

describe('large JSON answers leave compressed', () => {
  it('a large answer is Brotli for a browser, the same JSON once decoded, and varies by Accept-Encoding', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(SMALLEST_COMPRESSED_JSON_BYTES);
    const answer = await appWithLargeAnswers().request('/api/claim-files/big', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(large).length / 5);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(large);
  });

  it('gzip for a caller that takes only gzip', async () => {
    const answer = await appWithLargeAnswers().request('/api/claim-files/big', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString())).toEqual(large);
  });

  it('as it is for a caller that takes no coding, and for a small answer', async () => {
    const app = appWithLargeAnswers();
    const plain = await app.request('/api/claim-files/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('ETag')).toBe('"7"');
    expect(await plain.json()).toEqual(large);
    const small = await app.request('/api/claim-files/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('an answer that carries a token is never compressed, however large', async () => {
    const answer = await appWithLargeAnswers().request('/api/auth/big', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(((await answer.json()) as { idToken: string }).idToken).toBe('secret');
  });

  it("a compressed answer's version is a weak ETag that a change may send back as If-Match", async () => {
    const app = appWithLargeAnswers();
    const answer = await app.request('/api/claim-files/big', { headers: { 'Accept-Encoding': 'br' } });
    const etag = answer.headers.get('ETag');
    expect(etag).toBe('W/"7"');
    const change = await app.request('/api/claim-files/big', { method: 'PUT', headers: { 'If-Match': etag ?? '' } });
    expect(await change.json()).toEqual({ version: 7 });
  });
});
