import { Script } from 'node:vm';
import type { RuleTester } from '../../../contract/password-policy.ts';

const RULE_TIME_LIMIT_MS = 50;
const script = new Script('new RegExp(rule, "u").test(password)');

/**
 * Runs an organisation's password expression with a time limit (security.md 8). A catastrophic
 * pattern such as ^(a+)+$ is stopped after 50 ms and counts as not matched, so it can slow one
 * password change but never hang the server. An invalid expression also counts as not matched.
 */
export const testRuleSafely: RuleTester = (rule, password) => {
  try {
    return script.runInNewContext({ rule, password }, { timeout: RULE_TIME_LIMIT_MS }) === true;
  } catch {
    return false;
  }
};
