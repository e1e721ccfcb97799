import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssignmentDetailSchema } from '../../../contract/assignments.ts';
import { seedLargeWorkload } from '../../db/seed-large.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

// Two people on one assignment: nobody's change lands on a state they did not see, and a status
// moves only along its type's allowed transitions, with a reason where one is owed.
describe.each(TEST_ENGINES)('assignment versions and status transitions on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;
  const assignmentOf = (claimFileNo: string, type: string) =>
    db()
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.assignment_no', 'a.status_code'])
      .where('f.claim_file_no', '=', claimFileNo)
      .where('a.assignment_type', '=', type)
      .executeTakeFirstOrThrow();
  /** An open assessment of the handler's group, put in "Assessing" (where the payment decision is made). */
  const assessing = async () => {
    const row = await db()
      .selectFrom('assignments')
      .select('id')
      .where('assignment_type', '=', 'assessment')
      .where('assignment_no', 'like', 'DOS%')
      .orderBy('assignment_no')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('assignments')
      .set({ status_code: 'in_progress', is_final: 0, closed_at: null })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  };
  const read = async (id: string, auth: Record<string, string>) => {
    const res = await ctx.api.get(`/api/assignments/${id}`, auth);
    expect(res.status).toBe(200);
    return { detail: v.parse(AssignmentDetailSchema, res.body), etag: res.headers.get('ETag') };
  };
  const move = (id: string, body: Record<string, unknown>, auth: Record<string, string>, version?: number) =>
    ctx.api.post(`/api/assignments/${id}/status`, body, {
      ...auth,
      ...(version === undefined ? {} : { 'If-Match': `"${version}"` }),
    });

  it('gives the version as ETag and in the JSON; every status change or assignment bumps it, notes do not', async () => {
    const handler = await as('handler');
    const id = await assessing();
    const first = await read(id, handler);
    expect(first.etag).toBe(`"${first.detail.version}"`);
    const moved = await move(id, { status_code: 'rejected' }, handler, first.detail.version);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.version).toBe(first.detail.version + 1);
    expect(moved.headers.get('ETag')).toBe(`"${first.detail.version + 1}"`);
    const noted = await ctx.api.post(`/api/assignments/${id}/notes`, { text: 'Called the garage.' }, handler);
    expect(noted.body.version).toBe(first.detail.version + 1);
    const manager = await as('manager');
    await db().updateTable('assignments').set({ assignee_user_id: null }).where('id', '=', id).execute();
    // An assessment goes to someone with an assessor's role.
    const assessorId = (
      await db().selectFrom('users').select('id').where('username', '=', 'assessor').executeTakeFirstOrThrow()
    ).id;
    const assigned = await ctx.api.post(
      `/api/assignments/${id}/assign`,
      { user_id: assessorId },
      { ...manager, 'If-Match': `"${noted.body.version}"` },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.version).toBe(first.detail.version + 2);
  });

  it('refuses a change on a stale page with 409, the current assignment and who changed it when; without If-Match, 428', async () => {
    const [handler, manager] = [await as('handler'), await as('manager')];
    const id = await assessing();
    const seen = (await read(id, handler)).detail;
    ctx.t.clock.advance(60_000);
    expect((await move(id, { status_code: 'rejected', note: 'Not covered.' }, manager, seen.version)).status).toBe(200);

    const stale = await move(
      id,
      { status_code: 'rejected', note: 'Damage predates the policy.' },
      handler,
      seen.version,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'conflict',
      params: { changed_by: 'Mihai Manager', changed_at: ctx.t.clock.now().toISOString() },
    });
    const current = v.parse(AssignmentDetailSchema, stale.body.current);
    expect(current).toMatchObject({ status: { code: 'rejected' }, version: seen.version + 1 });
    expect(stale.headers.get('ETag')).toBe(`"${seen.version + 1}"`);
    expect(
      (await db().selectFrom('assignments').select('status_code').where('id', '=', id).executeTakeFirstOrThrow())
        .status_code,
    ).toBe('rejected');

    const handler2Id = (
      await db().selectFrom('users').select('id').where('username', '=', 'handler2').executeTakeFirstOrThrow()
    ).id;
    const staleAssign = await ctx.api.post(
      `/api/assignments/${id}/assign`,
      { user_id: handler2Id },
      { ...manager, 'If-Match': `"${seen.version}"` },
    );
    expect(staleAssign.status).toBe(409);
    expect(staleAssign.body.error.code).toBe('conflict');

    for (const res of [
      await move(id, { status_code: 'closed' }, handler),
      await ctx.api.post(`/api/assignments/${id}/assign`, { user_id: handler2Id }, manager),
    ]) {
      expect(res.status).toBe(428);
      expect(res.body.error).toMatchObject({ code: 'precondition_required', field: 'If-Match' });
    }
  });

  it('lets exactly one of two simultaneous changes made on the same version win', async () => {
    const [handler, manager] = [await as('handler'), await as('manager')];
    const id = await assessing();
    const { version } = (await read(id, handler)).detail;
    const answers = await Promise.all([
      move(id, { status_code: 'rejected', note: 'Not covered.' }, manager, version),
      move(id, { status_code: 'rejected', note: 'Damage predates the policy.' }, handler, version),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.status.code;
    expect(winner).toBe('rejected');
    const row = await db()
      .selectFrom('assignments')
      .select(['status_code', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status_code: winner, version: version + 1 });
    const entries = await db()
      .selectFrom('timeline_entries')
      .select('status_code')
      .where('assignment_id', '=', id)
      .where('kind', '=', 'status')
      .where('status_code', 'in', ['approved', 'rejected'])
      .execute();
    expect(entries).toEqual([{ status_code: winner }]);
  });

  it('approves an assessment only by approving its note: the status is never offered nor taken by hand', async () => {
    const manager = await as('manager');
    const id = await assessing();
    const { detail } = await read(id, manager);
    expect(detail.next_statuses.map((m) => m.code)).toEqual(['rejected']);
    const res = await move(id, { status_code: 'approved' }, manager, detail.version);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ key: 'error.assignments.statusOwnedByNote', field: 'status_code' });
    expect((await read(id, manager)).detail).toMatchObject({
      status: { code: 'in_progress' },
      version: detail.version,
    });
  });

  it('offers only the allowed next statuses and refuses any other move with the allowed ones named', async () => {
    const handler = await as('handler');
    const inspection = await assignmentOf('DEMO000789', 'vehicle_inspection');
    const { detail } = await read(inspection.id, handler);
    expect(detail.status.code).toBe('new');
    expect(detail.next_statuses).toEqual([
      { code: 'scheduled', kind: 'step' },
      { code: 'cancelled', kind: 'cancel' },
    ]);
    for (const to of ['closed', 'inspected', 'new']) {
      const res = await move(inspection.id, { status_code: to }, handler, detail.version);
      expect(res.status, to).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'transition_not_allowed',
        field: 'status_code',
        params: { allowed: ['scheduled', 'cancelled'] },
      });
    }
    const unknown = await move(inspection.id, { status_code: 'approved' }, handler, detail.version);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'validation_failed', field: 'status_code' });
    expect((await move(inspection.id, { status_code: 'scheduled' }, handler, detail.version)).status).toBe(200);
  });

  it('cancels only with a reason, which goes on the timeline', async () => {
    const handler = await as('handler');
    const inspection = await assignmentOf('DEMO000123', 'vehicle_inspection');
    const { version } = (await read(inspection.id, handler)).detail;
    for (const body of [{ status_code: 'cancelled' }, { status_code: 'cancelled', reason: '   ' }]) {
      const res = await move(inspection.id, body, handler, version);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', field: 'reason' });
    }
    const res = await move(
      inspection.id,
      { status_code: 'cancelled', reason: 'The policyholder withdrew the claim.' },
      handler,
      version,
    );
    expect(res.status).toBe(200);
    const detail = v.parse(AssignmentDetailSchema, res.body);
    expect(detail.timeline[0]).toMatchObject({
      kind: 'status',
      text: 'The policyholder withdrew the claim.',
      status: { name: 'Cancelled' },
      actor_name: 'Elena Handler',
    });
  });

  it('reopens a closed or cancelled assignment only for a manager, and only with a reason', async () => {
    const [handler, manager] = [await as('handler'), await as('manager')];
    const notification = await assignmentOf('DEMO000123', 'claim_notification');
    expect(notification.status_code).toBe('closed');
    const forHandler = (await read(notification.id, handler)).detail;
    expect(forHandler.next_statuses).toEqual([]);
    const refused = await move(
      notification.id,
      { status_code: 'in_progress', reason: 'More damage found.' },
      handler,
      forHandler.version,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', field: 'status_code' });

    const forManager = (await read(notification.id, manager)).detail;
    expect(forManager.next_statuses).toEqual([{ code: 'in_progress', kind: 'reopen' }]);
    const noReason = await move(notification.id, { status_code: 'in_progress' }, manager, forManager.version);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatchObject({ code: 'validation_failed', field: 'reason' });
    const reopened = await move(
      notification.id,
      { status_code: 'in_progress', reason: 'More damage found under the bumper.' },
      manager,
      forManager.version,
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: { code: 'in_progress', is_final: false } });
    expect(reopened.body.timeline[0]).toMatchObject({
      kind: 'status',
      text: 'More damage found under the bumper.',
      actor_name: 'Mihai Manager',
    });
    expect(
      (
        await db()
          .selectFrom('assignments')
          .select('closed_at')
          .where('id', '=', notification.id)
          .executeTakeFirstOrThrow()
      ).closed_at,
    ).toBeNull();
  });

  it('seeds transitions for every type and status, shows them on the statuses help, and the demo follows them', async () => {
    const statuses = await db().selectFrom('assignment_statuses').selectAll().execute();
    const transitions = await db().selectFrom('assignment_status_transitions').selectAll().execute();
    const key = (org: string, type: string, code: string) => `${org}/${type}/${code}`;
    const known = new Set(statuses.map((s) => key(s.organisation_id, s.assignment_type, s.code)));
    for (const t of transitions) {
      expect(known.has(key(t.organisation_id, t.assignment_type, t.from_code)), JSON.stringify(t)).toBe(true);
      expect(known.has(key(t.organisation_id, t.assignment_type, t.to_code)), JSON.stringify(t)).toBe(true);
    }
    // Every status of every organisation leads somewhere (a final one by reopening).
    for (const s of statuses)
      expect(
        transitions.some(
          (t) =>
            key(t.organisation_id, t.assignment_type, t.from_code) ===
            key(s.organisation_id, s.assignment_type, s.code),
        ),
        s.code,
      ).toBe(true);

    // The demo's timelines, and the large workload's, move only along allowed transitions.
    const allowed = new Set(
      transitions.map((t) => `${key(t.organisation_id, t.assignment_type, t.from_code)}>${t.to_code}`),
    );
    const expectHistoriesAllowed = async () => {
      const steps = await db()
        .selectFrom('timeline_entries as t')
        .innerJoin('assignments as a', 'a.id', 't.assignment_id')
        .select(['a.id', 'a.organisation_id', 'a.assignment_type', 'a.status_code as current', 't.status_code'])
        .where('t.status_code', 'is not', null)
        .orderBy('a.id')
        .orderBy('t.created_at')
        .orderBy('t.id')
        .execute();
      let previous: (typeof steps)[number] | undefined;
      for (const [i, step] of steps.entries()) {
        const from = previous?.id === step.id ? previous.status_code! : null;
        if (from)
          expect(
            allowed.has(`${key(step.organisation_id, step.assignment_type, from)}>${step.status_code}`),
            `${step.assignment_type} ${from} > ${step.status_code}`,
          ).toBe(true);
        else expect(step.status_code).toBe('new');
        // The last step is where the assignment stands.
        if (steps[i + 1]?.id !== step.id) expect(step.status_code).toBe(step.current);
        previous = step;
      }
      return steps.length;
    };
    const demoSteps = await expectHistoriesAllowed();
    expect(await seedLargeWorkload(db(), ctx.t.clock.now(), 300)).toBe(300);
    expect(await expectHistoriesAllowed()).toBeGreaterThan(demoSteps + 300);

    const help = await ctx.api.get('/api/config/statuses', await as('admin'));
    const inspection = (
      help.body as { assignment_type: string; statuses: { code: string; next_codes: string[] }[] }[]
    ).find((t) => t.assignment_type === 'vehicle_inspection')!;
    expect(inspection.statuses.find((s) => s.code === 'scheduled')?.next_codes).toEqual([
      'inspected',
      'cancelled',
      'new',
    ]);
  });
});
