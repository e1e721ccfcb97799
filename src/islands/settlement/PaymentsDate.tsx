import type { ReactNode } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { DateInput } from '../common/DateInput.tsx';
import { formatDate } from '../../lib/dates.ts';
import { FieldError } from '../common/TextField.tsx';

const weekdays = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  ro: new Intl.DateTimeFormat('ro-RO', { weekday: 'long', timeZone: 'UTC' }),
};

/** "Monday, 30.11.2026": the day chosen as every page writes a day, with its weekday (a bank works on weekdays). */
export function dayText(day: string, lang: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return `${weekdays[lang].format(new Date(`${day}T12:00:00Z`))}, ${formatDate(day)}`;
}

/**
 * A day typed with the browser's date input, which writes the day in the browser's own language
 * whatever the page's: the day is also written beside it as the page writes days (dd.MM.yyyy),
 * with the action it is for, and the refusal of that day below.
 */
export function PaymentsDate({
  id,
  label,
  value,
  lang,
  problem,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  lang: Language;
  problem: string | undefined;
  onChange: (day: string) => void;
  children: ReactNode;
}) {
  const described = [`${id}-shown`, ...(problem ? [`${id}-error`] : [])].join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <DateInput
          id={id}
          lang={lang}
          className="w-32 rounded border border-gray-400 bg-surface px-2 py-1 aria-invalid:border-red-700"
          value={value}
          onChange={onChange}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
        <span id={`${id}-shown`} className="min-w-[9rem] text-sm text-gray-800">
          {dayText(value, lang)}
        </span>
        {children}
      </div>
      <FieldError id={`${id}-error`} message={problem ?? null} role="alert" />
    </div>
  );
}
