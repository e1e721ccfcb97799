import { useStore } from '@nanostores/react';
import { type FocusEvent, type FormEvent, useEffect, useRef } from 'react';
import { createLoginPage, type LoginField } from '../../lib/auth/login-page.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { FormProblem } from '../common/FormProblem.tsx';
import { TextField } from '../common/TextField.tsx';

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

const FIELD_IDS: Record<LoginField, string> = { username: 'login-username', password: 'login-password' };

/** The sign-in form of /login: it renders the page store (src/lib/auth/login-page.ts) and sends to it. */
export default function LoginForm({ messages: m }: Props) {
  const page = usePage(() => createLoginPage(m));
  const values = useStore(page.$values);
  useStore(page.$touched);
  const refused = useStore(page.$refused);
  const errors = page.fieldErrors();
  const valid = page.valid();
  const busy = useStore(page.$busy);
  const problem = useStore(page.$problem);
  const form = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: what was typed before hydration is read once.
  useEffect(() => {
    const field = (id: string) => (form.current?.elements.namedItem(id) as HTMLInputElement | null)?.value ?? '';
    page.adopt({ username: field(FIELD_IDS.username), password: field(FIELD_IDS.password) });
    // Signing in is what the page is for: the cursor waits in the username, unless the person is
    // already in a field (typing before the page had loaded) or anywhere else. The page does not
    // scroll for it: a person reaching for a link below would see it jump from under the pointer.
    if (!document.activeElement || document.activeElement === document.body) {
      document.getElementById(FIELD_IDS.username)?.focus({ preventScroll: true });
    }
  }, []);

  // A field left for another of the form's fields says what it lacks; one left for a link away
  // (the tracker, the other language) says nothing: the message would move that link from under
  // the pointer, and the person was not filling the form.
  const leftWithinForm = (event: FocusEvent<HTMLInputElement>) =>
    form.current?.contains(event.relatedTarget as Node | null) ?? false;

  // A refusal that names a field takes focus to the first field at fault; one for the form, to its message.
  useEffect(() => {
    const first = (['username', 'password'] as const).find((field) => refused[field]);
    if (first) focusNews(document.getElementById(FIELD_IDS[first]));
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void page.submit(new URLSearchParams(location.search).get('returnUrl'));
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      {busy && (
        <div
          role="progressbar"
          aria-label={m['login.submitting']}
          className="h-1 w-full overflow-hidden rounded bg-gray-200"
        >
          <div className="progress-indeterminate h-full w-1/3 bg-brand" />
        </div>
      )}
      <TextField
        id={FIELD_IDS.username}
        label={m['login.username']}
        value={values.username}
        onChange={(value) => page.type('username', value)}
        onBlur={(event) => leftWithinForm(event) && page.touch('username')}
        autoComplete="username"
        error={errors.username}
        required
      />
      <TextField
        id={FIELD_IDS.password}
        label={m['login.password']}
        type="password"
        value={values.password}
        onChange={(value) => page.type('password', value)}
        onBlur={(event) => leftWithinForm(event) && page.touch('password')}
        autoComplete="current-password"
        error={errors.password}
        required
      />
      <FormProblem id="login-error" text={problem || null} />
      <button
        type="submit"
        disabled={!valid || busy}
        className="w-full rounded bg-brand px-4 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? m['login.submitting'] : m['login.submit']}
      </button>
    </form>
  );
}
