import * as v from 'valibot';
import { dayField, phoneField, requiredText } from './fields.ts';
import { problemsOf, type FieldProblem } from './problems.ts';

/**
 * Appointment locations (AC.Assessor.Manager): where policyholders bring vehicles to assessors.
 * Opening hours are per weekday, 1 = Monday .. 7 = Sunday, in Romanian local time.
 */
/** The longest slot a location may have, in minutes. */
export const MAX_SLOT_MINUTES = 240;

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ro: ['Luni', 'Marți', 'Miercuri', 'Joi', 'Vineri', 'Sâmbătă', 'Duminică'],
} as const;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const OpeningHoursSchema = v.pipe(
  v.array(
    v.pipe(
      v.object({
        day: v.picklist(WEEKDAYS, 'error.location.weekday'),
        opens: v.pipe(v.string(), v.regex(TIME, 'error.location.time')),
        closes: v.pipe(v.string(), v.regex(TIME, 'error.location.time')),
      }),
      v.check((h) => h.opens < h.closes, 'error.location.closesBeforeOpens'),
    ),
  ),
  v.maxLength(7, 'error.location.onePerWeekday'),
  v.check((hours) => new Set(hours.map((h) => h.day)).size === hours.length, 'error.location.onePerWeekday'),
);
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

export const AppointmentLocationInputSchema = v.object({
  name: requiredText(120, 'error.location.nameRequired'),
  address: requiredText(200, 'error.location.addressRequired'),
  county_code: v.pipe(v.string(), v.regex(/^[A-Z]{1,2}$/, 'error.location.county')),
  phone: phoneField(),
  opening_hours: OpeningHoursSchema,
  active: v.boolean(),
  // Optional so that callers and forms made before the slot grid keep working, with its defaults.
  slot_minutes: v.optional(
    v.pipe(
      v.number(),
      v.integer('error.location.slotMinutes'),
      v.minValue(10, 'error.location.slotMinutes'),
      v.maxValue(MAX_SLOT_MINUTES, 'error.location.slotMinutes'),
    ),
    30,
  ),
  bays: v.optional(
    v.pipe(
      v.number(),
      v.integer('error.location.bays'),
      v.minValue(1, 'error.location.bays'),
      v.maxValue(20, 'error.location.bays'),
    ),
    1,
  ),
  /** Days the location is closed although its weekday is open (holidays); days past are dropped on saving. */
  // A day listed twice is refused by locationProblems, which names it.
  closed_days: v.optional(v.pipe(v.array(dayField()), v.maxLength(400, 'error.location.closedDaysTooMany')), []),
});
export type AppointmentLocationInput = v.InferOutput<typeof AppointmentLocationInputSchema>;

export const shownDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Each closed day listed again, at the line that repeats it, named by its date as people read it (dd.MM.yyyy). */
export function closedDayRepeats(days: unknown, field = 'closed_days'): FieldProblem[] {
  if (!Array.isArray(days)) return [];
  return days.flatMap((day, index) =>
    typeof day === 'string' && days.indexOf(day) < index
      ? [{ field: `${field}.${index}`, key: 'error.location.closedDayListedTwice', params: { day: shownDay(day) } }]
      : [],
  );
}

/**
 * Everything wrong with a location as sent, at once: the schema's problems and each repeated closed
 * day. The server answers them all; the form checks the same before sending.
 */
export function locationProblems(schema: v.GenericSchema, body: unknown): FieldProblem[] {
  const result = v.safeParse(schema, body);
  const repeats = closedDayRepeats((body as { closed_days?: unknown } | null)?.closed_days);
  return [...(result.success ? [] : problemsOf(result.issues)), ...repeats];
}

/**
 * A change as sent: the fields, and whether to go ahead although future bookings would no longer
 * fit (the form asks first; without it such a change is refused, naming each field at fault).
 */
export const AppointmentLocationChangeSchema = v.object({
  ...AppointmentLocationInputSchema.entries,
  confirm_affected: v.optional(v.boolean(), false),
});
export type AppointmentLocationChange = v.InferOutput<typeof AppointmentLocationChangeSchema>;

/** `version` is bumped by every change; changes send it back as If-Match. */
export const AppointmentLocationSchema = v.object({
  id: v.string(),
  ...AppointmentLocationInputSchema.entries,
  county_name: v.string(),
  version: v.number(),
});
export const AppointmentLocationsSchema = v.array(AppointmentLocationSchema);
export type AppointmentLocation = v.InferOutput<typeof AppointmentLocationSchema>;

/**
 * PUT /api/config/appointment-locations/closed-days: days every location of the organisation is
 * closed (a company holiday), on top of each location's own and Romania's public holidays.
 */
export const ClosedEverywhereInputSchema = v.object({
  days: v.pipe(v.array(dayField()), v.maxLength(400, 'error.location.closedDaysTooMany')),
});
/** The days as kept (days past dropped, in order), with the version a change names (If-Match). */
export const ClosedEverywhereSchema = v.object({ days: v.array(v.string()), version: v.number() });
export type ClosedEverywhere = v.InferOutput<typeof ClosedEverywhereSchema>;

/** Everything wrong with the days as sent, at once: the schema's problems and each day listed twice. */
export const closedEverywhereProblems = (body: unknown): FieldProblem[] => {
  const result = v.safeParse(ClosedEverywhereInputSchema, body);
  const repeats = closedDayRepeats((body as { days?: unknown } | null)?.days, 'days');
  return [...(result.success ? [] : problemsOf(result.issues)), ...repeats];
};
