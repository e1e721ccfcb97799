import { FNOL_MESSAGES as M, type FnolStep } from '../../../contract/fnol-keys.ts';
import type { FieldProblem } from '../../../contract/problems.ts';
import { businessDate, localParts } from '../../../contract/business-time.ts';
import { eventDateProblem, eventTimeProblem } from '../../../contract/event-date-range.ts';
import { othersProblems, PLATE_PATTERN, POLICE_REPORT_PATTERN, TIME_PATTERN } from '../../../contract/fnol-others.ts';
import { code, matches, POLICY_RULES, problemsBy, type Rule, str, text, type Values } from './policy-checks.ts';

/** The later steps' checks (policy-checks.ts says why by hand), and every step's for the sending. */
const parts = (value: unknown) => {
  if (!Array.isArray(value) || value.some((item) => code(M.part)(item))) return M.part;
  if (value.length < 1) return M.partsMin;
  return value.length > 30 ? M.partsMax : null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]{8,16}$/;
const squeeze = (s: string) => s.replace(/\s/g, '').toLowerCase();

const RULES: Record<FnolStep, Record<string, Rule>> = {
  policy: POLICY_RULES,
  event: {
    // A day in the future or too long ago is said here, on its own step, not only once the claim is sent.
    event_date: (x) =>
      matches(/^\d{4}-\d{2}-\d{2}$/, M.eventDate, false)(x.event_date) ??
      eventDateProblem(str(x.event_date), businessDate(new Date())),
    event_time: (x) =>
      matches(TIME_PATTERN, M.eventTime, false)(str(x.event_time).trim()) ??
      eventTimeProblem(str(x.event_date), str(x.event_time).trim(), localParts(new Date())),
    event_country: (x) => code(M.eventCountry)(x.event_country),
    event_place: (x) => text(2, 120, M.eventPlace, M.eventPlaceLong)(x.event_place),
    description: (x) => text(10, 2000, M.description, M.descriptionLong)(x.description),
  },
  vehicle: {
    vehicle_category: (x) => code(M.vehicleCategory)(x.vehicle_category),
    vehicle_brand: (x) => code(M.vehicleBrand)(x.vehicle_brand),
    vehicle_color: (x) => code(M.vehicleColor)(x.vehicle_color),
    plate: (x) => matches(PLATE_PATTERN, M.plate, true)(x.plate),
    damaged_parts: (x) => parts(x.damaged_parts),
  },
  others: {
    other_vehicle: (x) => (x.other_vehicle === 'none' || x.other_vehicle === 'yes' ? null : M.otherVehicle),
    injured: (x) => (x.injured === 'no' || x.injured === 'yes' ? null : M.injured),
    amicable: (x) => (['', 'none', 'photo', 'fields'].includes(str(x.amicable)) ? null : M.amicable),
    witness_count: (x) => (['0', '1', '2', '3'].includes(str(x.witness_count) || '0') ? null : M.witnessCount),
    police_report_no: (x) => matches(POLICE_REPORT_PATTERN, M.policeReportNo, false)(str(x.police_report_no).trim()),
    ...Object.fromEntries(
      (
        [
          'other_insurer',
          'other_driver',
          ...[1, 2, 3].flatMap((n) => [`witness${n}_name`, `witness${n}_phone`]),
        ] as const
      ).map((name) => [name, (x: Values) => text(0, 120, M.otherText, M.otherText)(x[name] ?? '')]),
    ),
    injury_note: (x) => text(0, 500, M.injuryNoteLong, M.injuryNoteLong)(x.injury_note ?? ''),
  },
  contact: {
    contact_channel: (x) => (x.contact_channel === 'email' || x.contact_channel === 'sms' ? null : M.channel),
    contact: (x) => text(1, 200, M.contact, M.contactLong)(x.contact),
  },
};

/** The step's problems, one per field at fault, as the schema would give them first. */
export function stepProblems(step: FnolStep, values: Values): FieldProblem[] {
  const problems: FieldProblem[] = problemsBy(RULES[step], values);
  // The rules between the answers, as the schema follows them (a field's own problem is told first).
  if (step === 'others') problems.push(...othersProblems(values));
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
