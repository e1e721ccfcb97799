import type { InputHTMLAttributes } from 'react';
import type { Language } from '../../../contract/languages.ts';
import type { CatalogueRole } from '../../../contract/role-catalogue.ts';
import type { SettlementDraft } from '../../lib/config/settlement-draft.ts';
import type { SettlementSection } from '../../lib/config/settlement-section.ts';
import { invalidProps } from '../common/field-aria.ts';
import { inputClass } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { SettlementSettingsMessages } from './settlement-messages.ts';

/** What every part of the settlement section is given: the form, its draft, the refusals by path and the words. */
export interface SettlementPartProps {
  form: SettlementSection;
  draft: SettlementDraft;
  problem: (path: string) => string | undefined;
  m: SettlementSettingsMessages;
  /** The roles the organisation knows, which payment limits are given to, and the page's language. */
  roles: readonly CatalogueRole[];
  lang: Language;
}

/** The input's id from a setting's path: `payment_limits.2.role` is `settlement-payment_limits-2-role`. */
export const fieldId = (path: string) => `settlement-${path.replaceAll('.', '-')}`;

/** A labelled input of the settlement section, its refusal (the form's or the server's) beside it. */
export function SettlementInput({
  path,
  label,
  value,
  onChange,
  problem,
  inputMode,
  narrow = false,
  className = '',
  lang,
  code = false,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** A number of a few digits: the input is as wide as they need, the label keeps its width. */
  narrow?: boolean;
  className?: string;
  /** The language the value is written in, when it is not the page's (the English name on a Romanian page). */
  lang?: Language;
  /** An identifier, not words: never translated or spell-checked. */
  code?: boolean;
}) {
  const id = fieldId(path);
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <input
        id={id}
        className={[
          inputClass,
          'aria-invalid:border-red-700',
          ...(inputMode === 'decimal' || inputMode === 'numeric' ? ['text-right tabular-nums'] : []),
          ...(narrow ? ['max-w-[8rem]'] : []),
        ].join(' ')}
        value={value}
        inputMode={inputMode}
        lang={lang}
        translate={code ? 'no' : undefined}
        spellCheck={code ? false : undefined}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(`${id}-error`, problem)}
      />
      <FieldError id={`${id}-error`} message={problem ?? null} role="alert" />
    </div>
  );
}
