import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ENGINE, createTestApp } from '../test/engines.ts';
import { loadSite } from './site.ts';

// The real build in dist/ (the test setup builds it when stale), served by the real app.
const site = loadSite(fileURLToPath(new URL('../../dist', import.meta.url)));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp(SQLITE_ENGINE, { site });
});
afterAll(async () => {
  await t.database.close();
});

const get = (path: string, init?: RequestInit) => t.app.request(path, init);
const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

describe('serving the site', () => {
  it('serves each page in its language: English plain, Romanian under /ro', async () => {
    const en = await get('/login');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const enHtml = await en.text();
    expect(htmlLang(enHtml)).toBe('en');
    expect(enHtml).toContain('<h1 class="mb-4 text-2xl font-semibold">Sign in</h1>');

    const roHtml = await (await get('/ro/login')).text();
    expect(htmlLang(roHtml)).toBe('ro');
    expect(roHtml).toContain('>Autentificare</h1>');
  });

  it.each([
    ['/', '/home', 302],
    ['/worklist', '/assignments/worklist', 302],
    ['/shortlist', '/assignments/shortlist', 302],
    ['/assessment-new', '/assignments/assessment/search', 302],
    ['/guest/claim_statement/ORG9', '/guest/claim_notification/ORG9', 301],
    ['/ro', '/ro/home', 302],
    ['/ro/worklist', '/ro/assignments/worklist', 302],
    ['/?returnUrl=%2Fsearch', '/home?returnUrl=%2Fsearch', 302],
  ])('redirects %s to %s', async (from, to, status) => {
    const res = await get(from);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(to);
  });

  it.each([
    ['/no/such/page', '/guest'],
    ['/ro/no/such/page', '/ro/guest'],
    ['/%E0%A4%A', '/guest'],
    ['/..%2F..%2Fetc%2Fpasswd', '/guest'],
    ['/site-routes.json', '/guest'],
  ])('sends the unknown or hostile path %s to the guest page', async (path, to) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(to);
  });

  it('serves parameter routes from their one shell', async () => {
    const a = await (await get('/status/DEMO000123')).text();
    const b = await (await get('/status/ANYTHING99')).text();
    expect(a).toBe(b);
    expect(a).toContain('>Your claim</h1>');
    const ro = await (await get('/ro/guest/claim_notification/ORG1')).text();
    expect(htmlLang(ro)).toBe('ro');
  });

  it('caches hashed assets for good and revalidates pages', async () => {
    const html = await (await get('/login')).text();
    const asset = /"(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const page = await get('/login');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/login', { headers: { 'If-None-Match': page.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('sends pages and scripts compressed when the browser accepts it, Brotli first', async () => {
    const plain = await get('/login');
    const plainHtml = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const br = await get('/login', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(plainHtml.length / 2);
    expect(brotliDecompressSync(brBody).toString()).toBe(plainHtml);

    const gz = await get('/login', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plainHtml);

    // Each body has its own ETag, so a cache never answers one coding with the other.
    const etags = new Set([plain, br, gz].map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(3);
    const again = await get('/login', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBe('br');
    const otherCoding = await get('/login', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.get('etag') ?? '' },
    });
    expect(otherCoding.status).toBe(200);

    const script = /"(\/_astro\/[^"]+\.js)"/.exec(plainHtml)![1]!;
    const scriptBr = await get(script, { headers: { 'Accept-Encoding': 'br' } });
    expect(scriptBr.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await scriptBr.arrayBuffer())).toString()).toBe(
      await (await get(script)).text(),
    );
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const res = await get('/login/index.html.br');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/guest');
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/login', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('refuses other methods on pages with 405', async () => {
    const res = await get('/login', { method: 'POST' });
    expect(res.status).toBe(405);
    expect((await res.json()).error.code).toBe('method_not_allowed');
  });

  it('allows exactly the inline scripts and styles the pages carry, and no others', async () => {
    const res = await get('/ro/login');
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
