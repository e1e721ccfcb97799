import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TrackerCaseAnswerSchema, TrackerChallengeSchema } from '../../../contract/tracker.ts';
import { loadSite } from '../../http/site.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer } from '../../test/http.ts';

// The real build in dist/ (the test setup builds it when stale), as site.test.ts serves it.
const site = loadSite(fileURLToPath(new URL('../../../dist', import.meta.url)));

describe.each(TEST_ENGINES)("case numbers with '/' and other reserved characters on $name", (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' }, site });
  const from = { 'X-Forwarded-For': '203.0.113.91' };
  const addCase = async (caseNo: string) => {
    const db = ctx.t.database.db;
    const org = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    const id = randomUUID();
    const at = ctx.t.clock.now().toISOString();
    await db
      .insertInto('tracker_cases')
      .values({ id, organisation_id: org.id, case_no: caseNo, contact_channel: 'slash@example.test', created_at: at })
      .execute();
    await db
      .insertInto('tracker_events')
      .values({
        id: randomUUID(),
        case_id: id,
        event_title: 'Claim registered',
        event_description: '<p>We registered your claim.</p>',
        process_step_index: 1,
        next_step_title: 'Inspection',
        next_step_description: '',
        action: null,
        created_at: at,
      })
      .execute();
  };

  it('finds, challenges, verifies and opens 1234/2026 sent as 1234%2F2026', async () => {
    await addCase('1234/2026');
    const found = await ctx.api.get('/api/tracker/findTackerCaseData/1234%2F2026');
    expect(found.body).toEqual({ case_no: '1234/2026', found: true });
    const started = await ctx.api.get('/api/tracker/startChallenge/1234%2F2026', from);
    expect(started.status).toBe(200);
    const challenge = v.parse(TrackerChallengeSchema, started.body);
    expect(challenge.status).toBe('sent');
    const mails = (await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string; body: string }[];
    const mail = mails.find((m) => m.to === 'slash@example.test')!;
    expect(mail.subject).toContain('1234/2026');
    const code = /\b([A-Z0-9]{6})\b/.exec(mail.body.replace('1234/2026', ''))![1]!;
    const verified = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: '1234/2026', code },
      from,
    );
    expect(verified.body).toMatchObject({ status: 'verified' });
    const view = v.parse(
      TrackerCaseAnswerSchema,
      (await ctx.api.get('/api/tracker/case', bearer(verified.body.newAuthContext.idToken))).body,
    );
    expect(view.currentEvent?.displayed_case_no).toBe('1234/2026');
  });

  it('judges other reserved characters as a malformed number, never as a path', async () => {
    for (const raw of ['AB%3F12345', 'AB%2312345', 'AB%2512345', '%2F%2F%2F%2F%2F%2F']) {
      const res = await ctx.api.get(`/api/tracker/findTackerCaseData/${raw}`);
      expect(res.status).toBe(200);
      expect(res.body.found).toBe(false);
    }
    expect((await ctx.api.get('/api/tracker/startChallenge/AB%3F12345', from)).status).toBe(400);
  });

  it("serves the tracker's own page for /status/1234%2F2026, in both languages", async () => {
    const shell = await (await ctx.t.app.request('/status/DEMO000123')).text();
    for (const [path, same] of [
      ['/status/1234%2F2026', shell],
      ['/status/1234%2f2026/', shell],
    ] as const) {
      const res = await ctx.t.app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(same);
    }
    const ro = await ctx.t.app.request('/ro/status/1234%2F2026');
    expect(ro.status).toBe(200);
    expect(await ro.text()).toBe(await (await ctx.t.app.request('/ro/status/DEMO000123')).text());
    // A '/' that is a separator is still one: no such page.
    expect((await ctx.t.app.request('/status/1234/2026')).status).toBe(302);
  });
});
