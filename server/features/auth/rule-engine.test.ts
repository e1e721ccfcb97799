import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH } from '../../../contract/password-policy.ts';
import { ruleProblem } from '../../../contract/password-rule.ts';
import { testRuleSafely } from './rule-sandbox.ts';

/** Known ReDoS patterns and inputs that make a backtracking engine try exponentially many ways. */
const REDOS: [string, string][] = [
  ['^(a+)+$', `${'a'.repeat(60)}!`],
  ['(a|a)*b', 'a'.repeat(60)],
  ['(.*a){20}', 'a'.repeat(MAX_PASSWORD_LENGTH)],
  ['^(\\w+\\s?)*$', `${'word '.repeat(40)}!`],
  [
    '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
    `${'a'.repeat(60)}!`,
  ],
  ['(x+x+)+y', 'x'.repeat(MAX_PASSWORD_LENGTH)],
];

describe("the server's evaluation of a password rule", () => {
  it('answers like the expression would for normal rules', () => {
    expect(testRuleSafely('\\d', 'abc1')).toBe(true);
    expect(testRuleSafely('^[A-Z]', 'abc')).toBe(false);
    expect(testRuleSafely('[^\\p{L}]', 'ăîș-')).toBe(true);
    expect(testRuleSafely('[^\\p{L}]', 'ăîș')).toBe(false);
    expect(testRuleSafely('^.{3}$', '🚗ăb')).toBe(true);
  });

  it.each(REDOS)('takes a few milliseconds of the event loop at most for %s', (rule, input) => {
    testRuleSafely(rule, 'warm up');
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      testRuleSafely(rule, input);
      times.push(performance.now() - started);
    }
    // The median of five, so one pause of the busy machine does not decide.
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(5);
  });

  it('counts an invalid or unsupported expression as not matched', () => {
    expect(testRuleSafely('(', 'anything')).toBe(false);
    expect(testRuleSafely('(?=.*\\d)', 'abc1')).toBe(false);
  });
});

describe('saving a password rule', () => {
  it.each(REDOS.map(([rule]) => rule))('refuses the catastrophic %s', (rule) => {
    expect(ruleProblem(rule)).toBe('error.passwordRule.nestedRepetition');
  });

  it.each(['(?=.*\\d)', '(a)\\1', '(?<!x)y'])('refuses %s, which the linear engine does not support', (rule) => {
    expect(ruleProblem(rule)).toBe('error.passwordRule.unsafeConstruct');
  });

  it.each([
    '',
    '\\d',
    '[^\\p{L}]',
    '^[A-Z]',
    '[!@#$%^&*]',
    '\\d.*\\d',
    '^(?:[A-Z]|\\d)',
    '(ab)?c',
    '[(+*)]+',
    '\\(a+\\)+',
  ])('accepts the ordinary %s', (rule) => {
    expect(ruleProblem(rule)).toBeNull();
  });

  it('refuses what is not a regular expression at all', () => {
    expect(ruleProblem('([a-z]')).toBe('error.passwordRule.invalid');
  });
});
