import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssignmentDetailSchema } from '../../../contract/assignments.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

// Work goes only to someone whose role is for its kind: an assessment to an assessor.
describe.each(TEST_ENGINES)('who may hold an assignment on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const idOf = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const openOf = (type: string) =>
    db()
      .selectFrom('assignments')
      .select(['id', 'version'])
      .where('assignment_type', '=', type)
      .where('is_final', '=', 0)
      .where('group_code', '=', 'claims-bucharest')
      .orderBy('assignment_no')
      .executeTakeFirstOrThrow();
  const detail = async (id: string, auth: Record<string, string>) =>
    v.parse(AssignmentDetailSchema, (await ctx.api.get(`/api/assignments/${id}`, auth)).body);

  it('offers a manager only unlocked colleagues whose role fits the kind of work, by full name', async () => {
    const manager = await as('manager');
    const assessment = await detail((await openOf('assessment')).id, manager);
    expect(assessment.assignable_users.map((u) => u.full_name)).toEqual([
      'Ana Admin',
      'Ioana Assessor',
      'Victor Assessor-Manager',
    ]);
    const notice = await detail((await openOf('claim_notification')).id, manager);
    const names = notice.assignable_users.map((u) => u.full_name);
    expect(names).toEqual(expect.arrayContaining(['Elena Handler', 'Mihai Manager', 'Radu Handler']));
    for (const name of ['Ioana Assessor', 'Laura Locked', 'Paul Partener']) expect(names).not.toContain(name);
  });

  it('refuses a colleague without the role, naming them and the field, and changes nothing', async () => {
    const manager = await as('manager');
    const { id, version } = await openOf('assessment');
    const refused = await ctx.api.post(
      `/api/assignments/${id}/assign`,
      { user_id: await idOf('handler2') },
      { ...manager, ...ifMatch(version) },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'validation_failed',
      key: 'error.assignments.assigneeLacksRole',
      field: 'user_id',
      message: 'Radu Handler does not hold a role for this kind of assignment.',
    });
    expect((await detail(id, manager)).version).toBe(version);
    const given = await ctx.api.post(
      `/api/assignments/${id}/assign`,
      { user_id: await idOf('assessor') },
      { ...manager, ...ifMatch(version) },
    );
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.assignee.full_name).toBe('Ioana Assessor');
    // The page that still shows the old version is refused as stale.
    const stale = await ctx.api.post(
      `/api/assignments/${id}/assign`,
      { user_id: await idOf('assessor.manager') },
      { ...manager, ...ifMatch(version) },
    );
    expect(stale.status).toBe(409);
  });

  it('lets a handler take unassigned work of their kind only', async () => {
    const handler = await as('handler');
    const handlerId = await idOf('handler');
    const unassigned = async (type: string) => {
      const row = await openOf(type);
      await db().updateTable('assignments').set({ assignee_user_id: null }).where('id', '=', row.id).execute();
      return row;
    };
    const assessment = await unassigned('assessment');
    expect((await detail(assessment.id, handler)).assignable_users).toEqual([]);
    const refused = await ctx.api.post(
      `/api/assignments/${assessment.id}/assign`,
      { user_id: handlerId },
      { ...handler, ...ifMatch(assessment.version) },
    );
    expect(refused.body.error).toMatchObject({ key: 'error.assignments.assigneeLacksRole', field: 'user_id' });
    // One held from before roles counted may still be handed back.
    await db()
      .updateTable('assignments')
      .set({ assignee_user_id: handlerId })
      .where('id', '=', assessment.id)
      .execute();
    expect((await detail(assessment.id, handler)).assignable_users.map((u) => u.id)).toEqual([handlerId]);
    const handedBack = await ctx.api.post(
      `/api/assignments/${assessment.id}/assign`,
      { user_id: null },
      { ...handler, ...ifMatch(assessment.version) },
    );
    expect(handedBack.status, JSON.stringify(handedBack.body)).toBe(200);
    const inspection = await unassigned('vehicle_inspection');
    const taken = await ctx.api.post(
      `/api/assignments/${inspection.id}/assign`,
      { user_id: handlerId },
      { ...handler, ...ifMatch(inspection.version) },
    );
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });
});
