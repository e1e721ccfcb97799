import { NO_OTHERS } from '../test/fnol-claim.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FnolSubmission } from '../../contract/fnol.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../test/engines.ts';
import { startFakeModel } from '../test/fake-model.ts';
import { bearer, signInAs } from '../test/http.ts';

/**
 * Every limit under a burst: at least 20 requests at once against each, on both engines. On
 * PostgreSQL a count followed by an insert lets them all through; each limit here must let through
 * exactly as many as it allows, and answer the rest 429.
 */
const model = await startFakeModel();
afterAll(() => model.close());

const BURST = 20;
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const countOf = (list: number[], status: number) => list.filter((s) => s === status).length;

const notice = (contact: string, channel: 'email' | 'sms' = 'email'): FnolSubmission & { different_claim: true } => ({
  policy: { policy_type: 'RCA', policy_no: 'RORCA12345678', insured_name: 'Ana Marinescu' },
  event: {
    event_date: '2026-01-14',
    event_time: '08:30',
    event_country: 'RO',
    event_county: 'CJ',
    event_place: 'Cluj-Napoca',
    description: 'Another car hit my rear bumper at a red light.',
  },
  vehicle: {
    vehicle_category: 'car',
    vehicle_brand: 'dacia',
    vehicle_color: 'white',
    plate: 'CJ 10 ABC',
    damaged_parts: ['part-bumper-rear'],
  },
  contact: { contact_channel: channel, contact, contact_confirmation: contact },
  others: NO_OTHERS,
  declaration: true,
  // Each is said to be another claim: the duplicate check is not what is tested here.
  different_claim: true,
});

describe.each(TEST_ENGINES)('every limit under a burst on $name', (engine) => {
  const env: Record<string, string> = { TRUSTED_PROXIES: 'loopback' };
  beforeAll(() => Object.assign(env, { AI_BASE_URL: model.url, AI_MODEL: 'test-model', AI_DAILY_REQUESTS: '5' }));
  const ctx = useSeededApp(engine, { env });
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const burst = <T>(count: number, request: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  const mailbox = async () => (await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string }[];

  it('policy checks: 30 an hour per address, of 40 at once', async () => {
    const answers = await burst(40, () =>
      ctx.api.post(
        '/api/fnol/policyCheck/DEMO',
        { policy_no: 'ROCAS90000001', plate: 'B 901 DEM' },
        from('198.51.100.1'),
      ),
    );
    expect(countOf(statuses(answers), 200)).toBe(30);
    expect(countOf(statuses(answers), 429)).toBe(10);
  });

  it('claim forms: 5 an hour per address', async () => {
    const answers = await burst(BURST, (i) =>
      ctx.api.post('/api/fnol/submit/DEMO', notice(`burst${i}@example.test`), from('198.51.100.2')),
    );
    expect(countOf(statuses(answers), 201)).toBe(5);
    expect(countOf(statuses(answers), 429)).toBe(BURST - 5);
    // Refused claims left nothing behind: five claim files, five messages.
    expect((await mailbox()).filter((m) => /^burst\d+@example\.test$/.test(m.to))).toHaveLength(5);
  });

  it('claim forms: 3 a day per contact, however its number is spelled', async () => {
    const spellings = ['0721 234 567', '+40721234567', '0040721234567', '40721234567', '+40 721 234 567', '0721234567'];
    const answers = await burst(BURST, (i) =>
      ctx.api.post(
        '/api/fnol/submit/DEMO',
        notice(spellings[i % spellings.length]!, 'sms'),
        from(`198.51.100.${100 + i}`),
      ),
    );
    expect(countOf(statuses(answers), 201)).toBe(3);
    expect(countOf(statuses(answers), 429)).toBe(BURST - 3);
    const sameMailbox = ['ana+1@example.test', 'Ana+claims@Example.test', 'ANA@example.test', 'ana+x@example.test'];
    const byMail = await burst(BURST, (i) =>
      ctx.api.post('/api/fnol/submit/DEMO', notice(sameMailbox[i % 4]!), from(`198.51.100.${150 + i}`)),
    );
    expect(countOf(statuses(byMail), 201)).toBe(3);
  });

  it('tracker codes: 5 an hour per case, from 20 addresses at once', async () => {
    const answers = await burst(BURST, (i) =>
      ctx.api.get('/api/tracker/startChallenge/DEMO000456', from(`203.0.113.${i + 1}`)),
    );
    const sent = answers.filter((a) => a.body.status === 'sent');
    expect(sent).toHaveLength(5);
    expect(answers.filter((a) => a.body.status === 'blocked' && a.body.block_reason === 'sends')).toHaveLength(
      BURST - 5,
    );
    expect((await mailbox()).filter((m) => m.subject.endsWith('DEMO000456'))).toHaveLength(5);
  });

  it('tracker codes: 10 an hour per address, for 20 numbers at once', async () => {
    const answers = await burst(BURST, (i) =>
      ctx.api.get(`/api/tracker/startChallenge/NOPE${String(i).padStart(6, '0')}`, from('203.0.113.200')),
    );
    expect(answers.filter((a) => a.body.status === 'sent')).toHaveLength(10);
  });

  it('tracker codes: 500 an hour in all', async () => {
    // Ten places left of the hour's 500 (the sends before are a row, not 490 requests).
    const ends = new Date(ctx.t.clock.now().getTime() + 30 * 60_000).toISOString();
    await ctx.t.database.db
      .insertInto('rate_counters')
      .values({ key: 'tracker-sends', count: 490, window_ends: ends })
      .execute();
    const answers = await burst(BURST, (i) =>
      ctx.api.get(`/api/tracker/startChallenge/NOPE${String(i).padStart(6, '0')}`, from(`203.0.113.${i + 100}`)),
    );
    expect(answers.filter((a) => a.body.status === 'sent')).toHaveLength(10);
  });

  it('update links: 3 an hour per case', async () => {
    const visitor = from('203.0.113.250');
    const challenge = (await ctx.api.get('/api/tracker/startChallenge/DEMO000123', visitor)).body;
    const mail = (await ctx.api.get('/api/dev/outbox')).body.find((m: { subject: string }) =>
      m.subject.endsWith('DEMO000123'),
    );
    const code = /\b([A-Z0-9]{6})\b/.exec(mail.body.replace('DEMO000123', ''))![1]!;
    const verified = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: 'DEMO000123', code },
      visitor,
    );
    const token = bearer(verified.body.newAuthContext.idToken);
    // The first asks for updates; the burst asks again for links while that subscription waits.
    expect((await ctx.api.post('/api/tracker/updates', {}, token)).status).toBe(200);
    const answers = await burst(BURST, () => ctx.api.post('/api/tracker/updates', {}, token));
    expect(countOf(statuses(answers), 200)).toBe(2);
    expect(countOf(statuses(answers), 429)).toBe(BURST - 2);
    expect((await mailbox()).filter((m) => m.subject === 'Confirm updates for claim DEMO000123')).toHaveLength(3);
  });

  it('password guesses: 5 per block for one username, from 20 addresses at once', async () => {
    const answers = await burst(BURST, (i) =>
      ctx.api.post(
        '/api/auth/appToken',
        { username: 'handler', password: `Wrong-${i}-password` },
        from(`192.0.2.${i + 1}`),
      ),
    );
    expect(countOf(statuses(answers), 400)).toBe(5);
    expect(countOf(statuses(answers), 429)).toBe(BURST - 5);
    // The block started: the right password waits too.
    const right = await ctx.api.post(
      '/api/auth/appToken',
      { username: 'handler', password: DEMO_PASSWORD },
      from('192.0.2.99'),
    );
    expect(right.status).toBe(429);
  });

  it('password spraying: 10 usernames per address, of 20 at once', async () => {
    const answers = await burst(BURST, (i) =>
      ctx.api.post(
        '/api/auth/appToken',
        { username: `sprayed${i}`, password: 'Wrong-password-1' },
        from('192.0.2.200'),
      ),
    );
    expect(countOf(statuses(answers), 400)).toBe(10);
    expect(countOf(statuses(answers), 429)).toBe(BURST - 10);
  });

  it('a new code channel: one code a minute per account', async () => {
    const auth = bearer((await signInAs(ctx.api, 'manager')).idToken);
    const etag = (await ctx.api.get('/api/profile', auth)).headers.get('ETag') ?? '';
    const answers = await burst(BURST, (i) =>
      ctx.api.post(
        '/api/profile/contact',
        { channel: 'email', recipient: `moved${i}@example.test`, password: DEMO_PASSWORD },
        { ...auth, 'If-Match': etag },
      ),
    );
    expect(countOf(statuses(answers), 200)).toBeLessThanOrEqual(1);
    expect((await mailbox()).filter((m) => /^moved\d+@example\.test$/.test(m.to)).length).toBeLessThanOrEqual(1);
    expect(statuses(answers).every((s) => s === 200 || s === 429 || s === 409)).toBe(true);
  });

  it("the assistant: a day's requests per user", async () => {
    model.received.length = 0;
    const auth = bearer((await signInAs(ctx.api, 'handler2')).idToken);
    const pending: string[] = [];
    for (let i = 0; i < BURST; i++) {
      const sent = await ctx.api.post('/api/aiAssistant/sendMessage', { message_content: `Question ${i}` }, auth);
      pending.push((sent.body as { id: string }[]).at(-1)!.id);
    }
    const answers = await Promise.all(
      pending.map((id) => ctx.api.get(`/api/aiAssistant/completeLastMessage/${id}`, auth)),
    );
    expect(countOf(statuses(answers), 429)).toBe(BURST - 5);
    expect(model.received.length).toBeLessThanOrEqual(5);
  });
});
