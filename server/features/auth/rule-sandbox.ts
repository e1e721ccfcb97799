import { createContext, Script } from 'node:vm';
import type { RuleTester } from '../../../contract/password-policy.ts';

/**
 * Runs an organisation's password expression with a time limit (security.md 8). A catastrophic
 * pattern such as ^(a+)+$ is stopped after 250 ms and counts as not matched, so it can slow one
 * password change but never hang the server. An invalid expression also counts as not matched.
 * One context serves every check: making a new one per check costs milliseconds, and on a busy
 * machine those could eat into the limit and refuse a good password.
 */
const RULE_TIME_LIMIT_MS = 250;
const script = new Script('new RegExp(rule, "u").test(password)');
const context = createContext({ rule: '', password: '' });

export const testRuleSafely: RuleTester = (rule, password) => {
  context.rule = rule;
  context.password = password;
  try {
    return script.runInContext(context, { timeout: RULE_TIME_LIMIT_MS }) === true;
  } catch {
    return false;
  } finally {
    context.password = '';
  }
};
