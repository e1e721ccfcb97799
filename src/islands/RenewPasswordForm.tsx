import { useEffect, useState, type FormEvent } from 'react';
import type { Profile } from '../../contract/auth.ts';
import { ApiError } from '../lib/api/client.ts';
import { type NewPasswordMessages, RULE_DEFAULT_MESSAGE_KEYS } from '../lib/auth/new-password.ts';
import { localized, loginUrl } from '../lib/auth/paths.ts';
import { refreshTokens } from '../lib/auth/refresh.ts';
import { needsRenewal, renewPassword } from '../lib/auth/sign-in.ts';
import { loadSession } from '../lib/stores/session.ts';
import { NewPasswordFields, useNewPassword } from './parts/NewPasswordFields.tsx';
import { FieldError } from './parts/TextField.tsx';

export const RENEW_MESSAGE_KEYS = [
  'renew.warning.expired',
  'renew.newPassword',
  'renew.confirm',
  'renew.submit',
  'validation.newPasswordRequired',
  'validation.confirmRequired',
  'password.error.minLength',
  'password.error.mismatch',
  'error.unexpected',
  'app.loading',
  ...RULE_DEFAULT_MESSAGE_KEYS,
] as const;

interface Props {
  messages: Record<(typeof RENEW_MESSAGE_KEYS)[number], string> & NewPasswordMessages;
}

/**
 * /renew-password (spec.md sections 4 and 8): the expiry warning until an error replaces it, the
 * server's errorMessage on failure with the form reset, and on success fresh tokens and the root.
 */
export default function RenewPasswordForm({ messages: m }: Props) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const field = useNewPassword(profile, m);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const session = loadSession();
    if (!session) location.assign(loginUrl('/'));
    else if (!needsRenewal(session.profile)) location.assign(localized('/', session.profile.language));
    else setProfile(session.profile);
  }, []);

  if (!profile) return <p role="status">{m['app.loading']}</p>;
  const { valid } = field;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    try {
      const answer = await renewPassword(field.password);
      if (answer.passUpdated) {
        const tokens = await refreshTokens();
        location.assign(tokens ? localized('/', tokens.profile.language) : loginUrl('/'));
        return;
      }
      setError(answer.errorMessage);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        location.assign(loginUrl('/'));
        return;
      }
      setError(failure instanceof ApiError ? failure.message : m['error.unexpected']);
    }
    field.reset();
    setTouched(false);
    setBusy(false);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? (
        <FieldError id="renew-error" message={error} role="alert" />
      ) : (
        <p className="rounded border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
          {m['renew.warning.expired']}
        </p>
      )}
      <NewPasswordFields
        idPrefix="renew"
        labels={{ password: m['renew.newPassword'], confirmation: m['renew.confirm'] }}
        field={field}
        touched={touched}
        onTouched={() => setTouched(true)}
      />
      <button
        type="submit"
        disabled={!valid || busy}
        className="w-full rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {m['renew.submit']}
      </button>
    </form>
  );
}
