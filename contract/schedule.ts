import * as v from 'valibot';
import { dayField, idField } from './fields.ts';

/**
 * Inspection appointments: free slots of a county's locations, bookings of an assignment and the
 * agenda of a location. Times are instants (ISO-8601 UTC) beside their Romanian local date and time.
 */
export const MAX_SLOT_DAYS = 31;
/** How far ahead an inspection may be booked, in local days from today: beyond it plans change. */
export const BOOKING_HORIZON_DAYS = 90;
export const BOOKABLE_TYPES = ['vehicle_inspection', 'appointment'] as const;

const daysField = (max: number) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number(),
    v.integer('error.schedule.days'),
    v.minValue(1, 'error.schedule.days'),
    v.maxValue(max, 'error.schedule.days'),
  );

export const SlotsQuerySchema = v.object({
  county: v.pipe(v.string(), v.regex(/^[A-Z]{1,2}$/, 'error.schedule.county')),
  from: dayField(),
  days: v.optional(daysField(MAX_SLOT_DAYS), '7'),
  location_id: v.optional(idField()),
});

/**
 * A day's free slots as two parallel arrays (the start's local time, HH:mm, and its free places):
 * a county's month is tens of thousands of slots, and repeating an object with an ISO instant for
 * each made the answer about ten times larger.
 */
const SlotDaySchema = v.object({ date: v.string(), times: v.array(v.string()), free: v.array(v.number()) });
export const SlotLocationSchema = v.object({
  id: v.string(),
  name: v.string(),
  address: v.string(),
  county_code: v.string(),
  slot_minutes: v.number(),
  bays: v.number(),
  days: v.array(SlotDaySchema),
});
export const FreeSlotsSchema = v.object({ locations: v.array(SlotLocationSchema) });
export type FreeSlots = v.InferOutput<typeof FreeSlotsSchema>;
export type SlotLocation = v.InferOutput<typeof SlotLocationSchema>;

/**
 * Book or move: a place at a location, by its local day and time (the server works out the instant
 * in Romanian time) or by the instant `starts_at`; the contact gets the confirmation (e-mail or
 * phone), if any.
 */
export const BookingRequestSchema = v.object({
  location_id: idField(),
  date: v.optional(dayField()),
  time: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'error.schedule.startsAt'))),
  starts_at: v.optional(v.pipe(v.string(), v.isoTimestamp('error.schedule.startsAt'))),
  contact: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'error.field.atMost')))),
});
export type BookingRequest = v.InferOutput<typeof BookingRequestSchema>;

export const BookingSchema = v.object({
  id: v.string(),
  assignment_id: v.string(),
  location_id: v.string(),
  location_name: v.string(),
  location_address: v.string(),
  county_code: v.string(),
  starts_at: v.string(),
  ends_at: v.string(),
  /** Local date (YYYY-MM-DD) and time (HH:mm) of the start. */
  date: v.string(),
  time: v.string(),
  bay: v.number(),
  status: v.picklist(['booked', 'cancelled']),
  contact: v.nullable(v.string()),
  booked_by: v.picklist(['staff', 'guest', 'tracker']),
  version: v.number(),
});
export type Booking = v.InferOutput<typeof BookingSchema>;
/** The assignment's active booking, if any. */
export const CurrentBookingSchema = v.object({ booking: v.nullable(BookingSchema) });

export const AgendaQuerySchema = v.object({
  location_id: idField(),
  from: dayField(),
  days: v.optional(v.picklist(['1', '7'], 'error.schedule.agendaDays'), '1'),
});

const AgendaItemSchema = v.object({
  booking_id: v.string(),
  starts_at: v.string(),
  date: v.string(),
  time: v.string(),
  bay: v.number(),
  plate: v.string(),
  claim_file_no: v.string(),
  policyholder: v.string(),
  assignment_id: v.string(),
  assignment_no: v.string(),
  /** The claim's assessment assignment, one click away; null when the claim has none yet. */
  assessment_assignment_id: v.nullable(v.string()),
});
export const AgendaSchema = v.object({
  location: v.object({ id: v.string(), name: v.string(), address: v.string() }),
  from: v.string(),
  days: v.number(),
  items: v.array(AgendaItemSchema),
});
export type Agenda = v.InferOutput<typeof AgendaSchema>;
export type AgendaItem = v.InferOutput<typeof AgendaItemSchema>;

export const ScheduleLocationsSchema = v.array(
  v.object({ id: v.string(), name: v.string(), address: v.string(), county_code: v.string() }),
);
export type ScheduleLocationItem = v.InferOutput<typeof ScheduleLocationsSchema>[number];
