import { describe, expect, it } from 'vitest';
import { freshAssessment, noteLine } from '../../test/assessment-notes.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';
import { addDemoNote } from './demo-data.ts';

const line = (item_guid: string, part_price: number) => ({
  item_guid,
  operation: 'replace' as const,
  quantity: 1000,
  labour_hours: 100,
  part_price,
  paint_materials: 0,
});

describe.each(TEST_ENGINES)('usual part prices and approval limits on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const db = () => ctx.t.database.db;
  const url = (id: string, tail = '') => `/api/assessments/${id}${tail}`;
  /** Two parts no note version of the seed prices (intake reports name most), so only this test's notes do. */
  const unusedParts = async () =>
    (
      await db()
        .selectFrom('reference_items')
        .select('code')
        .where('list_code', '=', 'vehicle_parts')
        .where(
          'code',
          'not in',
          db().selectFrom('assessment_note_items').select('item_guid').where('note_version_id', 'is not', null),
        )
        .orderBy('code')
        .limit(2)
        .execute()
    ).map((row) => row.code);
  const organisation = async () =>
    (await db().selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
  /** An earlier note of the organisation, in the state given, pricing these parts. */
  const earlierNote = async (state: 'approved' | 'submitted', prices: [string, number][]) => {
    const { id } = await freshAssessment(db());
    await addDemoNote(
      db(),
      {
        organisationId: await organisation(),
        assignmentId: id,
        state,
        lines: prices.map(([item, price]) => line(item, price)),
        assessor: null,
        approver: null,
      },
      '2026-01-10T10:00:00.000Z',
    );
  };

  it("answers the median of the organisation's approved notes, only with three earlier prices or more", async () => {
    const [often, seldom] = await unusedParts();
    await earlierNote('approved', [
      [often!, 100_000],
      [seldom!, 50_000],
    ]);
    await earlierNote('approved', [
      [often!, 120_000],
      [seldom!, 50_000],
    ]);
    await earlierNote('approved', [[often!, 110_000]]);
    // A proposal is no price paid: a submitted note at ten times the price never moves the median.
    await earlierNote('submitted', [
      [often!, 1_000_000],
      [seldom!, 50_000],
    ]);
    const { id } = await freshAssessment(db());
    const assessor = await as('assessor');
    const answer = await ctx.api.post(url(id, '/usual-prices'), { items: [often, seldom, often] }, assessor);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ prices: { [often!]: { median: 110_000, notes: 3 } } });

    // The note being written never counts itself, even once approved.
    await ctx.api.put(
      url(id, '/lines'),
      { lines: [noteLine(often!, { part_price: 900_000 })] },
      { ...assessor, ...ifMatch(0) },
    );
    const again = await ctx.api.post(url(id, '/usual-prices'), { items: [often] }, assessor);
    expect(again.body.prices[often!]).toEqual({ median: 110_000, notes: 3 });

    // Another organisation never sees DEMO's prices, nor asks about DEMO's assessments.
    const partner = await as('partner1.handler');
    expect((await ctx.api.post(url(id, '/usual-prices'), { items: [often] }, partner)).status).toBe(404);
    // Too many parts at once is refused by field.
    const many = Array.from({ length: 501 }, (_, i) => `part-${i}`);
    expect((await ctx.api.post(url(id, '/usual-prices'), { items: many }, assessor)).status).toBe(400);
  });

  it("answers the approver's limit with the note, and refuses an approval above it", async () => {
    const [part] = await unusedParts();
    const { id } = await freshAssessment(db());
    const assessor = await as('assessor');
    // 25,000.00 lei and VAT: above the 20,000.00 lei of assessor.manager, within the 100,000.00 lei of manager.
    await ctx.api.put(
      url(id, '/lines'),
      { lines: [noteLine(part!, { part_price: 2_500_000 })] },
      { ...assessor, ...ifMatch(0) },
    );
    await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(1) });
    const approver = await as('assessor.manager');
    const seen = (await ctx.api.get(url(id), approver)).body;
    expect(seen.approval_limit).toBe(2_000_000);
    expect(seen.totals.total).toBeGreaterThan(seen.approval_limit);
    const refused = await ctx.api.post(url(id, '/approve'), {}, { ...approver, ...ifMatch(2) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ key: 'error.assessment.aboveLimit', field: 'total' });
    const manager = await as('manager');
    expect((await ctx.api.get(url(id), manager)).body.approval_limit).toBe(10_000_000);
    expect((await ctx.api.post(url(id, '/approve'), {}, { ...manager, ...ifMatch(2) })).status).toBe(200);
  });
});
