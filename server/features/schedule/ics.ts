import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What the calendar entry of a booking names (a booking's message facts carry all of it). */
export interface CalendarBooking {
  id: string;
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

const icsTime = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;
const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');
// A parameter value cannot hold a double quote at all; quoted, it may hold , ; and :.
const icsParam = (text: string) => `"${text.replace(/["\r\n]/g, '')}"`;

const MAX_OCTETS = 75;

/**
 * Folds one content line at 75 octets (RFC 5545 3.1): each continuation starts with a space,
 * which counts towards its 75, and a line never breaks inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The calendar entry of a booking (RFC 5545, CRLF line ends, folded); a cancellation cancels the same UID. */
export function bookingIcs(b: CalendarBooking, now: Date, organizer: CalendarOrganizer, cancelled = false): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Claims//Inspection appointments//EN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${b.id}@claims`,
    `SEQUENCE:${b.version}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(b.starts_at)}`,
    `DTEND:${icsTime(b.ends_at)}`,
    `ORGANIZER;CN=${icsParam(organizer.name)}:mailto:${organizer.email}`,
    `SUMMARY:${icsText(`Constatare auto ${b.assignment_no}`)}`,
    `LOCATION:${icsText(`${b.location_name}, ${b.location_address}`)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The calendar entry of a booking, organised by the organisation its assignment belongs to. */
export async function bookingCalendar(
  db: Kysely<Database>,
  booking: CalendarBooking,
  now: Date,
  cancelled = false,
): Promise<string> {
  const organisation = await db
    .selectFrom('assignments as a')
    .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
    .select('o.name')
    .where('a.id', '=', booking.assignment_id)
    .executeTakeFirst();
  return bookingIcs(booking, now, { name: organisation?.name ?? 'Claims', email: senderAddress }, cancelled);
}
