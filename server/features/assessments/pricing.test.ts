import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSESSMENT_SETTINGS } from '../../../contract/assessment-settings.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

const shop = {
  kind: 'repair_shop',
  name: 'Service Auto Pipera',
  tax_code: 'RO998877',
  email: 'office@pipera.example.test',
  phone: '+40 723 111 222',
  county_code: 'IF',
  address: 'Sos. Pipera 1, Voluntari',
  active: true,
};

describe.each(TEST_ENGINES)('note pricing on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;
  /** Open assessment assignments of DEMO without a note, each on its own claim file. */
  const fresh = async (n: number) => {
    const rows = await db()
      .selectFrom('assignments as a')
      .leftJoin('assessment_notes as n', 'n.assignment_id', 'a.id')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.claim_file_id', 'f.claim_file_no'])
      .where('a.assignment_type', '=', 'assessment')
      .where('a.is_final', '=', 0)
      .where('n.id', 'is', null)
      .where('a.organisation_id', '=', db().selectFrom('organisations').select('id').where('code', '=', 'DEMO'))
      .orderBy('a.assignment_no')
      .execute();
    const own = rows.filter((row, i) => rows.findIndex((r) => r.claim_file_id === row.claim_file_id) === i);
    expect(own.length).toBeGreaterThanOrEqual(n);
    return own.slice(0, n);
  };
  const line = (over: Record<string, unknown> = {}) => ({
    item_guid: 'part-bonnet',
    operation: 'replace',
    quantity: 1000,
    labour_hours: 100,
    labour_rate: null,
    part_price: 100_000,
    paint_materials: 0,
    remark: '',
    ...over,
  });
  const url = (id: string, tail = '') => `/api/assessments/${id}${tail}`;
  const partners = async (headers: Record<string, string>) =>
    (await ctx.api.get('/api/config/partners', headers)).body as { id: string; name: string; labour_rate: number }[];

  it('keeps a repair shop labour rate with the partner, refusing absurd ones by field in the language asked for', async () => {
    const admin = await as('admin');
    const bad = async (body: Record<string, unknown>) => {
      const res = await ctx.api.post('/api/config/partners', body, { ...admin, 'Accept-Language': 'ro' });
      expect(res.status).toBe(400);
      return res.body.error.problems[0] as { field: string; key: string; message: string };
    };
    expect(await bad({ ...shop, labour_rate: -100 })).toMatchObject({
      field: 'labour_rate',
      key: 'error.partner.labourRateNegative',
      message: 'Tariful de manoperă nu poate fi negativ.',
    });
    expect(await bad({ ...shop, labour_rate: 1_000_001 })).toMatchObject({
      field: 'labour_rate',
      key: 'error.partner.labourRateTooLarge',
    });
    expect(await bad({ ...shop, labour_rate: 0 })).toMatchObject({ key: 'error.partner.labourRateZero' });
    expect(await bad({ ...shop, labour_rate: 150.5 })).toMatchObject({ key: 'error.assessment.wholeNumber' });
    expect(await bad({ ...shop, kind: 'towing', labour_rate: 15_000 })).toMatchObject({
      field: 'labour_rate',
      key: 'error.partner.labourRateRepairShop',
      message: 'Doar un service auto are tarif de manoperă.',
    });
    // Without a rate (as older clients send it) a partner has none.
    expect((await ctx.api.post('/api/config/partners', shop, admin)).status).toBe(200);
    const created = (await partners(admin)).find((p) => p.name === shop.name)!;
    expect(created.labour_rate).toBeNull();
    const changed = await ctx.api.put(
      `/api/config/partners/${created.id}`,
      { ...shop, labour_rate: 18_050 },
      { ...admin, ...ifMatch(1) },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).toBe('"2"');
    expect((await partners(admin)).find((p) => p.id === created.id)?.labour_rate).toBe(18_050);
  });

  it("prices a note at its repair shop's rate, else the organisation's, fixed on the version when it is created", async () => {
    const admin = await as('admin');
    const assessor = await as('assessor');
    const [withShop, withoutShop] = await fresh(2);
    await ctx.api.post('/api/config/partners', { ...shop, labour_rate: 20_000 }, admin);
    const shopId = (await partners(admin)).find((p) => p.name === shop.name)!.id;
    await db().updateTable('assignments').set({ partner_id: shopId }).where('id', '=', withShop!.id).execute();

    const before = await ctx.api.get(url(withShop!.id), assessor);
    expect(before.body).toMatchObject({ default_labour_rate: 20_000, default_rate_from: 'partner' });
    const other = await ctx.api.get(url(withoutShop!.id), assessor);
    expect(other.body).toMatchObject({ default_labour_rate: 15_000, default_rate_from: 'settings' });
    const saved = await ctx.api.put(url(withShop!.id, '/lines'), { lines: [line()] }, { ...assessor, ...ifMatch(0) });
    // 1,000.00 of parts and 1 h at 200.00, then 21% VAT.
    expect(saved.body.lines[0]).toMatchObject({ labour_rate: 20_000, default_rate: true });
    expect(saved.body.totals).toMatchObject({ subtotal: 120_000, vat_basis_points: 2100, total: 145_200 });

    // The settings and the shop's rate change: the version keeps what it was created with.
    const settingsVersion = Number(
      (
        await db()
          .selectFrom('organisations')
          .select('assessment_version')
          .where('code', '=', 'DEMO')
          .executeTakeFirst()
      )?.assessment_version,
    );
    const newSettings = { ...DEFAULT_ASSESSMENT_SETTINGS, vat_basis_points: 1900, default_labour_rate: 30_000 };
    const put = await ctx.api.put('/api/config/assessment', newSettings, { ...admin, ...ifMatch(settingsVersion) });
    expect(put.status).toBe(200);
    await db().updateTable('partners').set({ labour_rate: 25_000 }).where('id', '=', shopId).execute();
    const again = await ctx.api.put(
      url(withShop!.id, '/lines'),
      { lines: [line(), line({ item_guid: 'part-roof', operation: 'paint', part_price: 0 })] },
      { ...assessor, ...ifMatch(1) },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ default_labour_rate: 20_000, default_rate_from: 'partner' });
    expect(again.body.totals).toMatchObject({ subtotal: 140_000, vat_basis_points: 2100, vat: 29_400, total: 169_400 });
    expect((await ctx.api.post(url(withShop!.id, '/submit'), {}, { ...assessor, ...ifMatch(2) })).status).toBe(200);
    const manager = await as('manager');
    const approved = await ctx.api.post(url(withShop!.id, '/approve'), {}, { ...manager, ...ifMatch(3) });
    expect(approved.status).toBe(200);
    expect(approved.body.totals.total).toBe(169_400);
    // A supplementary version is a copy of the approved one, priced the same.
    const supplement = await ctx.api.post(url(withShop!.id, '/supplement'), {}, { ...assessor, ...ifMatch(4) });
    expect(supplement.body).toMatchObject({ version_no: 2, default_labour_rate: 20_000 });
    expect(supplement.body.totals).toMatchObject({ vat_basis_points: 2100, total: 169_400 });
    const first = await ctx.api.get(url(withShop!.id, '/versions/1'), assessor);
    expect(first.body.totals).toMatchObject({ vat_basis_points: 2100, total: 169_400 });
    // A note started now takes the settings as they are now.
    const started = await ctx.api.put(
      url(withoutShop!.id, '/lines'),
      { lines: [line()] },
      { ...assessor, ...ifMatch(0) },
    );
    expect(started.body).toMatchObject({ default_labour_rate: 30_000, default_rate_from: 'settings' });
    expect(started.body.totals).toMatchObject({ subtotal: 130_000, vat_basis_points: 1900, total: 154_700 });
  });

  it('flags a part replaced on another claim of the vehicle only once that note is approved, dated by the approval', async () => {
    const assessor = await as('assessor');
    const manager = await as('manager');
    const [here, there] = await fresh(2);
    const vin = 'WVWZZZ1KZTEST0001';
    await db()
      .updateTable('claim_files')
      .set({ vin })
      .where('id', 'in', [here!.claim_file_id, there!.claim_file_id])
      .execute();
    const flagged = async () =>
      (await ctx.api.get(url(here!.id), assessor)).body.lines[0].replaced_before as { claim_file_no: string }[];
    const a = await ctx.api.put(url(here!.id, '/lines'), { lines: [line()] }, { ...assessor, ...ifMatch(0) });
    const b = await ctx.api.put(url(there!.id, '/lines'), { lines: [line()] }, { ...assessor, ...ifMatch(0) });
    expect([a.status, b.status, a.body.error, b.body.error]).toEqual([200, 200, undefined, undefined]);
    expect(await flagged()).toEqual([]);
    ctx.t.clock.advance(120_000);
    await ctx.api.post(url(there!.id, '/submit'), {}, { ...assessor, ...ifMatch(1) });
    expect(await flagged()).toEqual([]);
    ctx.t.clock.advance(120_000);
    const approved = await ctx.api.post(url(there!.id, '/approve'), {}, { ...manager, ...ifMatch(2) });
    expect(approved.status).toBe(200);
    expect(await flagged()).toEqual([{ claim_file_no: there!.claim_file_no, at: approved.body.approved.at }]);
    expect(approved.body.approved.at).toBe(ctx.t.clock.now().toISOString());
    // A supplementary draft of that note changes nothing until it is approved in its turn.
    await ctx.api.post(url(there!.id, '/supplement'), {}, { ...assessor, ...ifMatch(3) });
    await ctx.api.put(
      url(there!.id, '/lines'),
      { lines: [line({ operation: 'repair' })] },
      { ...assessor, ...ifMatch(4) },
    );
    expect(await flagged()).toEqual([{ claim_file_no: there!.claim_file_no, at: approved.body.approved.at }]);
  });
});
