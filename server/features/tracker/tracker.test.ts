import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_ALPHABET, TrackerChallengeSchema, TrackerConfigSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { createContactConfirmation } from './contact-confirmation.ts';
import { TRACKER } from './limits.ts';

describe.each(TEST_ENGINES)('public tracker on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const from = (address = '203.0.113.20') => ({ 'X-Forwarded-For': address });
  const start = async (caseNo: string, address?: string) => {
    const res = await ctx.api.get(`/api/tracker/startChallenge/${caseNo}`, from(address));
    expect(res.status).toBe(200);
    return v.parse(TrackerChallengeSchema, res.body);
  };
  const verify = (challenge_id: string, case_no: string, code: string) =>
    ctx.api.post('/api/tracker/verifyChallenge', { challenge_id, case_no, code }, from());
  const mailbox = async () =>
    (await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string; body: string }[];
  const codeFromMail = async () => /\b([A-Z0-9]{6})\b/.exec((await mailbox())[0]!.body)![1]!;
  /** The same code with its first character changed: always wrong. */
  const wrong = (code: string) => `${code[0] === 'A' ? 'C' : 'A'}${code.slice(1)}`;

  it("answers the organisation's tracker texts in the request's language", async () => {
    const ro = v.parse(
      TrackerConfigSchema,
      (await ctx.api.get('/api/tracker/getTrackerConfig?org_code=DEMO', { 'Accept-Language': 'ro' })).body,
    );
    expect(ro.title).toBe('Urmăriți dosarul de daună');
    expect(ro.config.map((s) => s.label)).toEqual(['Dosar înregistrat', 'Constatare', 'Evaluare', 'Plată']);
    expect((await ctx.api.get('/api/tracker/getTrackerConfig?org_code=NOPE')).status).toBe(404);
  });

  it("serves the primary organisation's tracker when the address names none", async () => {
    const config = v.parse(TrackerConfigSchema, (await ctx.api.get('/api/tracker/getTrackerConfig')).body);
    expect(config.title).toBe('Follow your claim');
  });

  it('shows an edit of the tracker texts on the next lookup, with nothing stale kept', async () => {
    const db = ctx.t.database.db;
    await ctx.api.get('/api/tracker/getTrackerConfig?org_code=DEMO');
    const org = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('tracker_configs')
      .select('config')
      .where('organisation_id', '=', org.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.config) as { en: { title: string } };
    stored.en.title = 'Where is my claim?';
    await db
      .updateTable('tracker_configs')
      .set({ config: JSON.stringify(stored) })
      .where('organisation_id', '=', org.id)
      .execute();
    const config = v.parse(
      TrackerConfigSchema,
      (await ctx.api.get('/api/tracker/getTrackerConfig?org_code=DEMO')).body,
    );
    expect(config.title).toBe('Where is my claim?');
  });

  it('ignores a body sent with a lookup, however large', async () => {
    const res = await ctx.t.app.request('/api/tracker/getTrackerConfig?org_code=DEMO', {
      method: 'GET',
      headers: { 'Content-Length': '999999999' },
    });
    expect(res.status).toBe(200);
  });

  it('judges only the form of a case number before the code', async () => {
    expect((await ctx.api.get('/api/tracker/findTackerCaseData/ab%20c')).body).toEqual({ case_no: '', found: false });
    expect((await ctx.api.get('/api/tracker/findTackerCaseData/nosuch99')).body).toEqual({
      case_no: 'NOSUCH99',
      found: true,
    });
    expect((await ctx.api.get('/api/tracker/findTackerCaseData/demo%20000123')).body).toEqual({
      case_no: 'DEMO000123',
      found: true,
    });
    // A lone percent sign (sent as %25) is a malformed number, not a crash (found by fast-check).
    expect((await ctx.api.get('/api/tracker/findTackerCaseData/%25')).body).toEqual({ case_no: '', found: false });
    expect((await ctx.api.get('/api/tracker/startChallenge/%25', from())).status).toBe(400);
  });

  it('sends a 6-character code from the unambiguous alphabet to the contact channel, stored hashed', async () => {
    const challenge = await start('DEMO000123');
    expect(challenge).toMatchObject({ status: 'sent', is_blocked: false, code_validated: false });
    expect(new Date(challenge.expire_time!).getTime() - ctx.t.clock.now().getTime()).toBe(TRACKER.codeLifetimeMs);
    const mail = (await mailbox())[0]!;
    expect(mail.to).toBe('client@example.test');
    const code = await codeFromMail();
    expect([...code].every((ch) => ACCESS_CODE_ALPHABET.includes(ch))).toBe(true);
    const row = await ctx.t.database.db.selectFrom('tracker_challenges').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers an unknown case exactly like a known one, and sends nothing for it', async () => {
    const known = await start('DEMO000123', '198.51.100.1');
    const unknown = await start('DEMO999999', '198.51.100.2');
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
    expect(unknown.status).toBe(known.status);
    expect(unknown.expire_time!.length).toBe(known.expire_time!.length);
    expect(await mailbox()).toHaveLength(1);
    // Its code can never be right: every guess counts towards the same block.
    for (let i = 0; i < TRACKER.maxFailures - 1; i++)
      expect((await verify(unknown.challenge_id!, 'DEMO999999', 'ACDEFG')).body.status).toBe('invalid');
    expect((await verify(unknown.challenge_id!, 'DEMO999999', 'ACDEFG')).body.status).toBe('blocked');
  });

  it('takes about the same time for a known and an unknown case', async () => {
    const time = async (caseNo: string, address: string) => {
      const started = performance.now();
      await start(caseNo, address);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      // A new hour every five: the known case's sends stay within its limit, so both kinds are
      // timed sending (a refused send is quicker, and compared with a sent one it looked like a leak).
      if (i % TRACKER.sendsPerCasePerHour === 0) ctx.t.clock.advance(61 * 60_000);
      known.push(await time('DEMO000456', `192.0.2.${i + 10}`));
      unknown.push(await time(`NOPE0${String(i).padStart(2, '0')}0`, `192.0.2.${i + 50}`));
    }
    // The fastest of each: what the work itself costs. Other test files share the cores, and their
    // load lengthens single calls at random, which a median of few still showed.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('opens the case with the right code: its event, documents, requests, and a token for it alone', async () => {
    const challenge = await start('DEMO000123');
    const res = await verify(challenge.challenge_id!, 'demo000123', (await codeFromMail()).toLowerCase());
    const verified = v.parse(TrackerChallengeSchema, res.body);
    expect(verified).toMatchObject({ status: 'verified', code_validated: true });
    expect(verified.currentEvent).toMatchObject({
      event_title: 'Inspection scheduled',
      process_step_index: 2,
      displayed_case_no: 'DEMO000123',
    });
    expect(verified.currentEvent!.event_description).toContain('<strong>Thursday at 10:00</strong>');
    expect(verified.currentEvent!.registered_documents).toHaveLength(2);
    expect(verified.currentEvent!.active_doc_requests[0]!.doc_type_names).toEqual([
      'Driving licence',
      'Vehicle registration certificate',
    ]);

    const token = verified.newAuthContext!.idToken;
    expect(new Date(verified.newAuthContext!.expires_at).getTime() - ctx.t.clock.now().getTime()).toBeLessThanOrEqual(
      15 * 60_000,
    );
    const view = await ctx.api.get('/api/tracker/case', { ...bearer(token), 'Accept-Language': 'ro' });
    expect(view.body.currentEvent.displayed_case_no).toBe('DEMO000123');
    expect(view.body.config.config.map((s: { state: string }) => s.state)).toEqual([
      'done',
      'current',
      'pending',
      'pending',
    ]);
    // Not a staff token, and not for long.
    expect((await ctx.api.get('/api/config/menu', bearer(token))).status).toBe(401);
    ctx.t.clock.advance(TRACKER.tokenLifetimeSeconds * 1000 + 1000);
    expect((await ctx.api.get('/api/tracker/case', bearer(token))).status).toBe(401);
  });

  it('refuses a staff id token on the case call', async () => {
    const staff = await signInAs(ctx.api, 'manager');
    expect((await ctx.api.get('/api/tracker/case', bearer(staff.idToken))).status).toBe(401);
  });

  it('blocks after 5 wrong codes; the right one is refused until block_until', async () => {
    const challenge = await start('DEMO000123');
    const code = await codeFromMail();
    for (let i = 0; i < TRACKER.maxFailures - 1; i++)
      expect((await verify(challenge.challenge_id!, 'DEMO000123', wrong(code))).body.status).toBe('invalid');
    const fifth = (await verify(challenge.challenge_id!, 'DEMO000123', wrong(code))).body;
    expect(fifth).toMatchObject({ status: 'blocked', is_blocked: true });
    expect(new Date(fifth.block_until).getTime() - ctx.t.clock.now().getTime()).toBe(TRACKER.blockMs);
    expect((await verify(challenge.challenge_id!, 'DEMO000123', code)).body.status).toBe('blocked');
    expect((await start('DEMO000123')).status).toBe('blocked');
  });

  it('counts parallel wrong guesses exactly', async () => {
    const challenge = await start('DEMO000123');
    const code = await codeFromMail();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => verify(challenge.challenge_id!, 'DEMO000123', wrong(code))),
    );
    expect(results.filter((r) => r.body.status === 'invalid')).toHaveLength(TRACKER.maxFailures - 1);
    expect((await verify(challenge.challenge_id!, 'DEMO000123', code)).body.status).toBe('blocked');
  });

  it('lets a code expire after 10 minutes, and spends it once', async () => {
    const first = await start('DEMO000123');
    ctx.t.clock.advance(TRACKER.codeLifetimeMs + 1);
    expect((await verify(first.challenge_id!, 'DEMO000123', await codeFromMail())).body.status).toBe('expired');
    const second = await start('DEMO000123');
    const code = await codeFromMail();
    expect((await verify(second.challenge_id!, 'DEMO000123', code)).body.status).toBe('verified');
    expect((await verify(second.challenge_id!, 'DEMO000123', code)).body.status).toBe('expired');
  });

  it('sends a new code at most once a minute and a few times an hour per case', async () => {
    const first = await start('DEMO000123');
    expect((await start('DEMO000123')).challenge_id).toBe(first.challenge_id);
    expect(await mailbox()).toHaveLength(1);
    for (let i = 1; i < TRACKER.sendsPerCasePerHour; i++) {
      ctx.t.clock.advance(TRACKER.resendCooldownMs + 1);
      expect((await start('DEMO000123', `192.0.2.${i}`)).status).toBe('sent');
    }
    ctx.t.clock.advance(TRACKER.resendCooldownMs + 1);
    expect((await start('DEMO000123', '192.0.2.99')).status).toBe('blocked');
    expect(await mailbox()).toHaveLength(TRACKER.sendsPerCasePerHour);
  });

  it('limits the sends of one address across case numbers, known or not', async () => {
    for (let i = 0; i < TRACKER.sendsPerAddressPerHour; i++)
      expect((await start(`PUMP00${String(i).padStart(2, '0')}`, '198.51.100.77')).status).toBe('sent');
    expect((await start('DEMO000456', '198.51.100.77')).status).toBe('blocked');
    expect((await start('DEMO000456', '198.51.100.78')).status).toBe('sent');
  });

  it.each([
    [{ challenge_id: 'x', case_no: 'DEMO000123', code: '12345' }],
    [{ challenge_id: 'x', case_no: 'DEMO000123' }],
    [{ challenge_id: 'x'.repeat(100), case_no: 'DEMO000123', code: 'ACDEFG' }],
  ])('refuses the malformed verification %o with 400', async (body) => {
    const res = await ctx.api.post('/api/tracker/verifyChallenge', body, from());
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('refuses a malformed case number with 400', async () => {
    expect((await ctx.api.get('/api/tracker/startChallenge/ab')).status).toBe(400);
  });

  describe('contact confirmation', () => {
    const newKey = async () => {
      const trackerCase = await ctx.t.database.db
        .selectFrom('tracker_cases')
        .select('id')
        .where('case_no', '=', 'DEMO000123')
        .executeTakeFirstOrThrow();
      return createContactConfirmation(ctx.t.database.db, trackerCase.id, ctx.t.clock.now());
    };

    it('looks without spending, confirms once, and expires', async () => {
      const key = await newKey();
      expect(key).toMatch(/^[\w-]{22}$/);
      // It names what it confirms: the claim and the contact its holder received it at.
      const looked = { usable: true, purpose: 'contact', case_no: 'DEMO000123', contact: 'client@example.test' };
      expect((await ctx.api.get(`/api/assignment/confirmContact/${key}`)).body).toEqual(looked);
      expect((await ctx.api.get(`/api/assignment/confirmContact/${key}`)).body).toEqual(looked);
      expect((await ctx.api.post(`/api/assignment/confirmContact/${key}`, {})).body).toEqual({ confirmed: true });
      expect((await ctx.api.post(`/api/assignment/confirmContact/${key}`, {})).status).toBe(404);
      expect((await ctx.api.get(`/api/assignment/confirmContact/${key}`)).body).toEqual({ usable: false });

      const later = await newKey();
      ctx.t.clock.advance(7 * 24 * 60 * 60_000 + 1);
      expect((await ctx.api.post(`/api/assignment/confirmContact/${later}`, {})).status).toBe(404);
    });

    it('knows nothing of made-up or malformed keys', async () => {
      expect((await ctx.api.get('/api/assignment/confirmContact/AAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({
        usable: false,
      });
      expect((await ctx.api.get('/api/assignment/confirmContact/%3Cscript%3E')).body).toEqual({ usable: false });
      expect((await ctx.api.post('/api/assignment/confirmContact/short', {})).status).toBe(404);
    });
  });
});
