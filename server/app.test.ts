import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MAX_JSON_BODY_BYTES } from '../contract/errors.ts';
import { HealthResponseSchema } from '../contract/health.ts';
import { VersionResponseSchema } from '../contract/version.ts';
import { PACKAGE_VERSION } from './package-version.ts';
import { SQLITE_ONLY, TEST_ENGINES, createTestApp } from './test/engines.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe.each(TEST_ENGINES)('API on $name', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { env: { ENV_LABEL: 'UAT', ENV_LABEL_COLOR: '#00897b' } });
  });
  afterEach(async () => {
    await t.database.close();
  });

  it('GET /api/version answers the version and environment label', async () => {
    const res = await t.app.request('/api/version');
    expect(res.status).toBe(200);
    const body = v.parse(VersionResponseSchema, await res.json());
    expect(body).toEqual({ version: PACKAGE_VERSION, envLabel: 'UAT', envLabelColor: '#00897b' });
  });

  it('GET /api/health answers ok while the database answers, 503 when it does not', async () => {
    const ok = await t.app.request('/api/health');
    expect(ok.status).toBe(200);
    expect(v.parse(HealthResponseSchema, await ok.json())).toEqual({ status: 'ok', database: engine.name });

    await t.database.db.destroy();
    const down = await t.app.request('/api/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error: {
        request_id: expect.any(String),
        code: 'service_unavailable',
        key: 'error.health.databaseDown',
        message: 'The database does not answer.',
      },
    });
  });

  it('answers an unknown API call with 404 in the error shape', async () => {
    const res = await t.app.request('/api/no/such/call', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(v.parse(ErrorBodySchema, await res.json()).error).toEqual({
      request_id: expect.any(String),
      code: 'not_found',
      key: 'error.http.noSuchCall',
      message: 'There is no API call POST /api/no/such/call.',
      params: { method: 'POST', path: '/api/no/such/call' },
    });
  });

  it('refuses a body over the limit with 413 before reading it', async () => {
    const res = await t.app.request('/api/version', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(v.parse(ErrorBodySchema, await res.json()).error.code).toBe('payload_too_large');
  });

  it('marks API answers uncacheable and carries the security headers', async () => {
    const res = await t.app.request('/api/version');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // Plain HTTP: HSTS would be ignored, so it is not sent.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS for at least a year over HTTPS', async () => {
    const res = await t.app.request('https://claims.example.com/api/version');
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe.each(SQLITE_ONLY)('HSTS behind a TLS proxy', (sqlite) => {
  it('is sent when PUBLIC_ORIGIN is https, whatever the inner hop was', async () => {
    const t = await createTestApp(sqlite, { env: { PUBLIC_ORIGIN: 'https://claims.example.com' } });
    const res = await t.app.request('/api/version');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    await t.database.close();
  });
});
