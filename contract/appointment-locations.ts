import * as v from 'valibot';
import { phoneField, requiredText } from './fields.ts';

/**
 * Appointment locations (AC.Assessor.Manager): where policyholders bring vehicles to assessors.
 * Opening hours are per weekday, 1 = Monday .. 7 = Sunday, in Romanian local time.
 */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ro: ['Luni', 'Marti', 'Miercuri', 'Joi', 'Vineri', 'Sambata', 'Duminica'],
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
});
export type AppointmentLocationInput = v.InferOutput<typeof AppointmentLocationInputSchema>;

/** `version` is bumped by every change; changes send it back as If-Match. */
export const AppointmentLocationSchema = v.object({
  id: v.string(),
  ...AppointmentLocationInputSchema.entries,
  county_name: v.string(),
  version: v.number(),
});
export const AppointmentLocationsSchema = v.array(AppointmentLocationSchema);
export type AppointmentLocation = v.InferOutput<typeof AppointmentLocationSchema>;
