import { useStore } from '@nanostores/react';
import type { FormEvent, ReactNode } from 'react';
import type { Saving } from '../../lib/pages/saving.ts';
import { FieldError } from '../common/TextField.tsx';

export const field = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
export const label = 'mb-1 block text-sm font-medium text-gray-800';

export interface FormProps {
  id: string;
  title: string;
  submit: string;
  saving: Saving;
  run: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * What a form's refusal says of one input: the attributes that tie the input to its message (and to
 * the form's own message when there is one), and the message to show beside it.
 */
export function useFaults(saving: Saving, formId: string) {
  const fields = useStore(saving.$fields);
  const problem = useStore(saving.$problem);
  const tie = (inputId: string, field: string) => {
    const ids = [fields[field] ? `${inputId}-error` : '', problem ? `${formId}-problem` : ''].filter(Boolean);
    return { 'aria-invalid': fields[field] ? true : undefined, 'aria-describedby': ids.join(' ') || undefined };
  };
  const beside = (inputId: string, field: string) => (
    <FieldError id={`${inputId}-error`} message={fields[field] ?? null} role="alert" />
  );
  return { tie, beside };
}

/** One action as its own small form: it says what went wrong beside itself, and disables while it works. */
export function Form(props: FormProps) {
  const busy = useStore(props.saving.$busy);
  const problem = useStore(props.saving.$problem);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void props.run();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${props.id}-title`}
      className="space-y-2 rounded bg-surface p-4 shadow"
    >
      <h3 id={`${props.id}-title`} className="font-semibold">
        {props.title}
      </h3>
      {props.children}
      <FieldError id={`${props.id}-problem`} message={problem} role="alert" />
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-brand px-3 py-1.5 font-semibold text-white disabled:opacity-60"
      >
        {props.submit}
      </button>
    </form>
  );
}
