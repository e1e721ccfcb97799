import { type IntakeClaim, notInForceReasonGiven, type PolicyGap, policyGapOn } from '../../../contract/intake.ts';
import type { Policy } from '../../../contract/policies.ts';
import { AppError } from '../../errors.ts';
import { type TimelineWordsKey, timelineKeyText } from '../assignments/index.ts';

const LINE_OF_GAP: Record<PolicyGap, TimelineWordsKey> = {
  ended: 'timeline.words.policyEnded',
  cancelled: 'timeline.words.policyCancelled',
  suspended: 'timeline.words.policySuspended',
  not_started: 'timeline.words.policyNotStarted',
};

/**
 * A chosen policy that did not protect the event date (ended before it, cancelled or suspended,
 * or not yet started) is registered only when the agent confirmed going on and said why. Answers
 * the timeline line that keeps the reason on the new claim file, or null for a policy in force.
 */
export function policyGapLine(policy: Policy, claim: IntakeClaim): string | null {
  const gap = policyGapOn(policy, claim.event.date);
  if (gap === null) return null;
  const params = { policy_no: policy.policy_no };
  if (!claim.policy_not_in_force_confirmed)
    throw new AppError('validation_failed', 'error.intake.notInForceConfirm', {
      field: 'policy_not_in_force_confirmed',
      params,
    });
  if (!notInForceReasonGiven(claim.policy_not_in_force_reason))
    throw new AppError('validation_failed', 'error.intake.notInForceReason', {
      field: 'policy_not_in_force_reason',
      params,
    });
  return timelineKeyText(LINE_OF_GAP[gap], {
    ...params,
    date: gap === 'not_started' ? policy.starts_on : policy.ends_on,
    reason: (claim.policy_not_in_force_reason ?? '').trim(),
  });
}
