import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { UPDATE_REQUESTS_PER_HOUR } from './updates-subscriptions.ts';
import { createCaseUpdates } from './updates-worker.ts';

type Mail = { to: string; subject: string; body: string };

describe.each(TEST_ENGINES)('updates by subscription on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const address = { 'X-Forwarded-For': '198.51.100.60' };
  const mailbox = async () => (await ctx.api.get('/api/dev/outbox')).body as Mail[];
  const worker = () =>
    createCaseUpdates({
      db: ctx.t.database.db,
      clock: ctx.t.clock,
      secret: ctx.t.config.tokenSecret,
      publicOrigin: ctx.t.config.publicOrigin,
    });

  /** Proves the code of a case as its visitor would; answers the case token. */
  const verified = async (caseNo = 'DEMO000123'): Promise<string> => {
    const challenge = (await ctx.api.get(`/api/tracker/startChallenge/${caseNo}`, address)).body;
    const mail = (await mailbox()).find((m) => m.subject.endsWith(caseNo))!;
    const code = /\b([A-Z0-9]{6})\b/.exec(mail.body.replace(caseNo, ''))![1]!;
    const res = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: caseNo, code },
      address,
    );
    return res.body.newAuthContext.idToken as string;
  };
  /** A new public event of a case, a minute after the last moment the test's clock was at. */
  const publishEvent = async (caseNo: string, title: string, texts: string | null = null) => {
    ctx.t.clock.advance(60_000);
    const trackerCase = await ctx.t.database.db
      .selectFrom('tracker_cases')
      .select('id')
      .where('case_no', '=', caseNo)
      .executeTakeFirstOrThrow();
    await ctx.t.database.db
      .insertInto('tracker_events')
      .values({
        id: randomUUID(),
        case_id: trackerCase.id,
        event_title: title,
        event_description: '<p>Details</p>',
        process_step_index: 3,
        next_step_title: 'Payment',
        next_step_description: 'We pay.',
        action: null,
        created_at: ctx.t.clock.now().toISOString(),
        texts,
      })
      .execute();
  };
  const confirmationKeyIn = (mail: Mail) => /\/contact-confirmation\/([\w-]{22})\?org_code=DEMO/.exec(mail.body)![1]!;
  const updateMails = async () => (await mailbox()).filter((m) => /^(Claim|Dosarul) DEMO000123: /.test(m.subject));

  it('sends nothing while pending; after the confirmation, one message per new event; unsubscribing stops them', async () => {
    const token = await verified();
    expect((await ctx.api.get('/api/tracker/updates', bearer(token))).body).toEqual({ status: 'none' });
    const asked = await ctx.api.post('/api/tracker/updates', {}, bearer(token));
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ status: 'pending' });
    const link = (await mailbox()).find((m) => m.subject === 'Confirm updates for claim DEMO000123')!;
    expect(link.to).toBe('client@example.test');
    const key = confirmationKeyIn(link);

    await publishEvent('DEMO000123', 'Assessment done');
    expect(await worker().runOnce()).toBe(0);

    // Opening the link spends nothing: the page's button does.
    expect((await ctx.api.get(`/api/assignment/confirmContact/${key}`)).body).toEqual({
      usable: true,
      purpose: 'updates',
      case_no: 'DEMO000123',
      contact: 'client@example.test',
    });
    expect((await ctx.api.get('/api/tracker/updates', bearer(token))).body).toEqual({ status: 'pending' });
    expect((await ctx.api.post(`/api/assignment/confirmContact/${key}`, {})).status).toBe(200);
    expect((await ctx.api.get('/api/tracker/updates', bearer(token))).body).toEqual({ status: 'active' });
    // The event from before the confirmation is no news.
    expect(await worker().runOnce()).toBe(0);

    await publishEvent('DEMO000123', 'Payment approved');
    await publishEvent('DEMO000123', 'Payment made');
    // Two instances' passes at once still announce each event once.
    const passes = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(passes[0] + passes[1]).toBe(2);
    expect(await worker().runOnce()).toBe(0);
    const updates = await updateMails();
    expect(updates.map((m) => m.subject).sort()).toEqual([
      'Claim DEMO000123: Payment approved',
      'Claim DEMO000123: Payment made',
    ]);
    const update = updates[0]!;
    expect(update.to).toBe('client@example.test');
    expect(update.body).toContain(`${ctx.t.config.publicOrigin}/status/DEMO000123?org_code=DEMO`);
    const unsubscribeKey = /\/unsubscribe\/([\w-]{22})\?org_code=DEMO/.exec(update.body)![1]!;

    expect((await ctx.api.get(`/api/tracker/updates/unsubscribe/${unsubscribeKey}`)).body).toEqual({
      subscribed: true,
    });
    // One click (RFC 8058): the mail client posts its form body, with no session, to the address
    // the message's List-Unsubscribe header names.
    const headerAddress = await ctx.t.database.db
      .selectFrom('outbox')
      .select('unsubscribe_url')
      .where('subject', '=', update.subject)
      .executeTakeFirstOrThrow();
    expect(headerAddress.unsubscribe_url).toBe(
      `${ctx.t.config.publicOrigin}/api/tracker/updates/unsubscribe/${unsubscribeKey}`,
    );
    const oneClick = await ctx.t.app.request(new URL(headerAddress.unsubscribe_url!).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await ctx.api.get(`/api/tracker/updates/unsubscribe/${unsubscribeKey}`)).body).toEqual({
      subscribed: false,
    });
    const again = await ctx.api.post(`/api/tracker/updates/unsubscribe/${unsubscribeKey}`, {});
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This link stops no updates: they have already stopped.');
    await publishEvent('DEMO000123', 'Claim closed');
    expect(await worker().runOnce()).toBe(0);
    expect((await ctx.api.get('/api/tracker/updates', bearer(token))).body).toEqual({ status: 'none' });
  });

  it('writes in the language the visitor subscribed in, each event in that language', async () => {
    const token = await verified();
    await ctx.api.post('/api/tracker/updates', {}, { ...bearer(token), 'Accept-Language': 'ro' });
    const link = (await mailbox()).find(
      (m) => m.subject === 'Confirmați abonarea la noutăți pentru dosarul DEMO000123',
    )!;
    expect(link.body).toContain(`${ctx.t.config.publicOrigin}/ro/contact-confirmation/`);
    await ctx.api.post(`/api/assignment/confirmContact/${confirmationKeyIn(link)}`, {});
    const texts = {
      event_title: 'Plata aprobata',
      event_description: '',
      next_step_title: '',
      next_step_description: '',
    };
    await publishEvent(
      'DEMO000123',
      'Payment approved',
      JSON.stringify({ en: { ...texts, event_title: 'Payment approved' }, ro: texts }),
    );
    expect(await worker().runOnce()).toBe(1);
    const [update] = await updateMails();
    expect(update!.subject).toBe('Dosarul DEMO000123: Plata aprobata');
    expect(update!.body).toContain(`${ctx.t.config.publicOrigin}/ro/status/DEMO000123?org_code=DEMO`);
    expect(update!.body).toContain(`${ctx.t.config.publicOrigin}/ro/unsubscribe/`);
  });

  it("subscribes only the token's own case, and nobody without a verified token", async () => {
    expect((await ctx.api.post('/api/tracker/updates', {})).status).toBe(401);
    const staff = await signInAs(ctx.api, 'admin');
    expect((await ctx.api.post('/api/tracker/updates', {}, bearer(staff.idToken))).status).toBe(401);
    const other = await verified('DEMO000456');
    expect((await ctx.api.post('/api/tracker/updates', {}, bearer(other))).status).toBe(200);
    const subscriptions = await ctx.t.database.db
      .selectFrom('case_update_subscriptions as s')
      .innerJoin('tracker_cases as c', 'c.id', 's.case_id')
      .select('c.case_no')
      .execute();
    expect(subscriptions.map((s) => s.case_no)).toEqual(['DEMO000456']);
    const token = await verified();
    expect((await ctx.api.get('/api/tracker/updates', bearer(token))).body).toEqual({ status: 'none' });
  });

  it('answers two requests at the same instant alike, with one subscription between them', async () => {
    const token = await verified();
    const answers = await Promise.all([
      ctx.api.post('/api/tracker/updates', {}, bearer(token)),
      ctx.api.post('/api/tracker/updates', {}, bearer(token)),
    ]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { status: 'pending' }],
      [200, { status: 'pending' }],
    ]);
    expect(await ctx.t.database.db.selectFrom('case_update_subscriptions').select('status').execute()).toEqual([
      { status: 'pending' },
    ]);
  });

  it('limits the confirmation links a case may ask for in an hour', async () => {
    const token = await verified();
    for (let i = 0; i < UPDATE_REQUESTS_PER_HOUR; i++)
      expect((await ctx.api.post('/api/tracker/updates', {}, bearer(token))).status).toBe(200);
    const refused = await ctx.api.post('/api/tracker/updates', {}, bearer(token));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Too many requests for updates on this claim. Try again in an hour.');
    expect((await mailbox()).filter((m) => m.subject.startsWith('Confirm updates'))).toHaveLength(
      UPDATE_REQUESTS_PER_HOUR,
    );
    // Still one subscription, pending; an hour later the visitor may ask again.
    expect(await ctx.t.database.db.selectFrom('case_update_subscriptions').select('status').execute()).toEqual([
      { status: 'pending' },
    ]);
    ctx.t.clock.advance(60 * 60_000);
    const renewed = await verified();
    expect((await ctx.api.post('/api/tracker/updates', {}, bearer(renewed))).status).toBe(200);
  });
});
