import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { Profile } from '../../../contract/auth.ts';
import { createPasswordChange } from '../../lib/profile/change-password.ts';
import { NewPasswordFields, useNewPassword } from '../auth/NewPasswordFields.tsx';
import { FieldError, TextField } from '../common/TextField.tsx';
import type { ChangePasswordMessages } from './change-password-keys.ts';

export interface ChangePasswordProps {
  open: boolean;
  profile: Profile;
  messages: ChangePasswordMessages;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The change-password dialog of spec.md, loaded when opened (ChangePasswordDialog.tsx) (decided by lib/profile/change-password.ts): success
 * closes it (the caller shows the snack), a refusal is said beside the field it names, or above
 * the form, and the form is emptied.
 */
export default function ChangePasswordPanel({
  profile,
  messages: m,
  onClose,
  onChanged,
}: Omit<ChangePasswordProps, 'open'>) {
  const [change] = useState(() =>
    createPasswordChange({ oldRequired: m['validation.oldPasswordRequired'], unexpected: m['error.unexpected'] }),
  );
  const oldPassword = useStore(change.$old);
  const touched = useStore(change.$touched);
  const oldError = useStore(change.$oldError);
  const busy = useStore(change.saving.$busy);
  const error = useStore(change.saving.$problem);
  const fields = useStore(change.saving.$fields);
  const field = useNewPassword(profile, m);
  const valid = !oldError && field.valid;

  const close = () => {
    change.close();
    field.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await change.submit(field.password, field.valid);
    if (outcome === 'invalid') return;
    field.reset();
    if (outcome === 'changed') onChanged();
  };

  return (
    <Dialog open onClose={close} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="relative w-full max-w-md">
        <DialogPanel className="w-full max-w-md rounded-lg bg-surface p-6 text-gray-900 shadow-xl">
          <DialogTitle className="mb-4 text-xl font-semibold">{m['password.change.title']}</DialogTitle>
          <form onSubmit={submit} noValidate className="space-y-4">
            <FieldError id="change-password-error" message={error || null} role="alert" />
            <TextField
              id="change-old-password"
              label={m['password.old']}
              type="password"
              value={oldPassword}
              onChange={(value) => change.$old.set(value)}
              autoComplete="current-password"
              error={fields.old_password ?? (touched ? oldError : null)}
              required
              autoFocus
            />
            <NewPasswordFields
              idPrefix="change"
              labels={{ password: m['password.new'], confirmation: m['password.confirm'] }}
              field={field}
              touched={touched}
              onTouched={change.touch}
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
