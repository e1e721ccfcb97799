import { afterEach, describe, expect, it } from 'vitest';
import { appMetadataOf } from '../../features/organisations/index.ts';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines.ts';
import { migrateToLatest, migratorFor } from '../database.ts';

// A deployment that wrote its password messages as single texts keeps them, as the Romanian ones.
describe.each(TEST_ENGINES)('the password-rule-messages migration on $name', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.close());

  const demo = (db: TestDatabase['db']) =>
    db.selectFrom('organisations').selectAll().where('code', '=', 'DEMO').executeTakeFirstOrThrow();

  it('turns each single text into its Romanian text with an empty English one, and can be undone', async () => {
    database = await openTestDatabase(engine, { seeded: true });
    const { db } = database;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('2026-12-04-pruning')).error).toBeUndefined();
    const old = JSON.parse((await demo(db)).app_metadata);
    expect(old.credentials.password_policy.prevent_username_message).toBe(
      'Parola nu poate conține numele de utilizator.',
    );
    old.credentials.password_policy.validation_rule_message = 'Cel putin o cifra.';
    old.credentials.password_policy.prevent_month_message = '';
    await db
      .updateTable('organisations')
      .set({ app_metadata: JSON.stringify(old) })
      .where('code', '=', 'DEMO')
      .execute();

    await migrateToLatest(db);
    const policy = appMetadataOf(await demo(db)).credentials.password_policy;
    expect(policy.min_length).toBe(10);
    expect(policy.prevent_username).toBe(true);
    expect(policy.prevent_username_message).toEqual({ en: '', ro: 'Parola nu poate conține numele de utilizator.' });
    expect(policy.prevent_org_name_message).toEqual({ en: '', ro: 'Parola nu poate conține numele organizației.' });
    expect(policy.prevent_month_message).toEqual({ en: '', ro: '' });
    expect(policy.validation_rule_message).toEqual({ en: '', ro: 'Cel putin o cifra.' });

    expect((await migrator.migrateTo('2026-12-04-pruning')).error).toBeUndefined();
    expect(JSON.parse((await demo(db)).app_metadata).credentials.password_policy.validation_rule_message).toBe(
      'Cel putin o cifra.',
    );
    await migrateToLatest(db);
  });
});
