import { describe, expect, it } from 'vitest';
import { approvedClaim } from '../../test/approved-claim.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { warnOfDeadlines } from './deadline-warnings.ts';
import { refreshNextDeadline } from './next-deadline.ts';

/**
 * The legal clock where the handler works: the worklist's column and its lists (a deadline within 3
 * working days, a deadline passed, a dispute), the dashboard's counters, and a warning in the
 * handler's notifications before a breach, given once.
 */
describe.each(TEST_ENGINES)('legal deadlines in the worklist on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);

  /** The claim's written answer not sent, its notice `noticeDate`, its handling assignment open and held by the handler. */
  async function claimNoticed(noticeDate: string) {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const db = ctx.t.database.db;
    const handler = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'handler')
      .executeTakeFirstOrThrow();
    const master = await db
      .selectFrom('assignments')
      .select(['id', 'assignment_no'])
      .where('claim_file_id', '=', claim.claimFileId)
      .orderBy('is_case_master', 'desc')
      .orderBy('assignment_no')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('assignments')
      .set({ is_case_master: 1, is_final: 0, status_code: 'new', assignee_user_id: handler.id })
      .where('id', '=', master.id)
      .execute();
    await db
      .updateTable('settlement_files')
      .set({ notice_date: noticeDate })
      .where('claim_file_id', '=', claim.claimFileId)
      .execute();
    await refreshNextDeadline(db, claim.claimFileId);
    return { ...claim, master };
  }
  const worklist = (who: Record<string, string>, list: string) =>
    ctx.api.get(`/api/assignments/worklist?filter_keys=0&filter_criteria=${list}`, who);

  it('lists a claim whose written answer is due within 3 working days, and warns its handler once', async () => {
    // The clock says Thursday 15 January 2026; a notice on 17 December 2025 is answered by 16 January (30 days, the 16th a Friday).
    const claim = await claimNoticed('2025-12-17');
    const handler = await as('handler');
    const soon = await worklist(handler, 'deadline-soon');
    const row = soon.body.rows.find((r: { id: string }) => r.id === claim.master.id);
    expect(row.legal_deadline).toEqual({ date: '2026-01-16', kind: 'answer', standing: 'due_soon' });
    expect((await worklist(handler, 'deadline-breached')).body.rows.map((r: { id: string }) => r.id)).not.toContain(
      claim.master.id,
    );
    const counts = await ctx.api.get('/api/assignments/dashboard', handler);
    expect(counts.body['deadline-soon']).toBeGreaterThanOrEqual(1);

    // The demo's other claims have deadlines of their own: this claim's warning is among those told.
    expect(await warnOfDeadlines(ctx.t.database.db, ctx.t.clock.now())).toBeGreaterThanOrEqual(1);
    const told = await ctx.api.get('/api/config/users/browseNotifications', handler);
    const line = `${claim.master.assignment_no} · written answer due by 16.01.2026`;
    expect(JSON.stringify(told.body).split(line)).toHaveLength(2);
    // A second pass tells nobody anything again.
    expect(await warnOfDeadlines(ctx.t.database.db, ctx.t.clock.now())).toBe(0);
    const again = await ctx.api.get('/api/config/users/browseNotifications', handler);
    expect(JSON.stringify(again.body).split(line)).toHaveLength(2);
  });

  it('moves the claim to the breached list once the day has passed, and off it when answered', async () => {
    const claim = await claimNoticed('2025-12-01');
    const handler = await as('handler');
    const breached = await worklist(handler, 'deadline-breached');
    expect(breached.body.rows.find((r: { id: string }) => r.id === claim.master.id).legal_deadline).toMatchObject({
      kind: 'answer',
      standing: 'breached',
    });
    const manager = await as('manager');
    const seen = await ctx.api.get(`/api/settlement/claim-files/${claim.claimFileNo}`, manager);
    expect(seen.body.deadlines[1]).toMatchObject({ kind: 'answer', standing: 'breached', due: '2025-12-31' });
    const version = Number(seen.headers.get('ETag')?.replaceAll('"', ''));
    await ctx.api.post(
      `/api/settlement/claim-files/${claim.claimFileNo}/offer`,
      { language: 'en' },
      { ...manager, 'If-Match': `"${version}"` },
    );
    const after = await worklist(handler, 'deadline-breached');
    expect(after.body.rows.map((r: { id: string }) => r.id)).not.toContain(claim.master.id);
  });

  it('moves the deadlines when the organisation changes the terms, and refuses a term of no days', async () => {
    const claim = await claimNoticed('2025-12-17');
    const handler = await as('handler');
    const soonIds = async () => (await worklist(handler, 'deadline-soon')).body.rows.map((r: { id: string }) => r.id);
    expect(await soonIds()).toContain(claim.master.id);
    const admin = await as('admin');
    const current = await ctx.api.get('/api/settlement/settings', admin);
    expect(current.headers.get('ETag')).toBe('"0"');
    const longer = { ...current.body, clock: { ...current.body.clock, answer: { days: 60, unit: 'calendar' } } };
    expect((await ctx.api.put('/api/settlement/settings', longer, handler)).status).toBe(403);
    const none = { ...current.body, clock: { ...current.body.clock, answer: { days: 0, unit: 'calendar' } } };
    const refused = await ctx.api.put('/api/settlement/settings', none, { ...admin, 'If-Match': '"0"' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Enter a number of days from 1 to 365.');
    const saved = await ctx.api.put('/api/settlement/settings', longer, { ...admin, 'If-Match': '"0"' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe('"1"');
    expect(await soonIds()).not.toContain(claim.master.id);
    const stale = await ctx.api.put('/api/settlement/settings', current.body, { ...admin, 'If-Match': '"0"' });
    expect(stale.status).toBe(409);
  });

  // The claim file page's deadlines on the Romanian calendar: 5 working days to inspect, 30 days to answer and 10
  // days to pay, a term ending on a closed day moving to the next working day.
  it.each([
    {
      notice: '2026-11-27',
      accepted: '2026-11-20',
      inspection: '2026-12-08',
      answer: '2026-12-28',
      payment: '2026-12-02',
    },
    { notice: '2026-12-23', accepted: null, inspection: '2026-12-31', answer: '2027-01-22', payment: null },
    { notice: '2026-12-29', accepted: null, inspection: '2027-01-08', answer: '2027-01-28', payment: null },
    {
      notice: '2027-04-01',
      accepted: '2027-04-21',
      inspection: '2027-04-08',
      answer: '2027-05-04',
      payment: '2027-05-04',
    },
  ])('puts the deadlines of a claim noticed on $notice where the calendar says', async (c) => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    await ctx.t.database.db
      .updateTable('settlement_files')
      .set({ notice_date: c.notice, accepted_on: c.accepted })
      .where('claim_file_id', '=', claim.claimFileId)
      .execute();
    const seen = await ctx.api.get(`/api/settlement/claim-files/${claim.claimFileNo}`, await as('manager'));
    expect(seen.body.deadlines.map((d: { due: string | null }) => d.due)).toEqual([c.inspection, c.answer, c.payment]);
  });
});
