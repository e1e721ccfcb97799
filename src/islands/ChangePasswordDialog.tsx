import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import type { Profile } from '../../contract/auth.ts';
import { changePassword } from '../lib/account/api.ts';
import { ApiError } from '../lib/api/client.ts';
import { type NewPasswordMessages, RULE_DEFAULT_MESSAGE_KEYS } from '../lib/auth/new-password.ts';
import { setSession } from '../lib/stores/session.ts';
import { NewPasswordFields, useNewPassword } from './parts/NewPasswordFields.tsx';
import { FieldError, TextField } from './parts/TextField.tsx';

export const CHANGE_PASSWORD_MESSAGE_KEYS = [
  'password.change.title',
  'password.old',
  'password.new',
  'password.confirm',
  'password.save',
  'password.cancel',
  'validation.oldPasswordRequired',
  'validation.newPasswordRequired',
  'validation.confirmRequired',
  'password.error.minLength',
  'password.error.mismatch',
  'error.unexpected',
  ...RULE_DEFAULT_MESSAGE_KEYS,
] as const;

export type ChangePasswordMessages = Record<(typeof CHANGE_PASSWORD_MESSAGE_KEYS)[number], string> &
  NewPasswordMessages;

interface Props {
  open: boolean;
  profile: Profile;
  messages: ChangePasswordMessages;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The change-password dialog of spec.md: the old password is checked by the server, the new one
 * by the organisation's policy; success closes it (the caller shows the snack), failure shows the
 * error and resets the form.
 */
export default function ChangePasswordDialog({ open, profile, messages: m, onClose, onChanged }: Props) {
  const [oldPassword, setOldPassword] = useState('');
  const field = useNewPassword(profile, m);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const oldError = oldPassword ? null : m['validation.oldPasswordRequired'];
  const valid = !oldError && field.valid;

  const reset = () => {
    setOldPassword('');
    field.reset();
    setTouched(false);
  };
  const close = () => {
    reset();
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    try {
      const answer = await changePassword(oldPassword, field.password);
      if (answer.passUpdated && answer.idToken && answer.profile) {
        setSession({ idToken: answer.idToken, profile: answer.profile });
        reset();
        setError(null);
        onChanged();
      } else {
        setError(answer.errorMessage);
        reset();
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : m['error.unexpected']);
      reset();
    } finally {
      setBusy(false);
    }
  };

  if (!open) return null;
  return (
    <Dialog open onClose={close} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="relative w-full max-w-md">
        <DialogPanel className="w-full max-w-md rounded-lg bg-surface p-6 text-gray-900 shadow-xl">
          <DialogTitle className="mb-4 text-xl font-semibold">{m['password.change.title']}</DialogTitle>
          <form onSubmit={submit} noValidate className="space-y-4">
            <FieldError id="change-password-error" message={error} role="alert" />
            <TextField
              id="change-old-password"
              label={m['password.old']}
              type="password"
              value={oldPassword}
              onChange={setOldPassword}
              autoComplete="current-password"
              error={touched ? oldError : null}
              required
              autoFocus
            />
            <NewPasswordFields
              idPrefix="change"
              labels={{ password: m['password.new'], confirmation: m['password.confirm'] }}
              field={field}
              touched={touched}
              onTouched={() => setTouched(true)}
            />
            <div className="flex justify-end gap-3">
              <button type="button" onClick={close} className="rounded border border-gray-400 px-4 py-2">
                {m['password.cancel']}
              </button>
              <button
                type="submit"
                disabled={!valid || busy}
                className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
              >
                {m['password.save']}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
