import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague } from '../../test/staff-user.ts';

/**
 * Organisations are kept apart in claim work: a manager of another organisation, holding every
 * right inside their own, gets nothing of DEMO's: each object call is a 404 and each list leaves DEMO out.
 */
describe.each(TEST_ENGINES)('claim work across organisations on $name', (engine) => {
  const ctx = useSeededApp(engine);

  it("never returns or changes another organisation's assignment, message or part history", async () => {
    const db = ctx.t.database.db;
    await addDemoColleague(db, 'partner.boss', 'Paula Partner', ['claims.manager'], 'partner', 'PARTNER1');
    const partner = await db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'PARTNER1')
      .executeTakeFirstOrThrow();
    const demo = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const target = await db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.guest_key'])
      .where('f.claim_file_no', '=', 'DEMO000123')
      .where('a.assignment_type', '=', 'vehicle_inspection')
      .executeTakeFirstOrThrow();
    // Messages go only to the claim's people: its policyholder gets a phone number to text.
    await db
      .updateTable('claim_parties')
      .set({ phone: '+40721000000' })
      .where('role', '=', 'policyholder')
      .where('claim_file_id', '=', db.selectFrom('assignments').select('claim_file_id').where('id', '=', target.id))
      .execute();
    const sent = await ctx.api.post(
      `/api/assignments/${target.id}/messages`,
      { channel: 'email', to: 'client@example.test', subject: 'Hi', text: 'Hello' },
      demo,
    );
    const emailId = sent.body.timeline[0].message_id as string;
    const sms = await ctx.api.post(
      `/api/assignments/${target.id}/messages`,
      { channel: 'sms', to: '+40721000000', text: 'Hello' },
      demo,
    );
    const smsId = sms.body.timeline[0].message_id as string;
    const part = await db
      .selectFrom('assessment_note_items')
      .select(['assignment_id', 'item_guid'])
      .executeTakeFirstOrThrow();

    const other = bearer((await signInAs(ctx.api, 'partner.boss')).idToken);
    for (const path of [
      `/api/assignments/${target.id}`,
      `/api/timeline/getAsgId/${target.guest_key}`,
      `/api/timeline/getEmailKey/${emailId}`,
      `/api/timeline/getSms/${smsId}`,
      `/api/claim/assessmentNote/browseItemHistory/${part.assignment_id}/${part.item_guid}`,
    ]) {
      const res = await ctx.api.get(path, other);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('not_found');
    }
    for (const [action, body] of [
      ['status', { status_code: 'inspected' }],
      ['assign', { user_id: null }],
      ['notes', { text: 'x' }],
      ['messages', { channel: 'sms', to: '+40721000000', text: 'x' }],
    ] as const) {
      expect((await ctx.api.post(`/api/assignments/${target.id}/${action}`, body, other)).status, action).toBe(404);
    }
    const everything = await ctx.api.get('/api/assignments/worklist?filter_keys=2&category_code=all&limit=100', other);
    expect(everything.body.rows.map((r: { claim_file_no: string }) => r.claim_file_no.slice(0, 3))).toEqual(
      expect.arrayContaining(['PRT']),
    );
    expect(everything.body.rows.some((r: { claim_file_no: string }) => !r.claim_file_no.startsWith('PRT'))).toBe(false);
    expect((await ctx.api.get('/api/assignments/search?q=DEMO000123', other)).body).toEqual([]);
    const counts = (await ctx.api.get('/api/assignments/dashboard', other)).body as Record<string, number>;
    const partnerPile = await db
      .selectFrom('assignments')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('organisation_id', '=', partner.id)
      .where('is_final', '=', 0)
      .where('assignee_user_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({
      new: 0,
      'due-today': 0,
      overdue: 0,
      'not-updated': 0,
      unassigned: Number(partnerPile.n),
      // DEMO's claims' money is not theirs: none of its deadlines or disputes count here.
      'deadline-soon': 0,
      'deadline-breached': 0,
      disputed: 0,
    });
    // Nothing changed on DEMO's side.
    expect((await ctx.api.get(`/api/assignments/${target.id}`, demo)).body.status.code).toBe('scheduled');
  });

  it("gives DEMO's manager none of the partner organisation's assignments, which its own handler works on", async () => {
    const db = ctx.t.database.db;
    const target = await db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.guest_key', 'f.claim_file_no'])
      .where('f.claim_file_no', 'like', 'PRT%')
      .where('a.is_final', '=', 0)
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    const paul = bearer((await signInAs(ctx.api, 'partner1.handler')).idToken);
    const manager = bearer((await signInAs(ctx.api, 'manager')).idToken);
    // Its own organisation's handler reads it: the calls below would find it if the organisation were not checked.
    expect((await ctx.api.get(`/api/assignments/${target.id}`, paul)).status).toBe(200);
    expect((await ctx.api.get(`/api/timeline/getAsgId/${target.guest_key}`, paul)).status).toBe(200);
    for (const path of [`/api/assignments/${target.id}`, `/api/timeline/getAsgId/${target.guest_key}`]) {
      const res = await ctx.api.get(path, manager);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('not_found');
    }
    for (const [action, body] of [
      ['status', { status_code: 'inspected' }],
      ['assign', { user_id: null }],
      ['notes', { text: 'x' }],
      ['messages', { channel: 'sms', to: '+40721000000', text: 'x' }],
    ] as const) {
      expect((await ctx.api.post(`/api/assignments/${target.id}/${action}`, body, manager)).status, action).toBe(404);
    }
    const everything = await ctx.api.get(
      '/api/assignments/worklist?filter_keys=2&category_code=all&limit=100',
      manager,
    );
    const files = everything.body.rows.map((r: { claim_file_no: string }) => r.claim_file_no);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((no: string) => no.startsWith('PRT'))).toEqual([]);
    expect((await ctx.api.get(`/api/assignments/search?q=${target.claim_file_no}`, manager)).body).toEqual([]);
    expect((await ctx.api.get(`/api/assignments/search?q=${target.claim_file_no}`, paul)).body).not.toEqual([]);
  });

  it('asks for a session on every claim-work call', async () => {
    for (const path of [
      '/api/assignments/dashboard',
      '/api/assignments/worklist',
      '/api/assignments/search?q=demo',
      '/api/assignments/x',
      '/api/timeline/getAsgId/x',
      '/api/timeline/getEmailKey/x',
      '/api/timeline/getSms/x',
      '/api/claim/assessmentNote/browseItemHistory/x/y',
    ]) {
      const res = await ctx.api.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code, path).toBe('unauthorized');
    }
    expect((await ctx.api.post('/api/assignments/x/notes', { text: 'x' })).status).toBe(401);
    expect((await ctx.api.put('/api/assignments/worklistFilter', {})).status).toBe(401);
  });
});
