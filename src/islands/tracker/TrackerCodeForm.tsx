import { useStore } from '@nanostores/react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../../contract/limits.ts';
import type { TrackerCasePage, TrackerCaseView } from '../../lib/tracker/case-page.ts';
import { clockTime as timeOf, formatSeconds, useCountdown } from '../../lib/use-countdown.ts';
import type { TrackerCaseT } from './tracker-case-keys.ts';
import { AccessCodeField } from './AccessCodeField.tsx';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../../lib/plural.ts';

// Only a refusal needs these: they stay out of the page's first load.
const Problems = lazy(() => import('./TrackerCodeProblems.tsx'));

type ChallengeView = Extract<TrackerCaseView, { kind: 'challenge' }>;
const button = 'rounded px-4 py-2 font-semibold';

/**
 * The access code form of the tracker's case page. The visible countdown is not a live region:
 * a screen reader hears the code's time once at the start, once a minute before the end and once
 * at the end, from a polite region of its own (every second would drown everything else).
 */
export function TrackerCodeForm({
  page,
  view,
  lang,
  t,
  fetchCase,
}: {
  page: TrackerCasePage;
  view: ChallengeView;
  lang: Language;
  t: TrackerCaseT;
  /** Fetches the verified case's view: started as a code is sent for checking, so the case does not wait for it. */
  fetchCase: () => Promise<unknown>;
}) {
  const code = useStore(page.$code);
  const touched = useStore(page.$touched);
  const refusals = useStore(page.$refusals);
  const resent = useStore(page.$resent);
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
      ? t(pluralKey(lang, 'tracker.code.length', TRACKER_ACCESS_CODE_LENGTH), { count: TRACKER_ACCESS_CODE_LENGTH })
      : problem === 'wrongCode'
        ? `${config?.security.error_message ?? t('tracker.error.noChallenge')}${
            left > 2
              ? ''
              : left === 1
                ? ` ${t('tracker.code.lastAttempt')}`
                : ` ${t(pluralKey(lang, 'tracker.code.attemptsLeft', left), { count: left })}`
          }`
        : null;
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const announcement =
    !ready || !challenge.expire_time || challenge.block_until
      ? ''
      : expired
        ? t('tracker.code.expired')
        : secondsLeft <= 60
          ? t('tracker.code.announceMinute')
          : // A resend is news of its own: a new code, or (asked again within the minute) the one still valid.
            resent && challenge.reused && challenge.sent_at
            ? t('tracker.code.alreadySent', { time: timeOf(challenge.sent_at) })
            : t(resent ? 'tracker.code.announceResent' : 'tracker.code.announceStart', {
                time: timeOf(challenge.expire_time),
              });

  // A new code puts the visitor back on the field to type it.
  const input = useRef<string | null>(challenge.challenge_id);
  useEffect(() => {
    if (challenge.challenge_id && input.current !== challenge.challenge_id)
      document.getElementById('tracker-code')?.focus();
    input.current = challenge.challenge_id;
  }, [challenge.challenge_id]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The case comes with a right code: its view is fetched while the code is checked.
    if (!needsNew) void fetchCase();
    void (needsNew ? page.sendCode(true) : page.submitCode());
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {((fieldError && refusals > 0) || (problem && problem !== 'wrongCode')) && (
        <Suspense fallback={null}>
          <Problems
            t={t}
            problem={problem}
            challenge={challenge}
            fieldError={fieldError}
            refusals={refusals}
            blocked={blocked}
            retryAt={challenge.block_until ? timeOf(challenge.block_until) : ''}
            phone={config?.phone}
          />
        </Suspense>
      )}
      {/* "We sent you a code" only when one was: a block sends none. */}
      {config && challenge.challenge_id && <p>{config.security.message}</p>}
      {/* The number being opened, as typed or linked: a typo shows before any code is awaited. */}
      {config && (
        <p>
          {config.case_identifier_name}: <strong translate="no">{page.caseNo}</strong>
        </p>
      )}
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
      {problem !== 'visitEnded' && (
        <AccessCodeField
          id="tracker-code"
          label={t('tracker.code.label')}
          value={code}
          onType={page.typeCode}
          error={fieldError}
          disabled={blocked || !challenge.challenge_id}
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
