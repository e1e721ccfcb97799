import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines.ts';
import { migrateToLatest, migratorFor } from '../database.ts';

// Claims reported through the forms kept the brand's list code; the claim file shows its name.
describe.each(TEST_ENGINES)('the vehicle-brand-names migration on $name', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.close());

  it('writes each brand code as its name and leaves names and unknown brands as they are', async () => {
    database = await openTestDatabase(engine, { seeded: true });
    const { db } = database;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('2027-01-06-settlement')).error).toBeUndefined();
    const files = await db.selectFrom('claim_files').select('id').limit(4).execute();
    const brands = ['volkswagen', 'land-rover', 'Dacia', 'lada'];
    for (const [i, file] of files.entries())
      await db.updateTable('claim_files').set({ vehicle_brand: brands[i]! }).where('id', '=', file.id).execute();

    await migrateToLatest(db);
    const after = await db
      .selectFrom('claim_files')
      .select(['id', 'vehicle_brand'])
      .where(
        'id',
        'in',
        files.map((f) => f.id),
      )
      .execute();
    expect(files.map((f) => after.find((a) => a.id === f.id)?.vehicle_brand)).toEqual([
      'Volkswagen',
      'Land Rover',
      'Dacia',
      'lada',
    ]);
  });
});
