import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { type NewPasswordMessages, RULE_DEFAULT_MESSAGE_KEYS } from '../../lib/auth/new-password.ts';
import { createRenewPage } from '../../lib/auth/renew-page.ts';
import { usePage } from '../../lib/pages/use-public-page.ts';
import { FormProblem } from '../common/FormProblem.tsx';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';

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
 * /renew-password: renders its page store (src/lib/auth/renew-page.ts); the expiry warning until a
 * refusal replaces it, and the refusal takes focus.
 */
export default function RenewPasswordForm({ messages: m }: Props) {
  const page = usePage(() => createRenewPage(m));
  const profile = useStore(page.$profile);
  const busy = useStore(page.$busy);
  const problem = useStore(page.$problem);
  const field = useNewPassword(profile, m);
  const [touched, setTouched] = useState(false);

  if (!profile) return <p role="status">{m['app.loading']}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (await page.submit(field.password, field.valid)) {
      field.reset();
      setTouched(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem ? (
        <FormProblem id="renew-error" text={problem} />
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
        disabled={!field.valid || busy}
        className="w-full rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {m['renew.submit']}
      </button>
    </form>
  );
}
