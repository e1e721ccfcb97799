import type { ReactNode } from 'react';
import type { FnolStep } from '../../../contract/fnol.ts';
import type { ReferenceListCode } from '../../../contract/reference.ts';
import type { FnolLists, FnolValues } from '../../lib/fnol/claim-form-steps.ts';
import { invalidProps } from '../common/field-aria.ts';
import type { Messages } from './fnol-keys.ts';
import { FieldError } from '../common/TextField.tsx';

// Here, not beside the page's keys: that list spreads the schema library's general keys, which would load with it.
export const input = 'w-full rounded border border-gray-400 bg-surface px-3 py-2 aria-invalid:border-red-700';

export interface Props {
  step: FnolStep;
  current: FnolValues;
  errors: Record<string, string>;
  lists: FnolLists;
  set: (name: string, value: string | string[]) => void;
  messages: Messages;
}

/** How each field of the claim form is drawn: labelled, and tied to its own error. */
export function fnolControls({ current, errors, lists, set, messages: m }: Omit<Props, 'step'>) {
  const field = (
    name: string,
    label: string,
    control: (id: string, invalid: ReturnType<typeof invalidProps>) => ReactNode,
  ) => (
    <div>
      <label htmlFor={`fnol-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control(`fnol-${name}`, invalidProps(`fnol-${name}-error`, errors[name]))}
      <FieldError id={`fnol-${name}-error`} message={errors[name] ?? null} />
    </div>
  );
  const text = (name: string, label: string, type = 'text', extra: Record<string, string> = {}) =>
    field(name, label, (id, invalid) => (
      <input
        id={id}
        type={type}
        className={input}
        value={(current[name] as string) ?? ''}
        onChange={(e) => set(name, e.target.value)}
        {...invalid}
        {...extra}
      />
    ));
  const select = (name: string, label: string, list: ReferenceListCode) =>
    field(name, label, (id, invalid) => (
      <select
        id={id}
        className={input}
        value={(current[name] as string) ?? ''}
        onChange={(e) => set(name, e.target.value)}
        {...invalid}
      >
        <option value="">{m['fnol.choose']}</option>
        {(lists[list] ?? []).map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </select>
    ));
  return { field, text, select };
}

/**
 * The first step's fields. The later steps' (FnolLaterFields.tsx) load once the visitor is past
 * it, so a first visit fetches only what it draws.
 */
export function FnolPolicyFields(props: Omit<Props, 'step'>) {
  const { select, text } = fnolControls(props);
  const m = props.messages;
  return (
    <>
      {select('policy_type', m['fnol.policy_type'], 'policy_types')}
      {text('policy_no', m['fnol.policy_no'], 'text', { autoComplete: 'off' })}
      {text('insured_name', m['fnol.insured_name'], 'text', { autoComplete: 'name' })}
    </>
  );
}
