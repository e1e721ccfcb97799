import { useEffect, useState, type FormEvent } from 'react';
import { OneTimePasswordResponseSchema, type OneTimePasswordResponse } from '../../contract/auth.ts';
import { ApiError, apiGet, apiPost } from '../lib/api/client.ts';
import { localized, loginUrl } from '../lib/auth/paths.ts';
import { needsRenewal } from '../lib/auth/sign-in.ts';
import { interpolate } from '../lib/interpolate.ts';
import { loadSession, setSession } from '../lib/stores/session.ts';
import { formatSeconds, useCountdown } from '../lib/use-countdown.ts';
import { FieldError, TextField } from './parts/TextField.tsx';

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

type Problem = 'invalid' | 'blocked' | 'generation' | null;

/**
 * /one-time-password (spec.md section 4): asks for a code on entry, counts down to its expiry or
 * to the end of a block, locks the form while blocked, and moves on when the code is right.
 */
export default function OneTimePasswordForm({ messages: m }: Props) {
  const [state, setState] = useState<OneTimePasswordResponse | null>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  const generate = async () => {
    setBusy(true);
    try {
      const answer = await apiGet('/auth/generateOneTimePassword', OneTimePasswordResponseSchema, { noRefresh: true });
      setState(answer);
      setProblem(answer.generation_failed ? 'generation' : answer.is_blocked ? 'blocked' : null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'forbidden') location.assign(localized('/'));
      else if (error instanceof ApiError && (error.status === 401 || error.status === 403))
        location.assign(loginUrl('/'));
      else setProblem('generation');
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a code is sent once, on arrival; later sends are the person's own clicks.
  useEffect(() => {
    if (!loadSession()) {
      location.assign(loginUrl('/'));
      return;
    }
    void generate();
  }, []);

  const blocked = problem === 'blocked' || problem === 'generation' || Boolean(state?.is_blocked);
  const secondsLeft = useCountdown(state?.block_until ?? state?.expire_time ?? null);
  const expired = Boolean(state?.expire_time) && !state?.block_until && secondsLeft === 0;
  // When a temporary block runs out, a new code may be asked for.
  const blockOver = Boolean(state?.block_until) && secondsLeft === 0;

  const codeError = !code ? m['validation.codeRequired'] : /^\d+$/.test(code) ? null : m['validation.codeNumeric'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (codeError || busy || blocked || expired) return;
    setBusy(true);
    try {
      const answer = await apiPost('/auth/verifyOneTimePassword', { code }, OneTimePasswordResponseSchema, {
        noRefresh: true,
      });
      if (answer.success && answer.newAuthContext) {
        setSession({ idToken: answer.newAuthContext.idToken, profile: answer.newAuthContext.profile });
        const { profile } = answer.newAuthContext;
        location.assign(localized(needsRenewal(profile) ? '/renew-password' : '/', profile.language));
        return;
      }
      setState((previous) => ({
        ...(previous ?? answer),
        is_blocked: answer.is_blocked,
        block_until: answer.block_until,
      }));
      setProblem(answer.is_blocked ? 'blocked' : 'invalid');
      setCode('');
      setTouched(false);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) location.assign(loginUrl('/'));
      else setProblem('invalid');
    } finally {
      setBusy(false);
    }
  };

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

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {state?.code_generated && !blocked && (
        <p className="rounded bg-blue-50 p-3 text-sm text-blue-900">{m['otp.info.sent']}</p>
      )}
      <TextField
        id="otp-code"
        label={m['otp.code']}
        value={code}
        onChange={(value) => {
          setCode(value.replace(/\s/g, ''));
          if (problem === 'invalid') setProblem(null);
        }}
        onBlur={() => setTouched(true)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        disabled={blocked || busy}
        error={touched ? codeError : null}
        required
        autoFocus
      />
      <FieldError id="otp-problem" message={problemText} role="alert" />
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
            onClick={() => void generate()}
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
