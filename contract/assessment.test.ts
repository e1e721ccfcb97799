import { describe, expect, it } from 'vitest';
import { lineAmounts, lineChanges, mulDivRound, noteTotals } from './assessment.ts';

const line = (over: Partial<Parameters<typeof lineAmounts>[0]> = {}) => ({
  quantity: 1000,
  labour_hours: 0,
  labour_rate: 0,
  part_price: 0,
  paint_materials: 0,
  ...over,
});

describe('assessment money arithmetic', () => {
  it('rounds half away from zero, exactly, even past what a float holds', () => {
    expect(mulDivRound(5, 1, 10)).toBe(1);
    expect(mulDivRound(4, 1, 10)).toBe(0);
    expect(mulDivRound(15, 1, 10)).toBe(2);
    expect(mulDivRound(-5, 1, 10)).toBe(-1);
    expect(mulDivRound(-15, 1, 10)).toBe(-2);
    expect(mulDivRound(25, 1, 10)).toBe(3);
    // 500 lines at the maxima: the subtotal times a VAT rate passes 2^53.
    expect(mulDivRound(5_000_000_000_000, 2100, 10_000)).toBe(1_050_000_000_000);
    expect(mulDivRound(4_503_599_627_370_497, 3, 3)).toBe(4_503_599_627_370_497);
  });

  it('prices a line: parts = price x quantity, labour = hours x rate, paint as entered, each rounded', () => {
    // 1.5 pieces of 33.33 lei = 49.995 lei -> 50.00 lei; 1.25 h at 150.01 lei = 187.5125 -> 187.51 lei.
    expect(
      lineAmounts(
        line({ quantity: 1500, part_price: 3333, labour_hours: 125, labour_rate: 15_001, paint_materials: 999 }),
      ),
    ).toEqual({ parts: 5000, labour: 18_751, paint: 999, total: 24_750 });
    // 0.333 pieces of 1.50 lei = 0.4995 lei: half a ban, away from zero.
    expect(lineAmounts(line({ quantity: 333, part_price: 150 })).parts).toBe(50);
    expect(lineAmounts(line({ quantity: 1, part_price: 499 })).parts).toBe(0);
    expect(lineAmounts(line({ quantity: 1, part_price: 500 })).parts).toBe(1);
  });

  it('sums rounded lines, then takes VAT on the subtotal, rounded once', () => {
    // Three lines of 0.5 bani each: each rounds to 1 before the sum (3), never 1.5 -> 2.
    const halfBan = line({ quantity: 1, part_price: 500 });
    const totals = noteTotals([halfBan, halfBan, halfBan], 2100);
    expect(totals).toEqual({ parts: 3, labour: 0, paint: 0, subtotal: 3, vat_basis_points: 2100, vat: 1, total: 4 });
    const real = noteTotals(
      [
        line({ part_price: 125_000, labour_hours: 150, labour_rate: 15_000 }),
        line({ labour_hours: 200, labour_rate: 15_000, paint_materials: 35_000 }),
      ],
      2100,
    );
    // parts 1,250.00; labour 225.00 + 300.00; paint 350.00; subtotal 2,125.00; VAT 21% 446.25.
    expect(real).toEqual({
      parts: 125_000,
      labour: 52_500,
      paint: 35_000,
      subtotal: 212_500,
      vat_basis_points: 2100,
      vat: 44_625,
      total: 257_125,
    });
    expect(noteTotals([], 2100).total).toBe(0);
    // 0.5 ban of VAT rounds up: 50 bani at 1% = 0.5 ban -> 1.
    expect(noteTotals([line({ part_price: 50 })], 100).vat).toBe(1);
  });

  it('tells per line what a supplement changed: added, removed, changed fields', () => {
    const base = {
      operation: 'replace',
      quantity: 1000,
      labour_hours: 100,
      labour_rate: null,
      part_price: 100,
      paint_materials: 0,
      remark: '',
    };
    const before = [
      { ...base, item_guid: 'A' },
      { ...base, item_guid: 'B' },
    ];
    const after = [
      { ...base, item_guid: 'A', part_price: 200, remark: 'OEM' },
      { ...base, item_guid: 'C' },
    ];
    expect(lineChanges(before, after)).toEqual([
      { kind: 'changed', position: 0, item_guid: 'A', fields: ['part_price', 'remark'] },
      { kind: 'added', position: 1, item_guid: 'C' },
      { kind: 'removed', item_guid: 'B' },
    ]);
    expect(lineChanges(before, before)).toEqual([]);
  });
});
