import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TeamSchema } from '../../../contract/absences.ts';
import { mayHold } from '../../../contract/distribution.ts';
import { ROLES } from '../../../contract/roles.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

// Mihai moves Elena Handler's open work to Radu Handler.
describe.each(TEST_ENGINES)('moving a member’s work on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const team = async (headers: Record<string, string>) =>
    v.parse(TeamSchema, (await ctx.api.get('/api/manager/team', headers)).body);
  /** A member's open work, split by whether someone with these roles may hold it. */
  const heldBy = async (userId: string, roles: readonly string[]) => {
    const held = await ctx.t.database.db
      .selectFrom('assignments')
      .select(['id', 'assignment_type'])
      .where('assignee_user_id', '=', userId)
      .where('is_final', '=', 0)
      .execute();
    const fits = held.filter((a) => mayHold(roles, a.assignment_type));
    return { fits, others: held.filter((a) => !fits.includes(a)) };
  };

  it('says how many assignments went to whom, each on its timeline', async () => {
    const manager = await as('manager');
    const before = await team(manager);
    const elena = before.members.find((m) => m.full_name === 'Elena Handler')!;
    const radu = before.members.find((m) => m.full_name === 'Radu Handler')!;
    // A handler holds no assessment: Elena's stay with her.
    const { fits, others } = await heldBy(elena.id, ['claims.handler']);
    expect(others.length).toBeGreaterThan(0);
    const one = await ctx.t.database.db
      .selectFrom('assignments')
      .select(['id', 'version'])
      .where('id', '=', fits[0]!.id)
      .executeTakeFirstOrThrow();
    const moved = await ctx.api.post(
      '/api/manager/reassign',
      { from_user_id: elena.id, to_user_id: radu.id, only_overdue: false },
      manager,
    );
    expect(moved.body).toEqual({ moved: fits.length, kept: others.length, to_full_name: 'Radu Handler' });
    // A page still showing the old holder is now stale: the move took a new version.
    const reread = await ctx.t.database.db
      .selectFrom('assignments')
      .select('version')
      .where('id', '=', one.id)
      .executeTakeFirstOrThrow();
    expect(reread.version).toBe(one.version + 1);
    const entries = await ctx.t.database.db
      .selectFrom('timeline_entries')
      .select('text')
      .where('kind', '=', 'assigned')
      .execute();
    expect(entries.filter((e) => e.text === 'Radu Handler')).toHaveLength(fits.length);
    expect((await team(manager)).members.find((m) => m.id === elena.id)!.open).toBe(others.length);
    // Each piece of work comes to Radu as a notification that leads to it.
    const told = await ctx.t.database.db
      .selectFrom('notifications')
      .select('assignment_id')
      .where('user_id', '=', radu.id)
      .execute();
    expect(told.map((n) => n.assignment_id)).toContain(one.id);
    expect(told.every((n) => n.assignment_id !== null)).toBe(true);
  });

  it('moves only the kinds the receiver may hold, and says how many stayed', async () => {
    const db = ctx.t.database.db;
    const manager = await as('manager');
    const before = await team(manager);
    const elena = before.members.find((m) => m.full_name === 'Elena Handler')!;
    const ioana = before.members.find((m) => m.full_name === 'Ioana Assessor')!;
    const { fits, others } = await heldBy(elena.id, [ROLES.assessor]);
    // The demo gives Elena work of both sides: an assessor takes inspections and assessments only.
    expect(fits.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const moved = await ctx.api.post(
      '/api/manager/reassign',
      { from_user_id: elena.id, to_user_id: ioana.id, only_overdue: false },
      manager,
    );
    expect(moved.body).toEqual({ moved: fits.length, kept: others.length, to_full_name: 'Ioana Assessor' });
    const holders = async (rows: { id: string }[]) => {
      const ids = rows.map((r) => r.id);
      const now = await db.selectFrom('assignments').select('assignee_user_id').where('id', 'in', ids).execute();
      return new Set(now.map((r) => r.assignee_user_id));
    };
    expect(await holders(fits)).toEqual(new Set([ioana.id]));
    expect(await holders(others)).toEqual(new Set([elena.id]));
  });

  it('refuses a receiver whose roles hold no kind of work, naming them', async () => {
    const manager = await as('manager');
    const before = await team(manager);
    const elena = before.members.find((m) => m.full_name === 'Elena Handler')!;
    const radu = before.members.find((m) => m.full_name === 'Radu Handler')!;
    // Radu now only configures: no kind of work fits his roles.
    await ctx.t.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify([ROLES.orgConfigurator]) })
      .where('id', '=', radu.id)
      .execute();
    const refused = await ctx.api.post(
      '/api/manager/reassign',
      { from_user_id: elena.id, to_user_id: radu.id, only_overdue: false },
      manager,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: { key: 'error.manager.toHoldsNothing', field: 'to_user_id', params: { name: 'Radu Handler' } },
    });
    expect((await team(manager)).members.find((m) => m.id === elena.id)!.open).toBe(elena.open);
  });

  it('moves all of it or nothing: a failure on the last assignment leaves every one where it was', async () => {
    const db = ctx.t.database.db;
    const manager = await as('manager');
    const before = await team(manager);
    const elena = before.members.find((m) => m.full_name === 'Elena Handler')!;
    const radu = before.members.find((m) => m.full_name === 'Radu Handler')!;
    const { fits } = await heldBy(elena.id, ['claims.handler']);
    expect(fits.length).toBeGreaterThan(1);
    // The last of the work Radu may take.
    const held = fits.sort((x, y) => (x.id < y.id ? -1 : 1)).at(-1)!;
    // The database refuses to move that one assignment, as a broken row or a lost connection would.
    if (engine.name === 'sqlite') {
      await sql
        .raw(
          `CREATE TRIGGER refuse_move BEFORE UPDATE OF assignee_user_id ON assignments WHEN NEW.id = '${held.id}'
           BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `CREATE FUNCTION refuse_move() RETURNS trigger AS $$ BEGIN
             IF NEW.id = '${held.id}' AND NEW.assignee_user_id IS DISTINCT FROM OLD.assignee_user_id
             THEN RAISE EXCEPTION 'refused by the test'; END IF;
             RETURN NEW;
           END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await sql
        .raw('CREATE TRIGGER refuse_move BEFORE UPDATE ON assignments FOR EACH ROW EXECUTE FUNCTION refuse_move()')
        .execute(db);
    }
    const failed = await ctx.api.post(
      '/api/manager/reassign',
      { from_user_id: elena.id, to_user_id: radu.id, only_overdue: false },
      manager,
    );
    expect(failed.status).toBe(500);
    const after = await team(manager);
    expect(after.members.find((m) => m.id === elena.id)!.open).toBe(elena.open);
    expect(after.members.find((m) => m.id === radu.id)!.open).toBe(radu.open);
    expect(
      await db
        .selectFrom('timeline_entries')
        .select('id')
        .where('kind', '=', 'assigned')
        .where('text', '=', 'Radu Handler')
        .execute(),
    ).toEqual([]);
  });

  it('writes nothing when its last write fails: the new holder’s notifications', async () => {
    const db = ctx.t.database.db;
    const manager = await as('manager');
    const before = await team(manager);
    const elena = before.members.find((m) => m.full_name === 'Elena Handler')!;
    const radu = before.members.find((m) => m.full_name === 'Radu Handler')!;
    // The moves, versions and timeline entries are written by then; the failure must take them back.
    if (engine.name === 'sqlite') {
      await sql
        .raw(
          `CREATE TRIGGER refuse_note BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `CREATE FUNCTION refuse_note() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await sql
        .raw('CREATE TRIGGER refuse_note BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_note()')
        .execute(db);
    }
    const failed = await ctx.api.post(
      '/api/manager/reassign',
      { from_user_id: elena.id, to_user_id: radu.id, only_overdue: false },
      manager,
    );
    expect(failed.status).toBe(500);
    const after = await team(manager);
    expect(after.members.find((m) => m.id === elena.id)!.open).toBe(elena.open);
    expect(after.members.find((m) => m.id === radu.id)!.open).toBe(radu.open);
    const entries = await db.selectFrom('timeline_entries').select('id').where('text', '=', 'Radu Handler').execute();
    expect(entries).toEqual([]);
  });
});
