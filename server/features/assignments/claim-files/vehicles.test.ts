import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../../../../contract/business-time.ts';
import { VehicleSearchResultSchema } from '../../../../contract/vehicle-search.ts';
import { TEST_ENGINES, useSeededApp } from '../../../test/engines.ts';
import { bearer, signInAs } from '../../../test/http.ts';
import { addDemoColleague } from '../../../test/staff-user.ts';

describe.each(TEST_ENGINES)('vehicle search and new assessments on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const search = async (headers: Record<string, string>, q: string) => {
    const res = await ctx.api.get(`/api/claim-files/vehicles?q=${encodeURIComponent(q)}`, headers);
    expect(res.status).toBe(200);
    return v.parse(VehicleSearchResultSchema, res.body);
  };
  const fileNumbers = (result: { vehicles: { claim_files: { claim_file_no: string }[] }[] }) =>
    result.vehicles.flatMap((vehicle) => vehicle.claim_files.map((f) => f.claim_file_no));
  const fileRow = (no: string) =>
    ctx.t.database.db
      .selectFrom('claim_files')
      .select(['id', 'vin', 'plate'])
      .where('claim_file_no', '=', no)
      .executeTakeFirstOrThrow();
  const start = async (headers: Record<string, string>, no = 'DEMO000789') =>
    ctx.api.post(`/api/claim-files/${no}/assessments`, {}, headers);

  it('finds a vehicle by plate, VIN or claim file number, ignoring case and spaces, with every file of its VIN', async () => {
    const manager = await as('manager');
    const { vin } = await fileRow('DEMO000789');
    for (const q of ['IF 07 DMO', 'if07dmo', 'if-07', vin.toLowerCase(), 'demo000789', 'DEMO 000 789']) {
      const found = await search(manager, q);
      expect(fileNumbers(found)).toContain('DEMO000789');
      const vehicle = found.vehicles.find((one) => one.claim_files.some((f) => f.claim_file_no === 'DEMO000789'))!;
      expect(vehicle.vin).toBe(vin);
      expect(vehicle.plates).toContain('IF 07 DMO');
      expect(vehicle.brand).toBeTruthy();
    }
    const byPlate = await search(manager, 'IF07DMO');
    expect(byPlate.vehicles).toHaveLength(1);
    const sameVin = await ctx.t.database.db
      .selectFrom('claim_files')
      .select('claim_file_no')
      .where('vin', '=', vin)
      .execute();
    expect(fileNumbers(byPlate).sort()).toEqual(sameVin.map((f) => f.claim_file_no).sort());
    const file = byPlate.vehicles[0]!.claim_files.find((f) => f.claim_file_no === 'DEMO000789')!;
    expect(file).toMatchObject({ policy_no: expect.any(String), is_open: true, assessments: [] });
  });

  it('lists the assessments of each file with status, assignee and date', async () => {
    const assessed = await ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['f.claim_file_no', 'a.assignment_no'])
      .where('a.assignment_type', '=', 'assessment')
      .where('f.claim_file_no', 'like', 'DOS%')
      .executeTakeFirstOrThrow();
    const found = await search(await as('handler'), assessed.claim_file_no);
    const file = found.vehicles
      .flatMap((one) => one.claim_files)
      .find((f) => f.claim_file_no === assessed.claim_file_no)!;
    expect(file.assessments.map((a) => a.assignment_no)).toContain(assessed.assignment_no);
    expect(file.assessments[0]!.status.name).toBeTruthy();
    const ro = await search({ ...(await as('handler')), 'Accept-Language': 'ro' }, assessed.claim_file_no);
    const roFile = ro.vehicles
      .flatMap((one) => one.claim_files)
      .find((f) => f.claim_file_no === assessed.claim_file_no)!;
    expect(roFile.assessments[0]!.status.code).toBe(file.assessments[0]!.status.code);
  });

  it("never finds another organisation's vehicles, both ways", async () => {
    expect((await search(await as('manager'), 'PRT000')).vehicles).toEqual([]);
    const partner = await as('partner1.handler');
    expect(fileNumbers(await search(partner, 'PRT000')).length).toBeGreaterThan(0);
    expect((await search(partner, 'DEMO000789')).vehicles).toEqual([]);
    expect((await search(partner, 'IF 07 DMO')).vehicles).toEqual([]);
  });

  it('refuses too short a search naming the field, and answers nothing found with no vehicles', async () => {
    const manager = await as('manager');
    for (const q of ['ab', ' - - ', '']) {
      const res = await ctx.api.get(`/api/claim-files/vehicles?q=${encodeURIComponent(q)}`, {
        ...manager,
        'Accept-Language': 'ro',
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field: 'q', message: expect.stringContaining('cel puțin 3') });
    }
    expect((await ctx.api.get('/api/claim-files/vehicles', manager)).status).toBe(400);
    expect(await search(manager, 'ZZZ999')).toEqual({ vehicles: [], truncated: false });
    expect((await search(manager, 'DOS')).truncated).toBe(true);
    expect((await ctx.api.get('/api/claim-files/vehicles?q=IF07DMO', {})).status).toBe(401);
  });

  it('starts an assessment for an assessor manager, assigned to them, due by the business calendar, on the timeline', async () => {
    const admin = await as('admin');
    const res = await start(admin);
    expect(res.status).toBe(201);
    expect(res.body.assignment_no).toMatch(/^DEMO000789-\d+$/);
    const row = await ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('users as u', 'u.id', 'a.assignee_user_id')
      .select(['a.assignment_type', 'a.status_code', 'a.due_date', 'a.group_code', 'u.username'])
      .where('a.id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    const today = businessDate(ctx.t.clock.now());
    expect(row).toMatchObject({ assignment_type: 'assessment', status_code: 'new', username: 'admin' });
    expect(row.due_date).toBe(addDays(today, 5));
    const page = await ctx.api.get(`/api/assignments/${res.body.id}`, admin);
    expect(page.status).toBe(200);
    const timeline = await ctx.api.get(`/api/claim-files/DEMO000789`, admin);
    expect(timeline.body.timeline[0]).toMatchObject({ assignment_no: res.body.assignment_no, kind: 'created' });
    // The same line in each reader's language, on the assignment page and the claim file page.
    const started = {
      en: 'Assessment started on claim file DEMO000789',
      ro: 'Constatare începută în dosarul de daună DEMO000789',
    };
    for (const language of ['en', 'ro'] as const) {
      const headers = { ...admin, 'Accept-Language': language };
      const own = await ctx.api.get(`/api/assignments/${res.body.id}`, headers);
      expect(own.body.timeline.at(-1)).toMatchObject({ kind: 'created', text: started[language] });
      const onFile = await ctx.api.get(`/api/claim-files/DEMO000789`, headers);
      expect(onFile.body.timeline[0]).toMatchObject({ kind: 'created', text: started[language] });
    }
    // A line written in English before lines were kept as keys reads as it was stored.
    await ctx.t.database.db
      .updateTable('timeline_entries')
      .set({ text: 'Assessment started on claim file DEMO000789' })
      .where('assignment_id', '=', res.body.id)
      .execute();
    const old = await ctx.api.get(`/api/assignments/${res.body.id}`, { ...admin, 'Accept-Language': 'ro' });
    expect(old.body.timeline.at(-1)).toMatchObject({ text: started.en });
    const found = await search(admin, 'DEMO000789');
    const file = found.vehicles.flatMap((one) => one.claim_files).find((f) => f.claim_file_no === 'DEMO000789')!;
    expect(file.assessments).toMatchObject([{ id: res.body.id, assignee_name: expect.any(String) }]);

    const second = await start({ ...(await as('manager')), 'Accept-Language': 'ro' });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'conflict', params: { assignment_no: res.body.assignment_no } });
    expect(second.body.error.message).toContain(res.body.assignment_no);
  });

  it("leaves a manager's assessment unassigned in the file's group, and gives an assessor's to the assessor", async () => {
    const group = await ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select('a.group_code')
      .where('f.claim_file_no', '=', 'DEMO000123')
      .where('a.is_case_master', '=', 1)
      .executeTakeFirstOrThrow();
    const byManager = await start(await as('manager'), 'DEMO000123');
    expect(byManager.status).toBe(201);
    const created = await ctx.t.database.db
      .selectFrom('assignments')
      .select(['assignee_user_id', 'group_code'])
      .where('id', '=', byManager.body.id)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ assignee_user_id: null, group_code: group.group_code });
    const ioanaId = await addDemoColleague(ctx.t.database.db, 'ioana', 'Ioana Assessor', ['AC.Assessor'], null);
    const byAssessor = await start(await as('ioana'), 'DEMO000789');
    expect(byAssessor.status).toBe(201);
    const own = await ctx.t.database.db
      .selectFrom('assignments')
      .select('assignee_user_id')
      .where('id', '=', byAssessor.body.id)
      .executeTakeFirstOrThrow();
    expect(own.assignee_user_id).toBe(ioanaId);
  });

  it("refuses others with 403, another organisation's file with 404, and gives one of two simultaneous starts", async () => {
    const handler = await start({ ...(await as('handler')), 'Accept-Language': 'ro' });
    expect(handler.status).toBe(403);
    expect(handler.body.error).toMatchObject({ code: 'forbidden', message: expect.stringContaining('evaluatorii') });
    const admin = await as('admin');
    const partnerFile = await ctx.t.database.db
      .selectFrom('claim_files')
      .select('claim_file_no')
      .where('claim_file_no', 'like', 'PRT%')
      .executeTakeFirstOrThrow();
    expect((await start(admin, partnerFile.claim_file_no)).status).toBe(404);
    expect((await start(admin, 'NOPE0001')).status).toBe(404);
    const both = await Promise.all([start(admin), start(await as('manager'))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const open = await ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select('a.id')
      .where('f.claim_file_no', '=', 'DEMO000789')
      .where('a.assignment_type', '=', 'assessment')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('keeps a normalised plate on each file and finds B 987 QZX, b-987-qzx and B987QZX through its index', async () => {
    const db = ctx.t.database.db;
    const { id, vin } = await fileRow('DEMO000789');
    await db.updateTable('claim_files').set({ plate: 'b-987 qzx' }).where('id', '=', id).execute();
    const stored = await db
      .selectFrom('claim_files')
      .select('plate_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.plate_key).toBe('B987QZX');
    const manager = await as('manager');
    for (const q of ['B 987 QZX', 'b-987-qzx', 'B987QZX', 'b987q']) {
      const found = await search(manager, q);
      expect(found.vehicles.map((vehicle) => vehicle.vin)).toEqual([vin]);
      expect(fileNumbers(found)).toContain('DEMO000789');
    }
    // A change of the plate is followed by the database: the old one no longer finds the file.
    await db.updateTable('claim_files').set({ plate: 'CJ 99 XYZ' }).where('id', '=', id).execute();
    expect(fileNumbers(await search(manager, 'B987QZX'))).not.toContain('DEMO000789');
    expect(fileNumbers(await search(manager, 'cj-99-xyz'))).toContain('DEMO000789');
    // The plate's condition of the search reads the index, not every file of the organisation.
    const org = await db
      .selectFrom('claim_files')
      .select('organisation_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const plan = await db.transaction().execute(async (trx) => {
      const where = sql`where organisation_id = ${org.organisation_id} and plate_key >= ${'CJ99'} and plate_key < ${'CJ9A'}`;
      if (engine.name === 'sqlite') {
        const rows = await sql<{ detail: string }>`explain query plan select id from claim_files ${where}`.execute(trx);
        return rows.rows.map((row) => row.detail).join('\n');
      }
      // The test table is small enough for a scan to be cheaper: forbid it, to see that the index serves.
      await sql`analyze claim_files`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain select id from claim_files ${where}`.execute(trx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('claim_files_org_plate_key_idx');
  });
});
