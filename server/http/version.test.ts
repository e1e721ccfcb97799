import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { onError } from './on-error.ts';
import { requireIfMatch, setVersion, staleVersion } from './version.ts';

// One versioned object behind the real error handler: version 3, last changed by Ana.
function appWithVersionedThing() {
  return new Hono()
    .get('/thing', (c) => {
      setVersion(c, 3);
      return c.json({ name: 'now' });
    })
    .put('/thing', (c) => {
      const seen = requireIfMatch(c);
      if (seen !== 3)
        throw staleVersion({ name: 'now' }, 3, { changed_by: 'Ana Pop', changed_at: '2026-11-23T08:00:00.000Z' });
      return c.json({ ok: true });
    })
    .onError(onError({ isProduction: true, clock: systemClock }));
}

describe('versions of edited objects', () => {
  it('gives the version as a strong ETag', async () => {
    const res = await appWithVersionedThing().request('/thing');
    expect(res.headers.get('ETag')).toBe('"3"');
  });

  it('refuses a change without If-Match with 428', async () => {
    const res = await appWithVersionedThing().request('/thing', { method: 'PUT' });
    expect(res.status).toBe(428);
    expect((await res.json()).error).toMatchObject({ code: 'precondition_required', field: 'If-Match' });
  });

  it('refuses an If-Match that is not a version of ours with 400', async () => {
    const res = await appWithVersionedThing().request('/thing', { method: 'PUT', headers: { 'If-Match': '*' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.field).toBe('If-Match');
  });

  it('refuses a stale version with 409, the current state, its ETag and who changed it', async () => {
    const res = await appWithVersionedThing().request('/thing', { method: 'PUT', headers: { 'If-Match': '"2"' } });
    expect(res.status).toBe(409);
    expect(res.headers.get('ETag')).toBe('"3"');
    expect(await res.json()).toMatchObject({
      error: { code: 'conflict', params: { changed_by: 'Ana Pop', changed_at: '2026-11-23T08:00:00.000Z' } },
      current: { name: 'now' },
    });
  });

  it('applies a change made on the current version, weak or strong', async () => {
    for (const tag of ['"3"', 'W/"3"']) {
      const res = await appWithVersionedThing().request('/thing', { method: 'PUT', headers: { 'If-Match': tag } });
      expect(res.status).toBe(200);
    }
  });
});
