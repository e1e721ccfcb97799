import { atom } from 'nanostores';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { destinationAfterSignIn, signIn } from './sign-in.ts';

export type LoginField = 'username' | 'password';

export interface LoginWords {
  'validation.usernameRequired': string;
  'validation.passwordRequired': string;
  'login.error.badCredentials': string;
  'login.error.accountLocked': string;
  'login.error.ipNotAllowed': string;
  'login.error.other': string;
  'otp.error.temporaryBlock': string;
}

/** spec.md section 8: the sign-in error shown for each answer. */
function refusalWords(error: unknown, m: LoginWords): string {
  if (!(error instanceof ApiError)) return m['login.error.other'];
  if (error.status === 400) return m['login.error.badCredentials'];
  if (error.status === 403) return m['login.error.accountLocked'];
  if (error.status === 401) return m['login.error.ipNotAllowed'];
  if (error.code === 'account_temporarily_locked') return m['otp.error.temporaryBlock'];
  return m['login.error.other'];
}

const FIELDS: readonly LoginField[] = ['username', 'password'];

/**
 * The sign-in form of /login: both fields required (their messages show once a field is left or
 * the form sent), the send waits while busy, a refusal naming fields puts each message beside its
 * field and anything else is one message for the form. Success goes where the sign-in leads.
 */
export function createLoginPage(words: LoginWords, navigate: (url: string) => void = (url) => location.assign(url)) {
  const $values = atom<Record<LoginField, string>>({ username: '', password: '' });
  const $touched = atom<Record<LoginField, boolean>>({ username: false, password: false });
  const $busy = atom(false);
  /** The refusal's words for the form as a whole ('' when there is none). */
  const $problem = atom('');
  /** The refusal's words for each field it names. */
  const $refused = atom<Partial<Record<LoginField, string>>>({});

  // Plain functions over the atoms, not computed stores: the login page is held to 80 KB.
  const checks = () => {
    const values = $values.get();
    return {
      username: values.username.trim() ? null : words['validation.usernameRequired'],
      password: values.password ? null : words['validation.passwordRequired'],
    };
  };
  const valid = () => {
    const now = checks();
    return !now.username && !now.password;
  };
  /** What each field shows beside it: the server's word on it, else the form's own check once touched. */
  const fieldErrors = () => {
    const now = checks();
    const touched = $touched.get();
    const refused = $refused.get();
    return {
      username: refused.username ?? (touched.username ? now.username : null),
      password: refused.password ?? (touched.password ? now.password : null),
    };
  };

  const type = (field: LoginField, value: string) => {
    $values.set({ ...$values.get(), [field]: value });
    // A refusal stays until the person changes something.
    $problem.set('');
    $refused.set({});
  };

  async function submit(returnUrl: string | null): Promise<void> {
    $touched.set({ username: true, password: true });
    if (!valid() || $busy.get()) return;
    $busy.set(true);
    // Cleared first, so the same refusal again is announced again.
    $problem.set('');
    $refused.set({});
    try {
      const { username, password } = $values.get();
      const auth = await signIn(username, password);
      navigate(destinationAfterSignIn(auth, returnUrl));
    } catch (error) {
      const named = fieldProblems(error);
      const refused: Partial<Record<LoginField, string>> = {};
      for (const field of FIELDS) if (named[field]) refused[field] = named[field];
      const others = Object.keys(named).filter((field) => !FIELDS.includes(field as LoginField));
      $refused.set(refused);
      // The form's own message stays for what names no field here (a refusal of the pair, a block).
      $problem.set(Object.keys(refused).length > 0 && others.length === 0 ? '' : refusalWords(error, words));
      $busy.set(false);
    }
  }

  return {
    $values,
    $busy,
    $problem,
    $touched,
    $refused,
    valid,
    fieldErrors,
    type,
    touch: (field: LoginField) => $touched.set({ ...$touched.get(), [field]: true }),
    /**
     * The pre-rendered form can be typed into before the island takes over on a slow phone; what
     * was typed there (or filled in by a password manager) is kept, not wiped.
     */
    adopt(prefilled: Record<LoginField, string>) {
      const values = $values.get();
      $values.set({ username: values.username || prefilled.username, password: values.password || prefilled.password });
    },
    submit,
    enter() {},
    exit() {},
  };
}

export type LoginPage = ReturnType<typeof createLoginPage>;
