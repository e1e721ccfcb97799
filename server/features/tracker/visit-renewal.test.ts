import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, cookieValue } from '../../test/http.ts';
import { TRACKER } from './limits.ts';

const COOKIE = 'claims_tracker_device';

describe.each(TEST_ENGINES)('a verified visit on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const address = { 'X-Forwarded-For': '198.51.100.40' };

  /** Proves the code of a case; answers the token and the device cookie the browser would keep. */
  const verified = async (caseNo = 'DEMO000123') => {
    const challenge = (await ctx.api.get(`/api/tracker/startChallenge/${caseNo}`, address)).body;
    const mail = ((await ctx.api.get('/api/dev/outbox')).body as { subject: string; body: string }[]).find((m) =>
      m.subject.endsWith(caseNo),
    )!;
    const code = /\b([A-Z0-9]{6})\b/.exec(mail.body.replace(caseNo, ''))![1]!;
    const res = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: caseNo, code },
      address,
    );
    expect(res.body.status).toBe('verified');
    const device = cookieValue(res.headers, COOKIE)!;
    expect(device).toMatch(/^[\w-]{43}$/);
    expect(res.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    return { auth: res.body.newAuthContext, device };
  };
  const renew = (token: string, device?: string) =>
    ctx.api.post(
      '/api/tracker/renewVisit',
      {},
      { ...bearer(token), ...(device ? { Cookie: `${COOKIE}=${device}` } : {}) },
    );

  it('renews the short token on the same device while the visit is under an hour old', async () => {
    const { auth, device } = await verified();
    const start = ctx.t.clock.now().getTime();
    expect(Date.parse(auth.visit_ends_at) - start).toBe(TRACKER.visitMs);
    let token = auth.idToken as string;
    for (let i = 0; i < 4; i++) {
      ctx.t.clock.advance(14 * 60_000);
      const res = await renew(token, device);
      expect(res.status).toBe(200);
      expect(res.body.visit_ends_at).toBe(auth.visit_ends_at);
      expect(Date.parse(res.body.expires_at)).toBeLessThanOrEqual(start + TRACKER.visitMs);
      token = res.body.idToken;
      expect((await ctx.api.get('/api/tracker/case', bearer(token))).status).toBe(200);
    }
  });

  it('ends the visit at its hour, however active', async () => {
    const { auth, device } = await verified();
    let token = auth.idToken as string;
    for (let i = 0; i < 4; i++) {
      ctx.t.clock.advance(14 * 60_000);
      token = (await renew(token, device)).body.idToken;
    }
    ctx.t.clock.advance(5 * 60_000);
    const refused = await renew(token, device);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('Your visit has ended. Send a new code to continue.');
    ctx.t.clock.advance(TRACKER.tokenLifetimeSeconds * 1000);
    expect((await ctx.api.get('/api/tracker/case', bearer(token))).status).toBe(401);
  });

  it('renews a token that lapsed while the visitor was away, within the hour', async () => {
    const { auth, device } = await verified();
    ctx.t.clock.advance(TRACKER.tokenLifetimeSeconds * 1000 + 60_000);
    expect((await ctx.api.get('/api/tracker/case', bearer(auth.idToken))).status).toBe(401);
    expect((await renew(auth.idToken, device)).status).toBe(200);
  });

  it('refuses to renew from another device, or with no device at all', async () => {
    const { auth } = await verified();
    ctx.t.clock.advance(60_000);
    expect((await renew(auth.idToken)).status).toBe(401);
    expect((await renew(auth.idToken, 'x'.repeat(43))).status).toBe(401);
    // A device of its own, proved on another case, does not carry this visit either.
    const other = (await verified('DEMO000456')).device;
    expect(other).toMatch(/^[\w-]{43}$/);
    expect((await renew(auth.idToken, `${other.slice(0, -1)}${other.endsWith('A') ? 'B' : 'A'}`)).status).toBe(401);
  });

  it('refuses a made-up or staff token', async () => {
    expect((await renew('not.a.token', 'x'.repeat(43))).status).toBe(401);
    expect((await ctx.api.post('/api/tracker/renewVisit', {})).status).toBe(401);
  });
});
