import { pluralKeys } from '../../lib/plural.ts';

/**
 * The strings of the booking part, one list for both of its pages: the staff panel on the
 * assignment page and the policyholder's part (tracker case page, guest page), each page picking
 * them for its island. `booking.public.*` speak to the policyholder, the rest to staff or to both.
 */
export const BOOKING_KEYS = [
  'booking.title',
  'booking.none',
  'booking.book',
  'booking.move',
  'booking.moveTitle',
  'booking.cancel',
  'booking.county',
  'booking.location',
  'booking.day',
  'booking.slot',
  ...pluralKeys('booking.free'),
  'booking.confirmBook',
  'booking.confirmMove',
  'booking.close',
  'booking.noSlots',
  'booking.cancelTitle',
  'booking.cancelBody',
  'booking.cancelBodyNobody',
  'booking.cancelConfirm',
  'booking.keep',
  'booking.saved',
  'booking.when',
  'booking.failed',
  'booking.retry',
  'booking.outcome.booked',
  'booking.outcome.moved',
  'booking.outcome.cancelled',
  'booking.public.cancelBody',
  'booking.public.chosen',
  'booking.public.booked',
  'booking.public.moved',
  'booking.public.bookedNoMessage',
  'booking.public.movedNoMessage',
  'booking.public.cancelled',
  'app.loading',
  'booking.public.addToCalendar',
  'booking.public.calendarFailed',
] as const;
export type BookingMessages = Record<(typeof BOOKING_KEYS)[number], string>;
