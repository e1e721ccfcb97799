import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

/**
 * Every assessment of the demo, however old its note, shows the parts recorded on it: the note's
 * lines where it has a note, the parts recorded at intake or in the older form (as an unpriced
 * first draft) where it has none. The assignment's page lists the same parts (and, beside a note,
 * the parts recorded before it).
 */
describe.each(TEST_ENGINES)('the parts of every seeded assessment on $name', (engine) => {
  const ctx = useSeededApp(engine);

  it('are on its note as on its assignment, for each of them', async () => {
    const manager = bearer((await signInAs(ctx.api, 'manager')).idToken);
    const assessments = await ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
      .select(['a.id', 'a.assignment_no'])
      .where('a.assignment_type', '=', 'assessment')
      .where('o.code', '=', 'DEMO')
      .execute();
    expect(assessments.length).toBeGreaterThan(40);
    let withoutNote = 0;
    for (const { id, assignment_no } of assessments) {
      const detail = await ctx.api.get(`/api/assignments/${id}`, manager);
      expect(detail.status, assignment_no).toBe(200);
      const listed = new Set((detail.body.note_items as { item_guid: string }[]).map((i) => i.item_guid));
      const note = await ctx.api.get(`/api/assessments/${id}`, manager);
      expect(note.status, assignment_no).toBe(200);
      const lines = note.body.lines as { item_guid: string; part_name: string; operation: string }[];
      const onNote = new Set(lines.map((l) => l.item_guid));
      if (note.body.version === 0) {
        // No note yet: its first draft is every part recorded.
        withoutNote++;
        expect(onNote, assignment_no).toEqual(listed);
        // One piece each (quantities are in thousandths), unpriced: the assessor prices them.
        expect(note.body.lines.every((l: { quantity: number }) => l.quantity === 1000)).toBe(true);
      } else for (const part of onNote) expect(listed.has(part), `${assignment_no} ${part}`).toBe(true);
      expect(
        lines.every((l) => l.part_name !== '' && ['replace', 'repair', 'paint', 'check'].includes(l.operation)),
      ).toBe(true);
    }
    // Most of them were recorded before notes had amounts: the point of this test.
    expect(withoutNote).toBeGreaterThan(30);
  });
});
