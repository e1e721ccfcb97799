import { type AssessmentNote, lineAmounts, type NoteLine, noteTotals } from '../../../contract/assessment.ts';

/** A note as the server answers it, for the store and render tests: `count` lines, each a different price. */
export function testNote(count: number, change: Partial<AssessmentNote> = {}): AssessmentNote {
  const lines: NoteLine[] = Array.from({ length: count }, (_, i) => {
    const priced = {
      quantity: 1000,
      labour_hours: 150,
      labour_rate: 15_000,
      part_price: 10_000 + i,
      paint_materials: 0,
    };
    return {
      id: `line-${i}`,
      position: i,
      item_guid: i % 2 ? 'part-bonnet' : 'part-bumper-front',
      part_name: i % 2 ? 'Bonnet' : 'Front bumper',
      operation: 'replace',
      remark: '',
      ...priced,
      default_rate: true,
      amounts: lineAmounts(priced),
      replaced_before: [],
    };
  });
  return {
    assignment_id: 'a1',
    claim_file_no: 'CF-1',
    vin: 'VIN1',
    version: 3,
    version_no: 1,
    versions: [{ version_no: 1, state: 'draft', created_at: '2026-11-24T08:00:00Z' }],
    latest: true,
    state: 'draft',
    default_labour_rate: 15_000,
    default_rate_from: 'settings',
    lines,
    totals: noteTotals(lines, 2100),
    return_reason: null,
    submitted: null,
    approved: null,
    returned: null,
    approval_limit: null,
    allowed: { edit: true, submit: true, approve: false, return: false, supplement: false },
    changes: [],
    ...change,
  };
}
