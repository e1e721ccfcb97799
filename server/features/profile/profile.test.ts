import { describe, expect, it } from 'vitest';
import { CONTACT_CODE } from '../../../contract/profile.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { browserOfAgent } from './browser-name.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(TEST_ENGINES)('the user profile on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const signIn = async (username = 'handler', headers: Record<string, string> = {}) => {
    const res = await ctx.api.post('/api/auth/appToken', { username, password: 'Safe-Claims-2026!' }, headers);
    expect(res.status).toBe(200);
    return res.body as { idToken: string; refreshToken: string; profile: { language: string } };
  };
  const as = async (username = 'handler') => bearer((await signInAs(ctx.api, username)).idToken);
  const profileOf = async (auth: Record<string, string>) => {
    const res = await ctx.api.get('/api/profile', auth);
    expect(res.status).toBe(200);
    return { body: res.body, etag: res.headers.get('ETag') ?? '' };
  };
  const latestTo = async (recipient: string) => {
    const mail = (await ctx.api.get('/api/dev/outbox')).body.find((m: { to: string }) => m.to === recipient);
    return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('shows the person their own account with its version', async () => {
    const { body, etag } = await profileOf(await as('handler'));
    expect(body).toMatchObject({
      username: 'handler',
      organisation: 'Demo Asigurări',
      language: 'en',
      pending_contact: null,
    });
    expect(etag).toBe(`"${body.version}"`);
  });

  it('saves the language on the version seen, and the next sign-in answers in it', async () => {
    const auth = await as('handler');
    const { etag } = await profileOf(auth);
    const saved = await ctx.api.put('/api/profile/language', { language: 'ro' }, { ...auth, 'If-Match': etag });
    expect(saved.status).toBe(200);
    expect(saved.body.language).toBe('ro');
    expect(saved.headers.get('ETag')).not.toBe(etag);
    expect((await signIn('handler')).profile.language).toBe('ro');
    // The version seen before is stale now: 409 with the profile as it is.
    const stale = await ctx.api.put('/api/profile/language', { language: 'en' }, { ...auth, 'If-Match': etag });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    const missing = await ctx.api.put('/api/profile/language', { language: 'en' }, auth);
    expect(missing.status).toBe(428);
    const bad = await ctx.api.put('/api/profile/language', { language: 'de' }, { ...auth, 'If-Match': etag });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('language');
  });

  it('answers in the language of the request', async () => {
    const auth = await as('handler');
    const { etag } = await profileOf(auth);
    const bad = await ctx.api.post(
      '/api/profile/contact/confirm',
      { code: '12' },
      { ...auth, 'If-Match': etag, 'Accept-Language': 'ro' },
    );
    expect(bad.body.error).toMatchObject({
      field: 'code',
      message: 'Codul: introduceți cele 6 cifre trimise pe noul canal.',
    });
  });

  describe('the channel for one-time codes', () => {
    const start = async (auth: Record<string, string>, change: object, password = DEMO_PASSWORD) => {
      const { etag } = await profileOf(auth);
      return ctx.api.post('/api/profile/contact', { ...change, password }, { ...auth, 'If-Match': etag });
    };
    const confirm = async (auth: Record<string, string>, code: string) => {
      const { etag } = await profileOf(auth);
      return ctx.api.post('/api/profile/contact/confirm', { code }, { ...auth, 'If-Match': etag });
    };

    it('changes only after the code sent to the NEW channel comes back', async () => {
      const auth = await as('manager');
      const before = (await profileOf(auth)).body.contact;
      expect(before).toEqual({ channel: 'email', recipient: 'manager@example.test' });
      const started = await start(auth, { channel: 'email', recipient: 'new.otp@example.test' });
      expect(started.status).toBe(200);
      expect(started.body.contact).toEqual(before);
      expect(started.body.pending_contact).toMatchObject({ channel: 'email', recipient: 'new.otp@example.test' });
      const code = await latestTo('new.otp@example.test');
      expect(code).toMatch(/^\d{6}$/);
      expect(await latestTo('manager@example.test')).toBe('');
      const done = await confirm(auth, code);
      expect(done.status).toBe(200);
      expect(done.body.contact).toEqual({ channel: 'email', recipient: 'new.otp@example.test' });
      expect(done.body.pending_contact).toBeNull();
      // Spent: the same code does nothing a second time.
      expect((await confirm(auth, code)).body.error.key).toBe('error.profile.noContactChange');
    });

    it('asks for the current password first, and counts a wrong one as a failed sign-in', async () => {
      const auth = await as('manager');
      const missing = await start(auth, { channel: 'email', recipient: 'thief@example.test' }, '');
      expect(missing.body.error).toMatchObject({ field: 'password', key: 'error.auth.passwordRequired' });
      const wrongOne = await start(auth, { channel: 'email', recipient: 'thief@example.test' }, 'Not-the-password-1');
      expect(wrongOne.status).toBe(400);
      expect(wrongOne.body.error).toMatchObject({
        field: 'password',
        key: 'error.profile.passwordWrong',
        message: 'The password is not right.',
      });
      expect(await latestTo('thief@example.test')).toBe('');
      expect((await profileOf(auth)).body.pending_contact).toBeNull();
      // The wrong password took one of the account's guesses, as a wrong sign-in would.
      const guesses = await ctx.t.database.db
        .selectFrom('rate_counters')
        .select('count')
        .where('key', '=', 'password:manager')
        .executeTakeFirstOrThrow();
      expect(guesses.count).toBe(1);
    });

    it('tells the old channel once the change is made, and ends every other session of the account', async () => {
      const elsewhere = await signIn('manager');
      const auth = await as('manager');
      await start(auth, { channel: 'email', recipient: 'moved@example.test' });
      await confirm(auth, await latestTo('moved@example.test'));
      const mailbox = (await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string; body: string }[];
      const notice = mailbox.find((m) => m.to === 'manager@example.test');
      expect(notice).toMatchObject({ subject: 'Your one-time codes now go elsewhere' });
      expect(notice!.body).toContain('now go to moved@example.test');
      expect((await ctx.api.get('/api/profile', bearer(elsewhere.idToken))).status).toBe(401);
      expect((await ctx.api.post('/api/auth/refreshToken', { refresh_token: elsewhere.refreshToken })).status).toBe(
        401,
      );
      expect((await profileOf(auth)).body.contact.recipient).toBe('moved@example.test');
    });

    it('sends by SMS to a phone number, and later codes go there', async () => {
      const auth = await as('handler');
      await start(auth, { channel: 'sms', recipient: '+40 722 000 111' });
      const mailbox = (await ctx.api.get('/api/dev/outbox')).body;
      expect(mailbox[0]).toMatchObject({ to: '+40722000111', channel: 'sms' });
      const done = await confirm(auth, await latestTo('+40722000111'));
      expect(done.body.contact).toEqual({ channel: 'sms', recipient: '+40722000111' });
    });

    it('refuses a wrong code, counting the tries left, and ends the change after five', async () => {
      const auth = await as('handler');
      await start(auth, { channel: 'email', recipient: 'five@example.test' });
      const code = await latestTo('five@example.test');
      const first = await confirm(auth, wrong(code));
      expect(first.status).toBe(400);
      expect(first.body.error).toMatchObject({ field: 'code', params: { left: CONTACT_CODE.maxFailures - 1 } });
      for (let i = 2; i <= CONTACT_CODE.maxFailures; i++) await confirm(auth, wrong(code));
      const after = await confirm(auth, code);
      expect(after.body.error.key).toBe('error.profile.noContactChange');
      const profile = (await profileOf(auth)).body;
      expect(profile.pending_contact).toBeNull();
      expect(profile.contact.recipient).not.toBe('five@example.test');
    });

    it('counts the tries left and the seconds to wait in the words of the count: 1 încercare, 2 încercări, 20 de secunde', async () => {
      const auth = { ...(await as('handler')), 'Accept-Language': 'ro' };
      await start(auth, { channel: 'email', recipient: 'counted@example.test' });
      const code = await latestTo('counted@example.test');
      const mailbox = (await ctx.api.get('/api/dev/outbox')).body as { to: string; body: string }[];
      expect(mailbox.find((m) => m.to === 'counted@example.test')?.body).toContain('Este valabil 10 minute.');
      const tries: string[] = [];
      for (let i = 1; i < CONTACT_CODE.maxFailures; i++)
        tries.push((await confirm(auth, wrong(code))).body.error.message);
      expect(tries).toEqual([
        'Codul este greșit; mai aveți 4 încercări.',
        'Codul este greșit; mai aveți 3 încercări.',
        'Codul este greșit; mai aveți 2 încercări.',
        'Codul este greșit; mai aveți 1 încercare.',
      ]);
      const waits: string[] = [];
      for (const step of [40_000, 10_000, 9_000]) {
        ctx.t.clock.advance(step);
        const again = await start(auth, { channel: 'email', recipient: 'counted.again@example.test' });
        expect(again.status).toBe(429);
        waits.push(again.body.error.message);
      }
      const wait = (seconds: string) =>
        `Un cod a fost trimis acum mai puțin de un minut. Așteptați ${seconds} înainte de a cere unul nou.`;
      expect(waits).toEqual([wait('20 de secunde'), wait('10 secunde'), wait('1 secundă')]);
    });

    it('sends a new code only a minute after the last, saying how long to wait', async () => {
      const auth = await as('handler');
      expect((await start(auth, { channel: 'email', recipient: 'first@example.test' })).status).toBe(200);
      const again = await start(auth, { channel: 'email', recipient: 'second@example.test' });
      expect(again.status).toBe(429);
      expect(again.body.error).toMatchObject({
        key: 'error.profile.contactTooSoon',
        field: 'recipient',
        params: { seconds: CONTACT_CODE.resendAfterMs / 1000 },
      });
      expect(again.headers.get('Retry-After')).toBe(String(CONTACT_CODE.resendAfterMs / 1000));
      expect(await latestTo('second@example.test')).toBe('');
      ctx.t.clock.advance(CONTACT_CODE.resendAfterMs);
      expect((await start(auth, { channel: 'email', recipient: 'second@example.test' })).status).toBe(200);
      expect(await latestTo('second@example.test')).toMatch(/^\d{6}$/);
    });

    it('refuses an expired code: the old channel stays', async () => {
      const auth = await as('handler');
      const old = (await profileOf(auth)).body.contact;
      await start(auth, { channel: 'email', recipient: 'late@example.test' });
      const code = await latestTo('late@example.test');
      ctx.t.clock.advance(CONTACT_CODE.lifetimeMs + 1000);
      const auth2 = await as('handler');
      const res = await confirm(auth2, code);
      expect(res.body.error).toMatchObject({ key: 'error.profile.contactCodeExpired', field: 'code' });
      expect((await profileOf(auth2)).body.contact).toEqual(old);
    });

    it('refuses a malformed channel beside its field, and a stale version', async () => {
      const auth = await as('handler');
      const bad = await start(auth, { channel: 'email', recipient: 'not-an-address' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('recipient');
      await start(auth, { channel: 'email', recipient: 'stale@example.test' });
      const code = await latestTo('stale@example.test');
      const res = await ctx.api.post('/api/profile/contact/confirm', { code }, { ...auth, 'If-Match': '"999"' });
      expect(res.status).toBe(409);
      expect((await confirm(auth, code)).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('lists the open sessions with browser, address and which one is this', async () => {
      const first = await signIn('handler', { 'User-Agent': FIREFOX });
      const second = await signIn('handler');
      await ctx.api.post('/api/auth/refreshToken', { refresh_token: first.refreshToken });
      const res = await ctx.api.get('/api/profile/sessions', bearer(second.idToken));
      expect(res.status).toBe(200);
      const firefox = res.body.find((s: { browser: string | null }) => s.browser === 'Firefox');
      expect(firefox).toMatchObject({ system: 'Windows', current: false });
      expect(res.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      expect(browserOfAgent(null)).toEqual({ browser: null, system: null });
    });

    it('signs out everywhere else: the others cannot refresh, this one goes on', async () => {
      const other = await signIn('handler');
      const here = await signIn('handler');
      const res = await ctx.api.post('/api/profile/sessions/others', {}, bearer(here.idToken));
      expect(res.status).toBe(200);
      expect(res.body.ended).toBeGreaterThanOrEqual(1);
      expect(res.body.sessions).toHaveLength(1);
      expect((await ctx.api.post('/api/auth/refreshToken', { refresh_token: other.refreshToken })).status).toBe(401);
      expect((await ctx.api.get('/api/profile', bearer(other.idToken))).status).toBe(401);
      expect((await ctx.api.get('/api/profile', bearer(here.idToken))).status).toBe(200);
    });

    it("ends one session on its own, and never another user's", async () => {
      const mine = await signIn('handler');
      const here = await signIn('handler');
      const theirs = await signIn('manager');
      const theirId = (await ctx.api.get('/api/profile/sessions', bearer(theirs.idToken))).body[0].id;
      const refused = await ctx.api.delete(`/api/profile/sessions/${theirId}`, bearer(here.idToken));
      expect(refused.status).toBe(404);
      expect((await ctx.api.get('/api/profile', bearer(theirs.idToken))).status).toBe(200);
      const list = (await ctx.api.get('/api/profile/sessions', bearer(here.idToken))).body;
      const current = list.find((s: { current: boolean }) => s.current).id;
      expect((await ctx.api.delete(`/api/profile/sessions/${current}`, bearer(here.idToken))).status).toBe(400);
      const mineId = (await ctx.api.get('/api/profile/sessions', bearer(mine.idToken))).body.find(
        (s: { current: boolean }) => s.current,
      ).id;
      const ended = await ctx.api.delete(`/api/profile/sessions/${mineId}`, bearer(here.idToken));
      expect(ended.status).toBe(200);
      expect((await ctx.api.get('/api/profile', bearer(mine.idToken))).status).toBe(401);
      // Signing out everywhere else leaves other people's sessions alone.
      await ctx.api.post('/api/profile/sessions/others', {}, bearer(here.idToken));
      expect((await ctx.api.get('/api/profile', bearer(theirs.idToken))).status).toBe(200);
    });
  });
});
