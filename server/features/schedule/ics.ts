import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findOrganisationById } from '../organisations/index.ts';

/** What the calendar entry of a booking names (a booking's message facts carry all of it). */
export interface CalendarBooking {
  id: string;
  /** Whose booking: the organisation invites, by its name. */
  organisation_id: string;
  assignment_id: string;
  assignment_no: string;
  version: number;
  starts_at: string;
  ends_at: string;
  location_name: string;
  location_address: string;
}

/** Who invites: the organisation by name, with the address our e-mails are sent from. */
export interface CalendarOrganizer {
  name: string;
  email: string;
}

// The sender address is the process's configuration (SMTP_FROM), the same for every
// organisation; createApp sets it once, so the entries name the address the e-mail came from.
let senderAddress = 'no-reply@claims.localhost';

export function setCalendarSender(address: string): void {
  senderAddress = address;
}

/**
 * The calendar entry of a booking (RFC 5545), written by ical-generator, which escapes text (a bare
 * CR in a location's name included, which once injected lines), encodes parameter values (RFC 6868)
 * and folds lines at 75 octets; a cancellation cancels the same UID.
 */
export function bookingIcs(b: CalendarBooking, now: Date, organizer: CalendarOrganizer, cancelled = false): string {
  const calendar = ical({
    prodId: '//Claims//Inspection appointments//EN',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${b.id}@claims`,
    sequence: b.version,
    stamp: now,
    start: new Date(b.starts_at),
    end: new Date(b.ends_at),
    organizer,
    summary: `Constatare auto ${b.assignment_no}`,
    location: `${b.location_name}, ${b.location_address}`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // Every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

/** The calendar entry of a booking, organised by the organisation its assignment belongs to. */
export async function bookingCalendar(
  db: Kysely<Database>,
  booking: CalendarBooking,
  now: Date,
  cancelled = false,
): Promise<string> {
  const organisation = await findOrganisationById(db, booking.organisation_id);
  return bookingIcs(booking, now, { name: organisation.name, email: senderAddress }, cancelled);
}
