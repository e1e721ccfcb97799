import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { verifyPassword } from '../features/auth/index.ts';
import { TEST_ENGINES, openTestDatabase, useTestDatabase, type TestDatabase } from '../test/engines.ts';
import { migrateToLatest } from './database.ts';
import { DEMO_PASSWORD, DEMO_TRACKER_CASES, DEMO_USERS, seedDemoData } from './seed.ts';

describe.each(TEST_ENGINES)('database on $name', (engine) => {
  const database = useTestDatabase(engine);

  it('runs its migrations once; a second run changes nothing', async () => {
    await migrateToLatest(database.db);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['organisations', 'users', 'tracker_cases']));
  });

  it('seeds the demo data once', async () => {
    const clock = manualClock();
    expect(await seedDemoData(database.db, clock)).toBe(true);
    expect(await seedDemoData(database.db, clock)).toBe(false);

    const orgs = await database.db
      .selectFrom('organisations')
      .select(['code', 'name', 'org_type'])
      .orderBy('code')
      .execute();
    expect(orgs).toEqual([
      { code: 'DEMO', name: 'Demo Asigurări', org_type: 'primary' },
      { code: 'PARTNER1', name: 'Partner Service Auto', org_type: 'other' },
    ]);
    const users = await database.db.selectFrom('users').select(['username', 'password_hash']).execute();
    expect(users.map((u) => u.username).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    const admin = users.find((u) => u.username === 'admin');
    expect(await verifyPassword(DEMO_PASSWORD, admin?.password_hash ?? '')).toBe(true);

    const cases = await database.db
      .selectFrom('tracker_cases')
      .select(['case_no', 'contact_channel', 'created_at'])
      .orderBy('case_no')
      .execute();
    // The open cases README names, and twelve closed ones whose pace the tracker tells.
    const open = cases.filter((c) => !c.case_no.startsWith('DEMO9000'));
    expect(open.map((c) => c.case_no)).toEqual(DEMO_TRACKER_CASES.map((c) => c.case_no));
    expect(open.every((c) => c.contact_channel === 'client@example.test')).toBe(true);
    expect(cases.filter((c) => c.case_no.startsWith('DEMO9000'))).toHaveLength(12);
    // Times come from the injected clock, as ISO text on both engines.
    expect(cases[0]?.created_at).toBe(clock.now().toISOString());
  });

  it('refuses a second user with the same username', async () => {
    expect(await seedDemoData(database.db, manualClock())).toBe(true);
    const org = await database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    await expect(
      database.db
        .insertInto('users')
        .values({
          id: 'x',
          organisation_id: org.id,
          username: 'admin',
          full_name: 'Copy',
          email: null,
          language: 'en',
          password_hash: 'x',
          created_at: 'now',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
