import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines.ts';
import { migrateToLatest, migratorFor } from '../database.ts';

// Claim files made before the search knew their facts are found by them once it does.
describe.each(TEST_ENGINES)('the claim-file-search-terms migration on $name', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.close());

  it('gives every claim file there already the words of its VIN, contact, police report and people', async () => {
    database = await openTestDatabase(engine, { seeded: true });
    const { db } = database;
    const termsOf = (claimFileNo: string) =>
      db
        .selectFrom('claim_file_search_terms as t')
        .innerJoin('claim_files as f', 'f.id', 't.claim_file_id')
        .select(['t.term', 't.field', 't.value'])
        .where('f.claim_file_no', '=', claimFileNo)
        .orderBy('t.field')
        .orderBy('t.term')
        .execute();
    const seeded = await termsOf('DEMO000789');
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('2027-01-06-settlement')).error).toBeUndefined();
    await db
      .updateTable('claim_files')
      .set({ police_report_no: 'PV 77/2026', contact: '0744 123 456' })
      .where('claim_file_no', '=', 'DEMO000789')
      .execute();

    await migrateToLatest(db);
    const migrated = await termsOf('DEMO000789');
    // What the application writes for the file, and the two facts set while the search did not know them.
    expect(migrated).toEqual(
      [
        ...seeded,
        { term: '0040744123456', field: 'phone', value: '0744 123 456' },
        { term: '0744123456', field: 'phone', value: '0744 123 456' },
        { term: '40744123456', field: 'phone', value: '0744 123 456' },
        { term: '772026', field: 'police_report', value: 'PV 77/2026' },
        { term: 'PV772026', field: 'police_report', value: 'PV 77/2026' },
      ].sort((x, y) => x.field.localeCompare(y.field) || (x.term < y.term ? -1 : x.term > y.term ? 1 : 0)),
    );
    expect(seeded.map((t) => t.field)).toEqual(expect.arrayContaining(['vin', 'party_plate', 'phone']));
  });
});
