import { describe, expect, it } from 'vitest';
import { testRuleSafely } from './rule-sandbox.ts';

describe("running an administrator's password rule", () => {
  it('answers like the expression would', () => {
    expect(testRuleSafely('\\d', 'abc1')).toBe(true);
    expect(testRuleSafely('^[A-Z]', 'abc')).toBe(false);
    expect(testRuleSafely('[^\\p{L}]', 'ăîș-')).toBe(true);
  });

  it('stops a catastrophic expression quickly and counts it as not matched', () => {
    const started = performance.now();
    expect(testRuleSafely('^(a+)+$', `${'a'.repeat(40)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('counts an invalid expression as not matched', () => {
    expect(testRuleSafely('(', 'anything')).toBe(false);
  });
});
