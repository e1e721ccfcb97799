import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { createOtpPage } from '../../lib/auth/otp-page.ts';
import { localized } from '../../lib/auth/paths.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { formatSeconds, useCountdown } from '../../lib/use-countdown.ts';
import { FormProblem } from '../common/FormProblem.tsx';
import { TextField } from '../common/TextField.tsx';

export const OTP_MESSAGE_KEYS = [
  'otp.code',
  'otp.submit',
  'otp.resend',
  'otp.expiresIn',
  'otp.blockedFor',
  'otp.expired',
  'otp.info.sent',
  'otp.error.invalid',
  'otp.error.blocked',
  'otp.error.temporaryBlock',
  'otp.error.generation',
  'validation.codeRequired',
  'validation.codeNumeric',
  'app.loading',
  'otp.resendIn',
  'otp.resent',
  'otp.back',
] as const;

interface Props {
  messages: Record<(typeof OTP_MESSAGE_KEYS)[number], string>;
}

/**
 * /one-time-password: renders the page store (src/lib/auth/otp-page.ts), counting down to the
 * code's expiry or to the end of a block.
 */
export default function OneTimePasswordForm({ messages: m }: Props) {
  const page = usePage(() => createOtpPage(m));
  const state = useStore(page.$state);
  const code = useStore(page.$code);
  const busy = useStore(page.$busy);
  const problem = useStore(page.$problem);
  const blocked = useStore(page.$blocked);
  const codeError = useStore(page.$codeError);
  const fieldError = useStore(page.$fieldError);
  const resent = useStore(page.$resent);

  const secondsLeft = useCountdown(state?.block_until ?? state?.expire_time ?? null);
  const expired = Boolean(state?.expire_time) && !state?.block_until && secondsLeft === 0;
  // When a temporary block runs out, a new code may be asked for.
  const blockOver = Boolean(state?.block_until) && secondsLeft === 0;
  // The server sends no new code before this; the button waits for it, and says how long.
  const resendIn = useCountdown(state?.resend_after ?? null);

  if (!state && problem === null) return <p role="status">{m['app.loading']}</p>;

  const problemText =
    problem === 'generation'
      ? m['otp.error.generation']
      : problem === 'blocked'
        ? state?.block_until
          ? m['otp.error.temporaryBlock']
          : m['otp.error.blocked']
        : problem === 'invalid'
          ? m['otp.error.invalid']
          : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void page.submit();
  };
  // The news after a new code is the empty field it goes into.
  const resend = () => void page.resend().then(() => focusNews(document.getElementById('otp-code')));
  const offersResend = (state?.code_generated || expired || blockOver) && !blocked && problem !== 'generation';

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {state?.code_generated && !blocked && (
        <p className="rounded bg-blue-50 p-3 text-sm text-blue-900">{m['otp.info.sent']}</p>
      )}
      <TextField
        id="otp-code"
        label={m['otp.code']}
        value={code}
        onChange={page.typeCode}
        onBlur={page.touch}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        disabled={blocked || busy}
        error={fieldError}
        required
        autoFocus
      />
      <FormProblem id="otp-problem" text={problemText} />
      <p className="text-sm text-gray-700" aria-live="polite" data-testid="otp-countdown">
        {state?.block_until && secondsLeft > 0
          ? interpolate(m['otp.blockedFor'], { time: formatSeconds(secondsLeft) })
          : expired
            ? m['otp.expired']
            : state?.expire_time && !blocked
              ? interpolate(m['otp.expiresIn'], { time: formatSeconds(secondsLeft) })
              : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={blocked || busy || expired || Boolean(codeError)}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {m['otp.submit']}
        </button>
        {(offersResend || (blockOver && problem !== 'generation')) && (
          <button
            type="button"
            onClick={resend}
            disabled={busy || resendIn > 0}
            aria-describedby={resendIn > 0 ? 'otp-resend-wait' : undefined}
            className="rounded border border-brand px-4 py-2 font-semibold text-brand-ink disabled:opacity-60"
          >
            {m['otp.resend']}
          </button>
        )}
      </div>
      {resendIn > 0 && !blocked && (
        <p id="otp-resend-wait" className="text-sm text-gray-700" data-testid="otp-resend-wait">
          {interpolate(m['otp.resendIn'], { time: formatSeconds(resendIn) })}
        </p>
      )}
      <p role="status" className="text-sm text-gray-700">
        {resent && !blocked ? m['otp.resent'] : ''}
      </p>
      <p>
        <a
          href={localized('/login')}
          onClick={(event) => {
            event.preventDefault();
            void page.back();
          }}
          className="inline-flex min-h-6 items-center text-sm text-brand-ink underline"
        >
          {m['otp.back']}
        </a>
      </p>
    </form>
  );
}
