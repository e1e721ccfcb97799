import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ColleaguesSchema, HeldWorkSchema } from '../../../contract/distribution.ts';
import { POSTGRES_ONLY, TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague } from '../../test/staff-user.ts';

// Mihai Manager chooses some of Elena Handler's open work and moves it to a colleague.
const setUp = (engine: (typeof TEST_ENGINES)[number]) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const idOf = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const workOf = async (auth: Record<string, string>, username: string) => {
    const res = await ctx.api.get(`/api/manager/work?holder_id=${await idOf(username)}`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(HeldWorkSchema, res.body);
  };
  const holdersOf = async (ids: string[]) =>
    (await db().selectFrom('assignments').select('assignee_user_id').where('id', 'in', ids).execute()).map(
      (r) => r.assignee_user_id,
    );
  const move = (auth: Record<string, string>, to_user_id: string, chosen: { id: string; version: number }[]) =>
    ctx.api.post(
      '/api/manager/move',
      { to_user_id, assignments: chosen.map(({ id, version }) => ({ id, version })) },
      auth,
    );
  return { ctx, db, as, idOf, workOf, holdersOf, move };
};

describe.each(TEST_ENGINES)('moving chosen assignments on $name', (engine) => {
  const { ctx, db, as, idOf, workOf, holdersOf, move } = setUp(engine);

  it('offers only unlocked colleagues of the organisation with a role for some work, by full name', async () => {
    const res = await ctx.api.get('/api/manager/colleagues', await as('manager'));
    const colleagues = v.parse(ColleaguesSchema, res.body);
    const names = colleagues.map((c) => c.full_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Elena Handler', 'Radu Handler', 'Ioana Assessor', 'Ana Admin']));
    expect(names).not.toContain('Laura Locked');
    expect(names).not.toContain('Paul Partener');
    expect(colleagues.find((c) => c.full_name === 'Ioana Assessor')?.types).toEqual([
      'vehicle_inspection',
      'assessment',
    ]);
    expect(colleagues.find((c) => c.full_name === 'Radu Handler')?.types).toEqual([
      'claim_notification',
      'vehicle_inspection',
      'appointment',
    ]);
    expect((await ctx.api.get('/api/manager/colleagues', await as('handler'))).status).toBe(403);
  });

  it('moves the chosen ones and only them, says how many, and tells the receiver', async () => {
    const manager = await as('manager');
    const elena = await workOf(manager, 'handler');
    const chosen = elena.filter((a) => a.assignment_type !== 'assessment').slice(0, 3);
    expect(chosen).toHaveLength(3);
    const radu = await idOf('handler2');
    const res = await move(manager, radu, chosen);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ moved: 3, kept: 0, to_full_name: 'Radu Handler' });
    expect(await holdersOf(chosen.map((a) => a.id))).toEqual([radu, radu, radu]);
    // The rest stays with Elena, and what moved is at its next version.
    expect((await workOf(manager, 'handler')).length).toBe(elena.length - 3);
    const moved = await workOf(manager, 'handler2');
    for (const a of chosen) expect(moved.find((m) => m.id === a.id)?.version).toBe(a.version + 1);
    const told = await ctx.api.get('/api/config/users/browseNotifications', await as('handler2'));
    for (const a of chosen)
      expect(told.body).toContainEqual(
        expect.objectContaining({
          type: 'new_activities',
          assignment_id: a.id,
          name: expect.stringContaining(a.assignment_no),
        }),
      );
    const entries = await db()
      .selectFrom('timeline_entries')
      .select('assignment_id')
      .where('kind', '=', 'assigned')
      .where('text', '=', 'Radu Handler')
      .execute();
    expect(entries.map((e) => e.assignment_id)).toEqual(expect.arrayContaining(chosen.map((a) => a.id)));
  });

  it('refuses a receiver without the role for one of them, naming it, and moves none', async () => {
    const manager = await as('manager');
    const elena = await workOf(manager, 'handler');
    const assessment = elena.find((a) => a.assignment_type === 'assessment')!;
    const other = elena.find((a) => a.assignment_type !== 'assessment')!;
    const res = await move(manager, await idOf('handler2'), [other, assessment]);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      key: 'error.manager.toLacksRole',
      field: 'to_user_id',
      message: `Radu Handler does not hold a role for ${assessment.assignment_no}. Nothing moved.`,
    });
    const handler = await idOf('handler');
    expect(await holdersOf([other.id, assessment.id])).toEqual([handler, handler]);
    // An assessor may take the assessment.
    expect((await move(manager, await idOf('assessor'), [assessment])).body).toEqual({
      moved: 1,
      kept: 0,
      to_full_name: 'Ioana Assessor',
    });
  });

  it('refuses a locked colleague, one of another organisation, and work of another organisation', async () => {
    const manager = await as('manager');
    const [first] = await workOf(manager, 'handler');
    for (const username of ['locked.user', 'partner1.handler']) {
      const res = await move(manager, await idOf(username), [first!]);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ key: 'error.manager.toCannotHold', field: 'to_user_id' });
    }
    const theirs = await db()
      .selectFrom('assignments as a')
      .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
      .select(['a.id', 'a.version'])
      .where('o.code', '=', 'PARTNER1')
      .where('a.assignment_type', '=', 'claim_notification')
      .executeTakeFirstOrThrow();
    const res = await move(manager, await idOf('handler2'), [first!, theirs]);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ key: 'error.manager.chosenNotFound', field: 'assignments' });
    expect(await holdersOf([first!.id])).toEqual([await idOf('handler')]);
    const none = await move(manager, await idOf('handler2'), []);
    expect(none.body.error).toMatchObject({ key: 'error.manager.chooseAssignments', field: 'assignments' });
    const outside = await ctx.api.get(`/api/manager/work?holder_id=${await idOf('partner1.handler')}`, manager);
    expect(outside.body.error).toMatchObject({ key: 'error.manager.fromNotInTeam', field: 'holder_id' });
  });

  it('refuses the whole move with a conflict naming the ones changed since the page read them', async () => {
    const manager = await as('manager');
    const [a, b] = (await workOf(manager, 'handler')).filter((w) => w.assignment_type !== 'assessment');
    await db()
      .updateTable('assignments')
      .set({ version: b!.version + 1 })
      .where('id', '=', b!.id)
      .execute();
    const res = await move(manager, await idOf('handler2'), [a!, b!]);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'conflict',
      key: 'error.manager.chosenChanged',
      params: { numbers: [b!.assignment_no] },
      message: `Nothing moved: ${b!.assignment_no} changed meanwhile. The list now shows the work as it is.`,
    });
    const handler = await idOf('handler');
    expect(await holdersOf([a!.id, b!.id])).toEqual([handler, handler]);
  });
});

describe.each(POSTGRES_ONLY)('two managers moving the same assignments at once on $name', (engine) => {
  const { db, as, idOf, workOf, holdersOf, move } = setUp(engine);

  it('lets one move all of them and refuses the other as a conflict, moving none of it', async () => {
    await addDemoColleague(db(), 'manager.two', 'Dana Manager', ['claims.manager'], 'claims-bucharest');
    const [first, second] = [await as('manager'), await as('manager.two')];
    // Inspections, which a handler and an assessor may both hold: each manager gives them to another.
    const both = (await workOf(first, 'handler'))
      .filter((a) => a.assignment_type === 'vehicle_inspection')
      .slice(0, 10);
    expect(both.length).toBeGreaterThan(1);
    const targets = [await idOf('handler2'), await idOf('assessor')];
    const answers = await Promise.all([move(first, targets[0]!, both), move(second, targets[1]!, both)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = answers.findIndex((r) => r.status === 200);
    expect(answers[won]!.body.moved).toBe(both.length);
    expect(answers[1 - won]!.body.error).toMatchObject({ code: 'conflict', key: 'error.manager.chosenChanged' });
    const holders = await holdersOf(both.map((a) => a.id));
    expect(new Set(holders)).toEqual(new Set([targets[won]]));
  });
});
