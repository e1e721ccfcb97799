import { FNOL_MESSAGES as M, type FnolStep } from '../../../contract/fnol-keys.ts';
import type { FieldProblem } from '../../../contract/problems.ts';

/**
 * The contract's step schemas (contract/fnol.ts) written out by hand, same rules, same keys: the
 * claim form's first load then carries no schema library (the public page's weight budget). The
 * unit test holds them to the schemas; the whole is still parsed with the schemas when sent.
 */
type Values = Record<string, string | string[]>;
type Rule = (values: Values) => string | null;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const code = (key: string) => (value: unknown) => {
  const s = str(value);
  return typeof value === 'string' && s.length >= 1 && s.length <= 64 ? null : key;
};
const text = (min: number, max: number, required: string, tooLong: string) => (value: unknown) => {
  const s = str(value).trim();
  if (typeof value !== 'string' || s.length < min) return required;
  return s.length > max ? tooLong : null;
};
const matches = (pattern: RegExp, key: string, upper: boolean) => (value: unknown) => {
  const s = upper ? str(value).trim().toUpperCase() : str(value);
  return typeof value === 'string' && pattern.test(s) ? null : key;
};
const parts = (value: unknown) => {
  if (!Array.isArray(value) || value.some((item) => code(M.part)(item))) return M.part;
  if (value.length < 1) return M.partsMin;
  return value.length > 30 ? M.partsMax : null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]{8,16}$/;
const squeeze = (s: string) => s.replace(/\s/g, '').toLowerCase();

const RULES: Record<FnolStep, Record<string, Rule>> = {
  policy: {
    policy_type: (x) => code(M.policyType)(x.policy_type),
    policy_no: (x) => matches(/^[A-Z0-9-]{5,30}$/, M.policyNo, true)(x.policy_no),
    insured_name: (x) => text(3, 120, M.insuredName, M.insuredNameLong)(x.insured_name),
  },
  event: {
    event_date: (x) => matches(/^\d{4}-\d{2}-\d{2}$/, M.eventDate, false)(x.event_date),
    event_country: (x) => code(M.eventCountry)(x.event_country),
    event_place: (x) => text(2, 120, M.eventPlace, M.eventPlaceLong)(x.event_place),
    description: (x) => text(10, 2000, M.description, M.descriptionLong)(x.description),
  },
  vehicle: {
    vehicle_category: (x) => code(M.vehicleCategory)(x.vehicle_category),
    vehicle_brand: (x) => code(M.vehicleBrand)(x.vehicle_brand),
    vehicle_color: (x) => code(M.vehicleColor)(x.vehicle_color),
    plate: (x) => matches(/^[A-Z0-9 -]{4,12}$/, M.plate, true)(x.plate),
    damaged_parts: (x) => parts(x.damaged_parts),
  },
  contact: {
    contact_channel: (x) => (x.contact_channel === 'email' || x.contact_channel === 'sms' ? null : M.channel),
    contact: (x) => text(1, 200, M.contact, M.contactLong)(x.contact),
  },
};

/** The step's problems, one per field at fault, as the schema would give them first. */
export function stepProblems(step: FnolStep, values: Values): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, rule] of Object.entries(RULES[step])) {
    const key = rule(values);
    if (key) problems.push({ field, key });
  }
  // As the schema's forwarded checks: only once every field of the step is well formed.
  if (step === 'contact' && problems.length === 0) {
    const contact = str(values.contact).trim();
    const confirmation = str(values.contact_confirmation).trim();
    if (!(values.contact_channel === 'email' ? EMAIL : PHONE).test(contact))
      problems.push({ field: 'contact', key: M.contactFormat });
    if (squeeze(contact) !== squeeze(confirmation))
      problems.push({ field: 'contact_confirmation', key: M.contactMismatch });
  }
  return problems;
}
