import { useStore } from '@nanostores/react';
import { type ReactNode, useRef } from 'react';
import { generalProblem, messageFor, type Saving } from '../../lib/pages/saving.ts';
import { FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import type { ClaimMoneyT } from './money-keys.ts';
import { useFirstFault } from './use-focus.ts';

/**
 * The frame of every money form: its refusal on top (only what no field shows), each field's
 * message beside it (`problem(input)`, a line of a list included), the submit and Cancel buttons.
 * `inputs` are the request fields the form has inputs for, as the server names them.
 */
export function MoneyFormFrame({
  form,
  label,
  inputs,
  submitLabel,
  onSubmit,
  t,
  children,
}: {
  form: { saving: Saving; save: () => Promise<boolean>; close: () => void };
  label: string;
  inputs: readonly string[];
  submitLabel: string;
  /** What submitting does, when it is not saving at once (the offer asks first). */
  onSubmit?: () => void;
  t: ClaimMoneyT;
  children: (problem: (input: string) => string | null) => ReactNode;
}) {
  const busy = useStore(form.saving.$busy);
  const refusal = useStore(form.saving.$problem);
  const fields = useStore(form.saving.$fields);
  const ref = useRef<HTMLFormElement>(null);
  const general = generalProblem(refusal, fields, inputs);
  useFirstFault(ref, fields, general);
  return (
    <form
      ref={ref}
      aria-label={label}
      noValidate
      className="grid gap-3 rounded border border-gray-300 p-3 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSubmit) onSubmit();
        else void form.save();
      }}
    >
      <div className={general ? 'md:col-span-2' : 'hidden'}>
        <FormProblem text={general || null} />
      </div>
      {children((input) => messageFor(fields, input) ?? null)}
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={form.close}>
          {t('claimMoney.cancel')}
        </button>
      </div>
    </form>
  );
}
