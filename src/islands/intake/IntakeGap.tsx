import { useStore } from '@nanostores/react';
import type { PolicyGap } from '../../../contract/intake.ts';
import type { Policy } from '../../../contract/policies.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { NewClaimPage } from '../../lib/intake/new-claim-page.ts';
import { invalidProps } from '../common/field-aria.ts';
import { FieldError } from '../common/TextField.tsx';
import { idOf, TextInput } from './fields.tsx';
import type { IntakeMessages } from './intake-keys.ts';

/** The plain sentence of why the policy did not protect the event date. */
export function gapText(m: IntakeMessages, gap: PolicyGap, policy: Policy, eventDate: string): string {
  return islandT(m)(`intake.gap.${gap}`, {
    policy_no: policy.policy_no,
    date: formatDate(gap === 'not_started' ? policy.starts_on : policy.ends_on),
    event_date: formatDate(eventDate),
  });
}

/**
 * Under the event's date, once the chosen policy and the date are known: a policy that had ended,
 * was cancelled or suspended, or had not started is said plainly (and announced), and going on
 * asks the agent to confirm and say why, as the server will.
 */
export function IntakeGap({ page, messages: m }: { page: NewClaimPage; messages: IntakeMessages }) {
  const gap = useStore(page.$gap);
  const policy = useStore(page.$policy);
  const draft = useStore(page.$draft);
  const errors = useStore(page.$errors);
  if (!gap || !policy) return null;
  const confirmId = idOf('policy_not_in_force_confirmed');
  const confirmError = errors.policy_not_in_force_confirmed;
  return (
    <section
      aria-labelledby="intake-gap-title"
      className="space-y-3 rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
    >
      <h3 id="intake-gap-title" className="font-semibold">
        {m['intake.gap.title']}
      </h3>
      <p role="alert" data-testid="intake-gap">
        {gapText(m, gap, policy, draft.event.date)}
      </p>
      <div>
        <label className="flex items-center gap-2 font-medium">
          <input
            id={confirmId}
            type="checkbox"
            checked={draft.gap.confirmed}
            onChange={(e) => page.set('gap', 'confirmed', e.target.checked)}
            {...invalidProps(`${confirmId}-error`, confirmError)}
          />
          {m['intake.gap.confirm']}
        </label>
        <FieldError id={`${confirmId}-error`} message={confirmError ?? null} />
      </div>
      <TextInput
        path="policy_not_in_force_reason"
        label={m['intake.gap.reason']}
        value={draft.gap.reason}
        error={errors.policy_not_in_force_reason}
        onChange={(value) => page.set('gap', 'reason', value)}
        multiline
      />
    </section>
  );
}
