import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_ENGINES, type TestDatabase } from '../../test/engines.ts';
import { migrateToLatest, migratorFor } from '../database.ts';

// Reference names and starting statuses written without diacritics get them; an organisation's own stay.
describe.each(TEST_ENGINES)('the romanian-diacritics migration on $name', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.close());

  it('spells each name still as shipped with its diacritics, keeps edited ones, and can be undone', async () => {
    database = await openTestDatabase(engine, { seeded: true });
    const { db } = database;
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo('2027-01-06-settlement')).error).toBeUndefined();
    const reference = (list: string, code: string, name_ro: string) =>
      db
        .updateTable('reference_items')
        .set({ name_ro })
        .where('list_code', '=', list)
        .where('code', '=', code)
        .execute();
    await reference('counties', 'TM', 'Timis');
    await reference('vehicle_parts', 'part-door-front-left', 'Usa fata stanga');
    await reference('branches', 'branch-b', 'Sucursala Bucuresti');
    // What an organisation wrote itself is not what was shipped: it stays.
    await reference('colors', 'red', 'Rosu aprins');
    const demo = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    const status = (assignment_type: string, code: string, texts: { name_ro: string; help_ro: string }) =>
      db
        .updateTable('assignment_statuses')
        .set(texts)
        .where('organisation_id', '=', demo.id)
        .where('assignment_type', '=', assignment_type)
        .where('code', '=', code)
        .execute();
    await status('assessment', 'approved', {
      name_ro: 'Aprobata la plata',
      help_ro: 'Suma este aprobata; urmeaza plata.',
    });
    await status('vehicle_inspection', 'scheduled', { name_ro: 'Programata', help_ro: 'Data e stabilita.' });
    const statusRow = (assignment_type: string, code: string) =>
      db
        .selectFrom('assignment_statuses')
        .select(['name_ro', 'help_ro', 'help_version'])
        .where('organisation_id', '=', demo.id)
        .where('assignment_type', '=', assignment_type)
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
    const helpVersion = (await statusRow('assessment', 'approved')).help_version ?? 1;

    await migrateToLatest(db);
    const names = await db
      .selectFrom('reference_items')
      .select(['list_code', 'code', 'name_ro', 'name_en'])
      .where((eb) =>
        eb.or([
          eb.and([eb('list_code', '=', 'counties'), eb('code', '=', 'TM')]),
          eb.and([eb('list_code', '=', 'vehicle_parts'), eb('code', '=', 'part-door-front-left')]),
          eb.and([eb('list_code', '=', 'branches'), eb('code', '=', 'branch-b')]),
          eb.and([eb('list_code', '=', 'colors'), eb('code', '=', 'red')]),
        ]),
      )
      .orderBy('list_code')
      .execute();
    expect(names).toEqual([
      { list_code: 'branches', code: 'branch-b', name_ro: 'Sucursala București', name_en: 'Bucharest branch' },
      { list_code: 'colors', code: 'red', name_ro: 'Rosu aprins', name_en: 'Red' },
      { list_code: 'counties', code: 'TM', name_ro: 'Timiș', name_en: 'Timis' },
      {
        list_code: 'vehicle_parts',
        code: 'part-door-front-left',
        name_ro: 'Ușă față stânga',
        name_en: 'Front left door',
      },
    ]);
    // Comma below, never the cedilla.
    expect(names.map((n) => n.name_ro).join('')).not.toMatch(/[şţŞŢ]/);
    expect(await statusRow('assessment', 'approved')).toEqual({
      name_ro: 'Aprobată la plată',
      help_ro: 'Suma este aprobată; urmează plata.',
      help_version: helpVersion + 1,
    });
    expect(await statusRow('vehicle_inspection', 'scheduled')).toMatchObject({
      name_ro: 'Programata',
      help_ro: 'Data e stabilita.',
    });

    expect((await migrator.migrateTo('2027-01-06-settlement')).error).toBeUndefined();
    expect((await statusRow('assessment', 'approved')).name_ro).toBe('Aprobata la plata');
    const county = await db
      .selectFrom('reference_items')
      .select('name_ro')
      .where('list_code', '=', 'schedule_counties')
      .where('code', '=', 'TM')
      .executeTakeFirstOrThrow();
    expect(county.name_ro).toBe('Timis');
    await migrateToLatest(db);
  });
});
