import { useStore } from '@nanostores/react';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { focusNews } from '../../lib/focus-news.ts';
import type { TrackerCasePage, TrackerCaseView } from '../../lib/tracker/case-page.ts';
import { formatSeconds, useCountdown } from '../../lib/use-countdown.ts';
import { FormProblem } from './FormProblem.tsx';
import { TextField } from './TextField.tsx';
import type { TrackerCaseT } from './tracker-case-keys.ts';

// Only a refused code needs the summary: it stays out of the page's first load.
const ErrorSummary = lazy(() => import('./ErrorSummary.tsx').then((m) => ({ default: m.ErrorSummary })));

type ChallengeView = Extract<TrackerCaseView, { kind: 'challenge' }>;
const timeOf = (iso: string) => formatDateTime(iso).slice(11);
const button = 'rounded px-4 py-2 font-semibold';

/**
 * The access code form of the tracker's case page. The visible countdown is not a live region:
 * a screen reader hears the code's time once at the start, once a minute before the end and once
 * at the end, from a polite region of its own (every second would drown everything else).
 */
export function TrackerCodeForm({ page, view, t }: { page: TrackerCasePage; view: ChallengeView; t: TrackerCaseT }) {
  const code = useStore(page.$code);
  const touched = useStore(page.$touched);
  const refusals = useStore(page.$refusals);
  const busy = useStore(page.$busy);
  const config = useStore(page.$config);
  const { challenge, problem } = view;
  // The countdown re-renders every second, which is also what lifts a block or ends a code here.
  const secondsLeft = useCountdown(challenge.block_until ?? challenge.expire_time ?? null);
  const blocked = Boolean(challenge.block_until) && secondsLeft > 0;
  const expired = Boolean(challenge.expire_time) && !challenge.block_until && secondsLeft === 0;
  // What the form's first button does now: ask for a new code when none can be tried.
  const needsNew = expired || problem === 'visitEnded' || (Boolean(challenge.block_until) && !blocked);
  const mayResend =
    !needsNew && !blocked && challenge.resend_at !== null && Date.parse(challenge.resend_at) <= Date.now();

  const left = challenge.attempts_left ?? Number.POSITIVE_INFINITY;
  const fieldError = needsNew
    ? null
    : touched && !page.codeIsComplete()
      ? t('tracker.code.length', { n: TRACKER_ACCESS_CODE_LENGTH })
      : problem === 'wrongCode'
        ? `${config?.security.error_message ?? t('tracker.error.noChallenge')}${
            left > 2
              ? ''
              : ` ${left === 1 ? t('tracker.code.lastAttempt') : t('tracker.code.attemptsLeft', { n: left })}`
          }`
        : null;
  const phone = (config as { phone?: string } | null)?.phone;
  const problemText =
    problem && problem !== 'wrongCode'
      ? [
          t(`tracker.error.${problem}`),
          challenge.block_reason && t(`tracker.block.${challenge.block_reason}`),
          blocked && challenge.block_until && t('tracker.block.retryAt', { time: timeOf(challenge.block_until) }),
          blocked && (phone ? t('tracker.block.call', { phone }) : t('tracker.block.contact')),
        ]
          .filter(Boolean)
          .join(' ')
      : null;

  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const startText = useMemo(() => {
    if (!challenge.expire_time) return '';
    const minutes = Math.ceil((Date.parse(challenge.expire_time) - Date.now()) / 60_000);
    return t('tracker.code.announceStart', { minutes, time: timeOf(challenge.expire_time) });
  }, [challenge.expire_time, t]);
  const announcement =
    !ready || !challenge.expire_time || challenge.block_until
      ? ''
      : expired
        ? t('tracker.code.expired')
        : secondsLeft <= 60
          ? t('tracker.code.announceMinute')
          : startText;

  // A new code puts the visitor back on the field to type it.
  const input = useRef<string | null>(challenge.challenge_id);
  useEffect(() => {
    if (challenge.challenge_id && input.current !== challenge.challenge_id)
      document.getElementById('tracker-code')?.focus();
    input.current = challenge.challenge_id;
  }, [challenge.challenge_id]);
  // Once the code is proved the case replaces this form: focus goes to its heading.
  useEffect(
    () => () => {
      if (page.$view.get().kind === 'case')
        requestAnimationFrame(() =>
          focusNews(document.getElementById('tracker-case-heading') ?? document.querySelector<HTMLElement>('main h2')),
        );
    },
    [page],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (needsNew ? page.sendCode(true) : page.submitCode());
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fieldError && refusals > 0 && (
        <Suspense fallback={null}>
          <ErrorSummary
            title={t('form.errorSummaryTitle')}
            problems={[{ fieldId: 'tracker-code', message: fieldError }]}
            shownAt={refusals}
          />
        </Suspense>
      )}
      {config && <p>{config.security.message}</p>}
      {expired ? (
        <p className="font-semibold">{t('tracker.code.expired')}</p>
      ) : (
        challenge.challenge_id &&
        (!problem || problem === 'wrongCode') && (
          <p className="text-sm text-gray-700">
            {challenge.reused && challenge.sent_at
              ? t('tracker.code.alreadySent', { time: timeOf(challenge.sent_at) })
              : t('tracker.code.sent')}
          </p>
        )
      )}
      <FormProblem id="tracker-problem" text={problemText} />
      {problem !== 'visitEnded' && (
        <TextField
          id="tracker-code"
          label={t('tracker.code.label')}
          value={code}
          onChange={page.typeCode}
          autoComplete="one-time-code"
          maxLength={TRACKER_ACCESS_CODE_LENGTH}
          disabled={blocked || !challenge.challenge_id}
          error={fieldError}
          required
          autoFocus
        />
      )}
      <p className="text-sm text-gray-700" data-testid="tracker-countdown">
        {blocked
          ? t('otp.blockedFor', { time: formatSeconds(secondsLeft) })
          : !expired && challenge.expire_time
            ? t('otp.expiresIn', { time: formatSeconds(secondsLeft) })
            : ''}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="tracker-announcer">
        {announcement}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={blocked || (!needsNew && !challenge.challenge_id)}
          aria-busy={busy || undefined}
          className={`${button} bg-brand text-white disabled:opacity-60`}
        >
          {needsNew ? t('tracker.code.resend') : t('tracker.code.submit')}
        </button>
        {mayResend && (
          <button
            type="button"
            onClick={() => void page.sendCode(true)}
            className={`${button} border border-brand text-brand-ink`}
          >
            {t('tracker.code.resend')}
          </button>
        )}
      </div>
    </form>
  );
}
