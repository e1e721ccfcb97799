import type { ReactNode } from 'react';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceItem } from '../../../contract/reference.ts';
import { DateInput, TimeInput } from '../common/DateInput.tsx';
import { invalidProps } from '../common/field-aria.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';

/** The element id of a field by its path in the call (`event.date` is intake-event-date). */
export const idOf = (path: string) => `intake-${path.replace(/\./g, '-')}`;

interface FieldProps {
  path: string;
  label: string;
  error: string | undefined;
  children: (id: string, aria: ReturnType<typeof invalidProps>) => ReactNode;
}

/** A labelled control with its own message beside it, tied to it for screen readers. */
export function Field({ path, label, error, children }: FieldProps) {
  const id = idOf(path);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children(id, invalidProps(`${id}-error`, error))}
      <FieldError id={`${id}-error`} message={error ?? null} />
    </div>
  );
}

export function TextInput(props: {
  path: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  /** For a date or time: the page's language, whose pattern the empty field shows. */
  lang?: Language;
  multiline?: boolean;
  extra?: Record<string, string>;
}) {
  return (
    <Field path={props.path} label={props.label} error={props.error}>
      {(id, aria) =>
        props.multiline ? (
          <textarea
            id={id}
            rows={3}
            className={inputClass}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            {...aria}
          />
        ) : props.lang && (props.type === 'date' || props.type === 'time') ? (
          props.type === 'date' ? (
            <DateInput
              id={id}
              className={inputClass}
              value={props.value}
              onChange={props.onChange}
              lang={props.lang}
              {...aria}
            />
          ) : (
            <TimeInput
              id={id}
              className={inputClass}
              value={props.value}
              onChange={props.onChange}
              lang={props.lang}
              {...aria}
            />
          )
        ) : (
          <input
            id={id}
            type={props.type ?? 'text'}
            className={inputClass}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            {...aria}
            {...props.extra}
          />
        )
      }
    </Field>
  );
}

export function SelectInput(props: {
  path: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  items: ReferenceItem[];
  choose: string;
}) {
  return (
    <Field path={props.path} label={props.label} error={props.error}>
      {(id, aria) => (
        <select
          id={id}
          className={inputClass}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          {...aria}
        >
          <option value="">{props.choose}</option>
          {props.items.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
