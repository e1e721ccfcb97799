import { useState } from 'react';
import type { Profile } from '../../../contract/auth.ts';
import { newPasswordErrors, type NewPasswordMessages } from '../../lib/auth/new-password.ts';
import { currentLanguage } from '../../lib/auth/paths.ts';
import { TextField } from '../common/TextField.tsx';

/** A new password and its confirmation, checked against the organisation's policy as typed, in the page's language. */
export function useNewPassword(profile: Profile | null, messages: NewPasswordMessages) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = profile
    ? newPasswordErrors(password, confirmation, profile, messages, currentLanguage())
    : { passwordError: null, confirmationError: null };
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    ...errors,
    valid: Boolean(profile) && !errors.passwordError && !errors.confirmationError,
    reset: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}

interface Props {
  idPrefix: string;
  labels: { password: string; confirmation: string };
  field: ReturnType<typeof useNewPassword>;
  /** Errors show once the person has left the field or tried to submit. */
  touched: boolean;
  onTouched: () => void;
}

/** The two fields of the renew page and the change-password dialog. */
export function NewPasswordFields({ idPrefix, labels, field, touched, onTouched }: Props) {
  return (
    <>
      <TextField
        id={`${idPrefix}-new-password`}
        label={labels.password}
        type="password"
        value={field.password}
        onChange={field.setPassword}
        onBlur={onTouched}
        autoComplete="new-password"
        error={touched ? field.passwordError : null}
        required
      />
      <TextField
        id={`${idPrefix}-confirmation`}
        label={labels.confirmation}
        type="password"
        value={field.confirmation}
        onChange={field.setConfirmation}
        autoComplete="new-password"
        error={touched || field.confirmation ? field.confirmationError : null}
        required
      />
    </>
  );
}
