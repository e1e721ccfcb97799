import { describe, expect, it } from 'vitest';
import { valueAxis } from './value-axis.ts';

describe('the value axis of a report chart', () => {
  it('gives counts whole ticks at a round step, the top at or above the largest', () => {
    expect(valueAxis([0, 3])).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(valueAxis([1])).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis([0, 0])).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis([7, 2])).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis([43])).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
    for (let max = 1; max < 400; max += 1) {
      const { top, ticks } = valueAxis([max]);
      expect(ticks.every(Number.isInteger), String(max)).toBe(true);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('keeps other figures at 0, half and the largest', () => {
    expect(valueAxis([2.5, 1])).toEqual({ top: 2.5, ticks: [0, 1.3, 2.5] });
  });
});
