import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { createOtpPage } from '../../lib/auth/otp-page.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
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

  const secondsLeft = useCountdown(state?.block_until ?? state?.expire_time ?? null);
  const expired = Boolean(state?.expire_time) && !state?.block_until && secondsLeft === 0;
  // When a temporary block runs out, a new code may be asked for.
  const blockOver = Boolean(state?.block_until) && secondsLeft === 0;

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
        {(expired || blockOver) && problem !== 'generation' && (
          <button
            type="button"
            onClick={() => void page.generate()}
            disabled={busy}
            className="rounded border border-brand px-4 py-2 font-semibold text-brand-ink"
          >
            {m['otp.resend']}
          </button>
        )}
      </div>
    </form>
  );
}
