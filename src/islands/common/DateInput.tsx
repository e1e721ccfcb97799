import { type InputHTMLAttributes, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { DATE_PATTERN, dateText, readDate, readTime, TIME_PATTERN } from '../../lib/date-input.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'lang'> & {
  /** YYYY-MM-DD (or HH:mm) once what was typed reads as one; otherwise the text as typed. */
  value: string;
  onChange: (value: string) => void;
  lang: Language;
};

/**
 * A text field for a day or a time that reads what was typed the product's way, day first and on
 * the 24-hour clock, on a browser set to any locale; the native pickers follow the browser's locale
 * instead. Text that is not yet a day is handed on as typed, so the form's own check names the field.
 */
function TypedField({ value, onChange, lang, kind, onBlur, ...rest }: Props & { kind: 'date' | 'time' }) {
  const read = kind === 'date' ? readDate : readTime;
  const shown = kind === 'date' ? dateText : (text: string) => text;
  const [typed, setTyped] = useState<string | null>(null);
  // While the person types, their own text stays; a value set from elsewhere shows in the usual form.
  const text = typed !== null && (read(typed) ?? typed) === value ? typed : shown(value);
  return (
    <input
      type="text"
      inputMode={kind === 'date' ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={(kind === 'date' ? DATE_PATTERN : TIME_PATTERN)[lang]}
      {...rest}
      value={text}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(read(e.target.value) ?? e.target.value);
      }}
      onBlur={(e) => {
        setTyped(null);
        onBlur?.(e);
      }}
    />
  );
}

export const DateInput = (props: Props) => <TypedField {...props} kind="date" />;
export const TimeInput = (props: Props) => <TypedField {...props} kind="time" />;
