import { atom, computed } from 'nanostores';
import type { OneTimePasswordResponse } from '../../../contract/auth.ts';
import { ApiError } from '../api/api-error.ts';
import { loadSession, setSession } from '../stores/session.ts';
import { generateOneTimePassword, verifyOneTimePassword } from './api.ts';
import { localized, loginUrl } from './paths.ts';
import { endSession, needsRenewal } from './sign-in.ts';

/** Why no code can be tried, or why the last one was refused. */
export type OtpProblem = 'invalid' | 'blocked' | 'generation' | null;

export interface OtpWords {
  'validation.codeRequired': string;
  'validation.codeNumeric': string;
}

const passed = (time: string | null | undefined) => Boolean(time) && Date.parse(time as string) <= Date.now();

/**
 * /one-time-password (spec.md section 4): asks for a code on entry, locks the form while blocked,
 * and moves on when the code is right (to renew an expired password, else the root). A new code
 * may be asked for once the server's wait has passed (it sends none sooner), and the way back
 * ends the half-signed-in session. The island counts down; this store decides.
 */
export function createOtpPage(words: OtpWords, navigate: (url: string) => void = (url) => location.assign(url)) {
  const $state = atom<OneTimePasswordResponse | null>(null);
  const $code = atom('');
  const $touched = atom(false);
  const $busy = atom(false);
  const $problem = atom<OtpProblem>(null);
  /** A new code went out at the person's asking: the one before no longer works. */
  const $resent = atom(false);

  const $blocked = computed(
    [$problem, $state],
    (problem, state) => problem === 'blocked' || problem === 'generation' || Boolean(state?.is_blocked),
  );
  const $codeError = computed($code, (code) =>
    !code ? words['validation.codeRequired'] : /^\d+$/.test(code) ? null : words['validation.codeNumeric'],
  );
  /** The code's message beside the field, once it is left or sent. */
  const $fieldError = computed([$codeError, $touched], (error, touched) => (touched ? error : null));

  /** The code has run out (a block's end is not an expiry). */
  const expired = () => {
    const state = $state.get();
    return !state?.block_until && passed(state?.expire_time);
  };

  async function generate(): Promise<void> {
    $busy.set(true);
    try {
      const answer = await generateOneTimePassword();
      $state.set(answer);
      $problem.set(answer.generation_failed ? 'generation' : answer.is_blocked ? 'blocked' : null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'forbidden') navigate(localized('/'));
      else if (error instanceof ApiError && (error.status === 401 || error.status === 403)) navigate(loginUrl('/'));
      else $problem.set('generation');
    } finally {
      $busy.set(false);
    }
  }

  /** Asks for a new code; the server sends one only once its wait is over, and says when the next may be had. */
  async function resend(): Promise<void> {
    if ($busy.get()) return;
    const before = $state.get()?.resend_after ?? null;
    $resent.set(false);
    await generate();
    const after = $state.get();
    if (after?.code_generated && after.resend_after !== before) {
      $resent.set(true);
      $code.set('');
      $touched.set(false);
    }
  }

  /** Back to sign in: the half-signed-in session ends first, so the code sent can no longer be used. */
  async function back(): Promise<void> {
    $busy.set(true);
    await endSession();
    navigate(loginUrl('/'));
  }

  async function submit(): Promise<void> {
    $touched.set(true);
    if ($codeError.get() || $busy.get() || $blocked.get() || expired()) return;
    $busy.set(true);
    try {
      const answer = await verifyOneTimePassword($code.get());
      if (answer.success && answer.newAuthContext) {
        const { idToken, profile } = answer.newAuthContext;
        setSession({ idToken, profile });
        navigate(localized(needsRenewal(profile) ? '/renew-password' : '/', profile.language));
        return;
      }
      const previous = $state.get();
      $state.set({ ...(previous ?? answer), is_blocked: answer.is_blocked, block_until: answer.block_until });
      $problem.set(answer.is_blocked ? 'blocked' : 'invalid');
      $code.set('');
      $touched.set(false);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) navigate(loginUrl('/'));
      else $problem.set('invalid');
    } finally {
      $busy.set(false);
    }
  }

  return {
    $state,
    $code,
    $busy,
    $problem,
    $resent,
    $blocked,
    $codeError,
    $fieldError,
    generate,
    resend,
    back,
    submit,
    typeCode(value: string) {
      $code.set(value.replace(/\s/g, ''));
      if ($problem.get() === 'invalid') $problem.set(null);
    },
    touch: () => $touched.set(true),
    /** A code is sent once, on arrival; later sends are the person's own clicks. */
    enter() {
      if (!loadSession()) navigate(loginUrl('/'));
      else void generate();
    },
    exit() {},
  };
}

export type OtpPage = ReturnType<typeof createOtpPage>;
