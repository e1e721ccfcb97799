import { AppError } from '../../errors.ts';
import type { RuleTester } from '../../../contract/password-policy.ts';
import { ruleProblem, testRuleLinear } from '../../../contract/password-rule.ts';

/**
 * Runs an organisation's password expression on the server with RE2's linear-time engine: a
 * catastrophic pattern such as ^(a+)+$ costs as little as any other, so no rule can stall the
 * event loop. An invalid or unsupported expression counts as not matched.
 */
export const testRuleSafely: RuleTester = testRuleLinear;

/** Refuses, when the policy is saved, a rule that cannot be evaluated safely everywhere: 400 naming the field. */
export function assertSafeRule(rule: string): void {
  const problem = ruleProblem(rule);
  if (problem) throw new AppError('validation_failed', problem, { field: 'validation_rule' });
}
