import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect } from 'react';
import type { IslandT } from '../../lib/i18n-island.ts';
import {
  ANSWER_FIELDS,
  type AnswerField,
  type AnswerForm,
  type CaseAnswerPart,
} from '../../lib/settlement/case-answer-part.ts';
import { FieldError } from '../common/TextField.tsx';
import type { CaseAnswerMessages } from './case-answer-keys.ts';

export const buttonClass = 'min-h-11 rounded px-4 py-2 font-semibold aria-disabled:opacity-60';
export const answerFieldId = (field: AnswerField) => `case-answer-${field}`;
const inputClass =
  'w-full rounded border border-gray-400 px-3 py-2 text-gray-900 focus:border-brand aria-invalid:border-red-700';

/**
 * The form that answers the letter: the account to pay (holder and IBAN) to accept an offer, or the
 * reason to dispute it, each field with the server's refusal beside it. Lengths are the server's to
 * check too: an input that cut a pasted reason short would lose words without saying so.
 */
export function CaseAnswerForm({
  part,
  form,
  t,
}: {
  part: CaseAnswerPart;
  form: AnswerForm;
  t: IslandT<keyof CaseAnswerMessages>;
}) {
  const values = useStore(part.$values);
  const fields = useStore(part.$fields);
  const busy = useStore(part.$busy);
  const first = ANSWER_FIELDS[form][0];
  useEffect(() => document.getElementById(answerFieldId(first))?.focus(), [first]);

  const input = (field: AnswerField, hint?: string) => {
    const error = fields[field];
    const described = [hint, error && `${answerFieldId(field)}-error`].filter(Boolean).join(' ');
    return {
      id: answerFieldId(field),
      name: field,
      value: values[field],
      onChange: (e: { target: { value: string } }) => part.type(field, e.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
      className: inputClass,
    };
  };
  const label = (field: AnswerField, key: keyof CaseAnswerMessages) => (
    <label htmlFor={answerFieldId(field)} className="mb-1 block text-sm font-medium text-gray-800">
      {t(key)}
    </label>
  );
  const error = (field: AnswerField) => (
    <FieldError id={`${answerFieldId(field)}-error`} message={fields[field] ?? null} />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void part.send();
  };
  return (
    <form id="case-answer-form" onSubmit={submit} noValidate className="space-y-3 border-t border-gray-300 pt-3">
      <p>{t(form === 'accept' ? 'settlement.case.acceptLead' : 'settlement.case.disputeLead')}</p>
      {form === 'accept' ? (
        <>
          <div>
            {label('holder_name', 'settlement.case.holder')}
            <input {...input('holder_name')} autoComplete="name" />
            {error('holder_name')}
          </div>
          <div>
            {label('iban', 'settlement.case.iban')}
            <p id="case-answer-iban-hint" className="mb-1 text-sm text-gray-700">
              {t('settlement.case.ibanHint')}
            </p>
            <input
              {...input('iban', 'case-answer-iban-hint')}
              onBlur={part.tidyIban}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            {error('iban')}
          </div>
        </>
      ) : (
        <div>
          {label('reason', 'settlement.case.reason')}
          <textarea {...input('reason')} rows={4} />
          {error('reason')}
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" aria-disabled={busy || undefined} className={`${buttonClass} bg-brand text-white`}>
          {busy
            ? t('settlement.case.sending')
            : t(form === 'accept' ? 'settlement.case.sendAccept' : 'settlement.case.sendDispute')}
        </button>
        <button type="button" onClick={part.close} className={`${buttonClass} border border-gray-500`}>
          {t('settlement.case.cancel')}
        </button>
      </div>
    </form>
  );
}
