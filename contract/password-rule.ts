import { RE2JS } from 're2js';
import { setBounded } from './bounded-cache.ts';

/**
 * An organisation's password rule (a regular expression). The server evaluates it with RE2's
 * linear-time engine (re2js), so no rule can stall it; the browser may still use its own RegExp,
 * so a rule is saved only if both engines accept it and it has none of the shapes that make a
 * backtracking engine take exponential time.
 */
const compiled = new Map<string, RE2JS | null>();
const CACHE_SIZE = 50;

function compile(rule: string): RE2JS | null {
  const known = compiled.get(rule);
  if (known !== undefined) return known;
  let pattern: RE2JS | null;
  try {
    pattern = RE2JS.compile(rule);
  } catch {
    pattern = null;
  }
  setBounded(compiled, rule, pattern, CACHE_SIZE);
  return pattern;
}

/** True when the rule finds a match in the password, in time linear in its length; an unusable rule never matches. */
export function testRuleLinear(rule: string, password: string): boolean {
  return compile(rule)?.matcher(password).find() ?? false;
}

/**
 * A repeated group that itself repeats or offers alternatives, such as (a+)+, (a|a)* or (.*a){20}:
 * the shapes with which a backtracking engine tries exponentially many ways before failing.
 */
function hasNestedRepetition(rule: string): boolean {
  // Per open group: whether it contains a quantifier or an alternation so far.
  const stack: { risky: boolean }[] = [];
  let lastGroupRisky = false;
  const markInnermostRisky = () => {
    const open = stack.at(-1);
    if (open) open.risky = true;
  };
  for (let i = 0; i < rule.length; i++) {
    const ch = rule.charAt(i);
    if (ch === '\\') {
      i++;
      lastGroupRisky = false;
      continue;
    }
    if (ch === '[') {
      // Skip a character class whole: nothing inside it repeats.
      for (i++; i < rule.length && rule[i] !== ']'; i++) if (rule[i] === '\\') i++;
      lastGroupRisky = false;
      continue;
    }
    if (ch === '(') {
      stack.push({ risky: false });
      lastGroupRisky = false;
      continue;
    }
    if (ch === ')') {
      const group = stack.pop();
      lastGroupRisky = group?.risky ?? false;
      if (group?.risky) markInnermostRisky();
      continue;
    }
    const quantifier = ch === '*' || ch === '+' || ch === '?' || (ch === '{' && /^\{\d+(,\d*)?\}/.test(rule.slice(i)));
    if (quantifier) {
      // At most once is harmless; any other count, even a fixed one like {20}, multiplies the ways.
      const bounded = ch === '?' || /^\{(0,)?1\}|^\{1,1\}/.test(rule.slice(i));
      if (lastGroupRisky && !bounded) return true;
      if (ch !== '?') markInnermostRisky();
      lastGroupRisky = false;
      continue;
    }
    if (ch === '|') markInnermostRisky();
    lastGroupRisky = false;
  }
  return false;
}

/** Why a rule cannot be saved, or null when it can. */
export function ruleProblem(rule: string): `error.passwordRule.${string}` | null {
  if (!rule) return null;
  try {
    new RegExp(rule, 'u');
  } catch {
    return 'error.passwordRule.invalid';
  }
  if (!compile(rule)) return 'error.passwordRule.unsafeConstruct';
  if (hasNestedRepetition(rule)) return 'error.passwordRule.nestedRepetition';
  return null;
}
