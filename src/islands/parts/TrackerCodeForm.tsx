import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';
import type { TrackerCasePage, TrackerCaseView } from '../../lib/tracker/case-page.ts';
import { formatSeconds, useCountdown } from '../../lib/use-countdown.ts';
import { FieldError, TextField } from './TextField.tsx';
import type { TrackerCaseT } from './tracker-case-keys.ts';

type ChallengeView = Extract<TrackerCaseView, { kind: 'challenge' }>;

/** The access code form of the tracker's case page, with the time the code or a block has left. */
export function TrackerCodeForm({ page, view, t }: { page: TrackerCasePage; view: ChallengeView; t: TrackerCaseT }) {
  const code = useStore(page.$code);
  const touched = useStore(page.$touched);
  const busy = useStore(page.$busy);
  const config = useStore(page.$config);
  const { challenge, problem } = view;
  // The countdown re-renders every second, which is also what lifts a block or ends a code here.
  const secondsLeft = useCountdown(challenge.block_until ?? challenge.expire_time ?? null);
  const blocked = Boolean(challenge.block_until) && secondsLeft > 0;
  const expired = Boolean(challenge.expire_time) && !challenge.block_until && secondsLeft === 0;
  const codeError = page.codeIsComplete() ? null : t('tracker.code.length', { n: TRACKER_ACCESS_CODE_LENGTH });
  const problemText =
    problem === 'wrongCode'
      ? (config?.security.error_message ?? t('tracker.error.noChallenge'))
      : problem && t(`tracker.error.${problem}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void page.submitCode();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {config && <p>{config.security.message}</p>}
      {challenge.challenge_id && !problem && <p className="text-sm text-gray-700">{t('tracker.code.sent')}</p>}
      <FieldError id="tracker-problem" message={problemText || null} role="alert" />
      <TextField
        id="tracker-code"
        label={t('tracker.code.label')}
        value={code}
        onChange={page.typeCode}
        onBlur={page.touchCode}
        autoComplete="one-time-code"
        maxLength={TRACKER_ACCESS_CODE_LENGTH}
        disabled={blocked || busy || !challenge.challenge_id}
        error={touched ? codeError : null}
        required
        autoFocus
      />
      <p className="text-sm text-gray-700" aria-live="polite" data-testid="tracker-countdown">
        {blocked
          ? t('otp.blockedFor', { time: formatSeconds(secondsLeft) })
          : !expired && challenge.expire_time
            ? t('otp.expiresIn', { time: formatSeconds(secondsLeft) })
            : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={blocked || busy || expired || !challenge.challenge_id}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t('tracker.code.submit')}
        </button>
        {(expired || (challenge.block_until && !blocked)) && (
          <button
            type="button"
            onClick={() => void page.sendCode()}
            disabled={busy}
            className="rounded border border-brand px-4 py-2 font-semibold text-brand-ink"
          >
            {t('tracker.code.resend')}
          </button>
        )}
      </div>
    </form>
  );
}
