import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines.ts';
import { migrateToLatest, migratorFor } from '../database.ts';

// Roles were free text: every role in use becomes a role its organisation knows, so nothing in use is refused.
describe.each(TEST_ENGINES)('the organisation-roles migration on $name', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.close());

  it('makes each role held, allowed the assistant or given a limit a role of its organisation', async () => {
    database = await openTestDatabase(engine, { seeded: true });
    const { db } = database;
    expect((await (await migratorFor(db)).migrateTo('2027-01-08-vehicle-brand-names')).error).toBeUndefined();
    const demo = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ roles: '["claims.handler","Team.Lead"]' })
      .where('username', '=', 'handler')
      .execute();
    await db
      .updateTable('organisations')
      .set({ app_metadata: JSON.stringify({ assistant_roles: ['claims.helper', 'org_configurator'] }) })
      .where('id', '=', demo.id)
      .execute();
    await db
      .insertInto('settlement_settings')
      .values({
        organisation_id: demo.id,
        settings: '{"payment_limits":[{"role":"claims.payer","limit":5}]}',
        version: 1,
      })
      .execute();

    await migrateToLatest(db);
    const rows = await db
      .selectFrom('organisation_roles')
      .innerJoin('organisations', 'organisations.id', 'organisation_roles.organisation_id')
      .select(['organisations.code as org', 'organisation_roles.code', 'name_en', 'name_ro'])
      .orderBy('organisations.code')
      .orderBy('organisation_roles.code')
      .execute();
    expect(rows.filter((r) => r.org === 'DEMO').map((r) => [r.code, r.name_en, r.name_ro])).toEqual([
      ['Team.Lead', 'Team.Lead', 'Team.Lead'],
      ['claims.handler', 'Claims handler', 'Inspector daune'],
      ['claims.helper', 'claims.helper', 'claims.helper'],
      ['claims.manager', 'Claims manager', 'Manager daune'],
      ['claims.payer', 'claims.payer', 'claims.payer'],
      ['claims.selfmanaged', 'Manages own time off', 'Își gestionează concediul'],
    ]);
    // The partner's people hold two; its default approval and payment limits name the manager.
    expect(rows.filter((r) => r.org === 'PARTNER1').map((r) => r.code)).toEqual([
      'claims.handler',
      'claims.manager',
      'claims.selfmanaged',
    ]);
  });
});
