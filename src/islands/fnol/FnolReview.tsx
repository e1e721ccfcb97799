import type { RefObject } from 'react';
import { FNOL_STEPS, type FnolStep } from '../../../contract/fnol-keys.ts';
import { othersAsked, registerPlate } from '../../../contract/fnol-others.ts';
import type { ReferenceListCode } from '../../../contract/reference.ts';
import { formatDate } from '../../lib/dates.ts';
import type { FnolPolicyNote } from '../../lib/fnol/claim-form-register.ts';
import type { FnolLists, FnolValues } from '../../lib/fnol/claim-form-steps.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { invalidProps } from '../common/field-aria.ts';
import { FieldError } from '../common/TextField.tsx';
import type { Messages } from './fnol-keys.ts';
import { FnolRegisterFound } from './FnolRegisterFound.tsx';

/** Which list names a coded answer; the rest are shown as typed. */
const LIST_OF: Record<string, ReferenceListCode> = {
  policy_type: 'policy_types',
  event_country: 'countries',
  event_county: 'counties',
  vehicle_category: 'vehicle_categories',
  vehicle_brand: 'vehicle_brands',
  vehicle_color: 'colors',
  damaged_parts: 'vehicle_parts',
};
/** Answers chosen from the form's own options: shown in the option's words. */
const CHOSEN = new Set(['other_vehicle', 'injured', 'amicable']);
/** Answers shown as the register and the insurer write them (what is sent). */
const NORMALISED: Record<string, (value: string) => string> = {
  policy_no: (value) => value.trim().toUpperCase(),
  plate: registerPlate,
  other_plate: registerPlate,
  other_policy_no: (value) => value.trim().toUpperCase(),
};

/** Whether an answer belongs on the review: one the form asked, given the answers before it. */
function asked(field: string, values: FnolValues): boolean {
  if (field === 'contact_confirmation' || field === 'witness_count') return false;
  return field === 'event_county' ? values.event_country === 'RO' : othersAsked(field, values);
}

interface Props {
  valuesOf: (step: FnolStep) => FnolValues;
  lists: FnolLists;
  messages: Messages;
  heading: RefObject<HTMLHeadingElement | null>;
  onChange: (step: FnolStep, field: string) => void;
  /** What the register found for the policy number and plate, when it found them. */
  registered: NonNullable<FnolPolicyNote>['registered'];
  declared: boolean;
  declarationError: string | undefined;
  onDeclare: (ticked: boolean) => void;
}

/** Every answer, step by step, each with a "Change" link back to its field: what is checked before sending. */
export function FnolReview(props: Props) {
  const { valuesOf, lists, messages: m, heading, onChange } = props;
  const words = m as Record<string, string>;
  const nameOf = (field: string, code: string) =>
    (lists[LIST_OF[field] as ReferenceListCode] ?? []).find((item) => item.code === code)?.name ?? code;
  const shown = (field: string, value: string | string[]): string => {
    if (Array.isArray(value)) return value.map((code) => nameOf(field, code)).join(', ');
    if (!value) return m['fnol.notGiven'];
    if (field === 'event_date') return formatDate(value);
    if (field === 'contact_channel') return m[`fnol.channel.${value as 'email' | 'sms'}`] ?? value;
    if (CHOSEN.has(field)) return words[`fnol.${field}.${value}`] ?? value;
    if (NORMALISED[field]) return NORMALISED[field](value);
    return LIST_OF[field] ? nameOf(field, value) : value;
  };
  const labelOf = (field: string, values: FnolValues): string => {
    if (field === 'contact') return m[`fnol.contact.${values.contact_channel === 'sms' ? 'sms' : 'email'}`];
    const witness = /^witness(\d)_(name|phone)$/.exec(field);
    if (witness) return interpolate(words[`fnol.witness_${witness[2]}`] ?? field, { n: witness[1] ?? '' });
    return words[`fnol.${field}`] ?? field;
  };
  const fieldsOf = (values: FnolValues) => Object.keys(values).filter((field) => asked(field, values));

  return (
    <>
      <h2 id="fnol-review-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {m['fnol.review']}
      </h2>
      {FNOL_STEPS.map((step) => {
        const values = valuesOf(step);
        return (
          <section key={step} aria-labelledby={`fnol-review-${step}`} data-testid={`fnol-review-${step}`}>
            <h3 id={`fnol-review-${step}`} className="mb-1 font-semibold">
              {m[`fnol.step.${step}`]}
            </h3>
            <dl className="divide-y divide-gray-200 border-y border-gray-200">
              {fieldsOf(values).map((field) => (
                <div key={field} className="grid grid-cols-[1fr_auto] gap-x-3 py-2">
                  <dt className="text-sm font-medium text-gray-700">{labelOf(field, values)}</dt>
                  <dd className="col-start-1 break-words">{shown(field, values[field] ?? '')}</dd>
                  <dd className="col-start-2 row-span-2 row-start-1">
                    <a
                      href={`#fnol-${field}`}
                      className="font-semibold text-brand-ink underline"
                      onClick={(event) => {
                        event.preventDefault();
                        onChange(step, field);
                      }}
                    >
                      {m['fnol.change']}
                      <span className="sr-only"> {labelOf(field, values)}</span>
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
            {step === 'vehicle' && props.registered && (
              <FnolRegisterFound
                found={props.registered}
                brand={nameOf('vehicle_brand', String(values.vehicle_brand ?? ''))}
                messages={m}
              />
            )}
          </section>
        );
      })}
      <div>
        <label className="flex items-start gap-2 font-medium">
          <input
            id="fnol-declaration"
            type="checkbox"
            className="mt-1"
            checked={props.declared}
            onChange={(event) => props.onDeclare(event.target.checked)}
            {...invalidProps('fnol-declaration-error', props.declarationError)}
          />
          {m['fnol.declaration']}
        </label>
        <FieldError id="fnol-declaration-error" message={props.declarationError ?? null} />
      </div>
    </>
  );
}
