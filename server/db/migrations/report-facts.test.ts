import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines.ts';
import { migrateToLatest, migratorFor } from '../database.ts';

// A deployment that already has claim work gets its report facts from the timeline.
describe.each(TEST_ENGINES)('the report-facts migration on $name', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.close());

  it('fills closed_at and the status stays from existing timelines, and can be undone', async () => {
    database = await openTestDatabase(engine, { seeded: true });
    const { db } = database;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('2026-11-28-areas')).error).toBeUndefined();
    const assignment = await db
      .selectFrom('assignments')
      .select(['id', 'organisation_id', 'assignment_type'])
      .where('assignment_no', '=', 'DEMO000789-2')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('timeline_entries').where('assignment_id', '=', assignment.id).execute();
    const entry = (id: string, status: string, at: string) => ({
      id,
      assignment_id: assignment.id,
      kind: 'status' as const,
      actor_user_id: null,
      acting_as_user_id: null,
      text: '',
      status_code: status,
      outbox_id: null,
      created_at: at,
    });
    await db
      .insertInto('timeline_entries')
      .values([
        entry('t1', 'new', '2026-01-10T08:00:00.000Z'),
        entry('t2', 'scheduled', '2026-01-10T10:00:00.000Z'),
        entry('t3', 'closed', '2026-01-10T13:30:00.000Z'),
      ])
      .execute();
    await db
      .updateTable('assignments')
      .set({ status_code: 'closed', is_final: 1 })
      .where('id', '=', assignment.id)
      .execute();

    await migrateToLatest(db);
    const closed = await db
      .selectFrom('assignments')
      .select('closed_at')
      .where('id', '=', assignment.id)
      .executeTakeFirstOrThrow();
    expect(closed.closed_at).toBe('2026-01-10T13:30:00.000Z');
    const stays = await db
      .selectFrom('status_stints')
      .select(['status_code', 'entered_at', 'left_at', 'hours'])
      .where('assignment_id', '=', assignment.id)
      .orderBy('entered_at')
      .execute();
    expect(
      stays.map((s) => [s.status_code, s.left_at, s.hours === null ? null : Math.round(Number(s.hours) * 1000) / 1000]),
    ).toEqual([
      ['new', '2026-01-10T10:00:00.000Z', 2],
      ['scheduled', '2026-01-10T13:30:00.000Z', 3.5],
      ['closed', null, null],
    ]);
    expect((await migrator.migrateTo('2026-11-28-areas')).error).toBeUndefined();
    await migrateToLatest(db);
  });
});
