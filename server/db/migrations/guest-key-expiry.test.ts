import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines.ts';
import { migrateToLatest, migratorFor } from '../database.ts';

// Guest keys made before links had an expiry never ended; each gets the 30 days a new one has.
describe.each(TEST_ENGINES)('the guest-key-expiry migration on $name', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.close());

  it('gives every key without an expiry 30 days from its assignment, and leaves the others', async () => {
    database = await openTestDatabase(engine, { seeded: true });
    const { db } = database;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('2027-01-04-rate-counters')).error).toBeUndefined();
    const rows = await db.selectFrom('assignments').select(['id', 'guest_key_expires_at']).limit(3).execute();
    const [old, late, kept] = rows.map((r) => r.id);
    const made = (id: string | undefined, created_at: string, guest_key_expires_at: string | null) =>
      db.updateTable('assignments').set({ created_at, guest_key_expires_at }).where('id', '=', id!).execute();
    await made(old, '2025-03-10T23:59:00.000Z', null);
    await made(late, '2026-01-14T08:00:00.000Z', null);
    await made(kept, '2026-01-14T08:00:00.000Z', '2026-06-01');

    await migrateToLatest(db);
    const expiries = await db
      .selectFrom('assignments')
      .select(['id', 'guest_key_expires_at'])
      .where('id', 'in', [old!, late!, kept!])
      .execute();
    const expiryOf = (id: string | undefined) => expiries.find((r) => r.id === id)?.guest_key_expires_at;
    expect(expiryOf(old)).toBe('2025-04-09');
    expect(expiryOf(late)).toBe('2026-02-13');
    expect(expiryOf(kept)).toBe('2026-06-01');
    const never = await db.selectFrom('assignments').select('id').where('guest_key_expires_at', 'is', null).execute();
    expect(never).toEqual([]);
  });
});
