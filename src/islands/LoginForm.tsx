import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api/api-error.ts';
import { destinationAfterSignIn, signIn } from '../lib/auth/sign-in.ts';
import { FieldError, TextField } from './parts/TextField.tsx';

export const LOGIN_MESSAGE_KEYS = [
  'login.username',
  'login.password',
  'login.submit',
  'login.submitting',
  'validation.usernameRequired',
  'validation.passwordRequired',
  'login.error.badCredentials',
  'login.error.accountLocked',
  'login.error.ipNotAllowed',
  'login.error.other',
  'otp.error.temporaryBlock',
] as const;

interface Props {
  messages: Record<(typeof LOGIN_MESSAGE_KEYS)[number], string>;
}

/** spec.md section 8: the sign-in error shown for each answer. */
function errorMessage(error: unknown, m: Props['messages']): string {
  if (!(error instanceof ApiError)) return m['login.error.other'];
  if (error.status === 400) return m['login.error.badCredentials'];
  if (error.status === 403) return m['login.error.accountLocked'];
  if (error.status === 401) return m['login.error.ipNotAllowed'];
  if (error.code === 'account_temporarily_locked') return m['otp.error.temporaryBlock'];
  return m['login.error.other'];
}

/** The sign-in form of /login: both fields required, submit disabled until valid and while busy. */
export default function LoginForm({ messages: m }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ username: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The pre-rendered form can be typed into before React takes over on a slow phone; keep what
  // was typed (and what the browser's password manager filled in) instead of wiping it.
  useEffect(() => {
    const field = (name: string) => (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setUsername((current) => current || field('login-username'));
    setPassword((current) => current || field('login-password'));
  }, []);

  const usernameError = username.trim() ? null : m['validation.usernameRequired'];
  const passwordError = password ? null : m['validation.passwordRequired'];
  const valid = !usernameError && !passwordError;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    // The failure stays until the person changes something.
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (!valid || submitting) return;
    setSubmitting(true);
    try {
      const auth = await signIn(username, password);
      const returnUrl = new URLSearchParams(location.search).get('returnUrl');
      location.assign(destinationAfterSignIn(auth, returnUrl));
    } catch (failure) {
      setError(errorMessage(failure, m));
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4" aria-busy={submitting}>
      {submitting && (
        <div
          role="progressbar"
          aria-label={m['login.submitting']}
          className="h-1 w-full overflow-hidden rounded bg-gray-200"
        >
          <div className="progress-indeterminate h-full w-1/3 bg-brand" />
        </div>
      )}
      <TextField
        id="login-username"
        label={m['login.username']}
        value={username}
        onChange={edit(setUsername)}
        onBlur={() => setTouched((t) => ({ ...t, username: true }))}
        autoComplete="username"
        error={touched.username ? usernameError : null}
        required
      />
      <TextField
        id="login-password"
        label={m['login.password']}
        type="password"
        value={password}
        onChange={edit(setPassword)}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        autoComplete="current-password"
        error={touched.password ? passwordError : null}
        required
      />
      <FieldError id="login-error" message={error} role="alert" />
      <button
        type="submit"
        disabled={!valid || submitting}
        className="w-full rounded bg-brand px-4 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60"
      >
        {submitting ? m['login.submitting'] : m['login.submit']}
      </button>
    </form>
  );
}
