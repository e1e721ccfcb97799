import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../test/engines.ts';
import { bearer, signInAs } from '../test/http.ts';
import { ifMatch } from '../test/staff-user.ts';
import { onError } from './on-error.ts';

const NUL = '\u0000';
const MESSAGE = {
  en: 'Remove the invisible control characters from this field.',
  ro: 'Eliminați caracterele de control invizibile din acest câmp.',
};

/**
 * A control character in any text is refused at the edge with a message naming the field, in the
 * caller's language: a NUL used to reach PostgreSQL, which cannot store it, and answer 500 from
 * fourteen endpoints, five of them open to anyone.
 */
describe.each(TEST_ENGINES)('control characters on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const from = { 'X-Forwarded-For': '198.51.100.31' };

  it.each([
    ['the sign-in', '/api/auth/appToken', { username: `handler${NUL}`, password: 'Wrong-password-1' }, 'username'],
    [
      'the external sign-in',
      '/api/auth/appToken/external',
      { access_token: `a${NUL}b`, orgCode: 'DEMO' },
      'access_token',
    ],
    ['the claim form', '/api/fnol/submit/DEMO', { event: { description: `Hit${NUL}` } }, 'event.description'],
    ['the policy check', '/api/fnol/policyCheck/DEMO', { policy_no: `RORCA${NUL}1`, plate: 'B 1 ABC' }, 'policy_no'],
    [
      'the tracker code',
      '/api/tracker/verifyChallenge',
      { challenge_id: 'x', case_no: 'DEMO000123', code: `AB${NUL}DEF` },
      'code',
    ],
  ])('%s answers 400 naming the field, in English and Romanian', async (_name, path, body, field) => {
    const en = await ctx.api.post(path, body, from);
    expect(en.status).toBe(400);
    expect(en.body.error).toMatchObject({
      code: 'validation_failed',
      key: 'error.field.controlCharacters',
      field,
      message: MESSAGE.en,
    });
    const ro = await ctx.api.post(path, body, { ...from, 'Accept-Language': 'ro' });
    expect(ro.body.error).toMatchObject({ field, message: MESSAGE.ro });
  });

  it('refuses a well-formed staff change with a NUL in its text and keeps the file as it was', async () => {
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const event = {
      event_date: '2025-12-20',
      event_time: '14:30',
      event_place: 'Calea Victoriei 12',
      event_county: 'B',
      event_country: 'RO',
      description: `Rear-ended${NUL} at a red light.`,
      police_report_no: 'PV-123/2026',
      damage: 'Rear bumper.',
    };
    const res = await ctx.api.put('/api/claim-files/DEMO000789/event', event, { ...handler, ...ifMatch(1) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ key: 'error.field.controlCharacters', field: 'description' });
    const file = await ctx.api.get('/api/claim-files/DEMO000789', handler);
    expect(file.headers.get('ETag')).toBe('"1"');
  });

  it('refuses one in a query parameter, and keeps tabs and line breaks in text', async () => {
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const search = await ctx.api.get(`/api/assignments/search?q=${encodeURIComponent(`DEMO${NUL}`)}`, handler);
    expect(search.status).toBe(400);
    expect(search.body.error).toMatchObject({ key: 'error.field.controlCharacters', field: 'q' });
    const lines = await ctx.api.post(
      '/api/fnol/submit/DEMO',
      { event: { description: 'Two\nlines\tand a tab' } },
      from,
    );
    expect(lines.body.error?.key).not.toBe('error.field.controlCharacters');
  });

  it('a NUL that reaches PostgreSQL unchecked is a 400, not a 500', async () => {
    // A route of the app's own shape that hands a NUL straight to the database, past every edge check.
    const app = new Hono()
      .get('/echo', async (c) => c.json((await sql`select ${`a${NUL}b`} as text`.execute(ctx.t.database.db)).rows))
      .onError(onError({ isProduction: true, clock: ctx.t.clock }));
    const res = await app.request('/echo');
    // SQLite stores a NUL; PostgreSQL refuses it, and that refusal is the caller's input at fault.
    expect(res.status).toBe(engine.name === 'postgres' ? 400 : 200);
    if (engine.name === 'postgres') expect((await res.json()).error.code).toBe('validation_failed');
  });
});
