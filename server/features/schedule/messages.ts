import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { bookingCalendar, type CalendarBooking } from './ics.ts';
import type { Sender } from './repository.ts';
import { bookingTimeline } from './repository.ts';

/** What a message about a booking names: its calendar entry's facts, with the local day and time. */
export interface BookingFacts extends CalendarBooking {
  date: string;
  time: string;
}

export type BookingMessageKind = 'confirmation' | 'move' | 'reminder' | 'cancellation';

const EmailSchema = v.pipe(v.string(), v.email());
const PhoneSchema = v.pipe(v.string(), v.regex(/^\+?[0-9 ]{8,16}$/));

/** The channel of a contact: an e-mail address, a phone number, or neither (then nothing is sent). */
export function channelOf(contact: string | null | undefined): 'email' | 'sms' | null {
  if (!contact) return null;
  if (v.is(EmailSchema, contact)) return 'email';
  return v.is(PhoneSchema, contact) ? 'sms' : null;
}

const shownDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
// The policyholder's language is not known here: Romanian first, English below.
const TEXTS: Record<BookingMessageKind, { subject: string; ro: string; en: string }> = {
  confirmation: {
    subject: 'Programare constatare / Inspection appointment',
    ro: 'Programarea pentru constatarea auto {{no}} este confirmată: {{when}}, {{where}}.',
    en: 'Your vehicle inspection {{no}} is booked: {{when}}, {{where}}.',
  },
  move: {
    subject: 'Programare mutată / Appointment moved',
    ro: 'Programarea pentru constatarea auto {{no}} a fost mutată: {{when}}, {{where}}.',
    en: 'Your vehicle inspection {{no}} is moved: {{when}}, {{where}}.',
  },
  reminder: {
    subject: 'Reamintire: constatare mâine / Reminder: inspection tomorrow',
    ro: 'Vă așteptăm mâine pentru constatarea auto {{no}}: {{when}}, {{where}}.',
    en: 'We expect you tomorrow for the vehicle inspection {{no}}: {{when}}, {{where}}.',
  },
  cancellation: {
    subject: 'Programare anulată / Appointment cancelled',
    ro: 'Programarea pentru constatarea auto {{no}} din {{when}}, {{where}}, a fost anulată.',
    en: 'The vehicle inspection {{no}} on {{when}}, {{where}}, is cancelled.',
  },
};

const fill = (text: string, b: BookingFacts) =>
  text
    .replace('{{no}}', b.assignment_no)
    .replace('{{when}}', `${shownDate(b.date)} ${b.time}`)
    .replace('{{where}}', `${b.location_name} (${b.location_address})`);

/**
 * Puts a message about a booking in the outbox (e-mail with the calendar entry, or SMS) and its line
 * on the timeline, inside the caller's transaction; nothing when the contact is neither. Answers
 * the outbox id.
 */
export async function sendBookingMessage(
  db: Kysely<Database>,
  options: { booking: BookingFacts; kind: BookingMessageKind; contact: string | null; booker: Sender; now: Date },
): Promise<string | null> {
  const { booking, contact, booker, now } = options;
  // Only a move raises a booking's version while it stays booked (a cancellation sends its own
  // kind): a confirmation past the first version is the confirmation of a move, and says so.
  const kind = options.kind === 'confirmation' && booking.version > 1 ? 'move' : options.kind;
  const channel = channelOf(contact);
  if (!channel || !contact) return null;
  const text = TEXTS[kind];
  const body = `${fill(text.ro, booking)}\n\n${fill(text.en, booking)}`;
  const outboxId = await enqueueMessage(db, now, {
    channel,
    recipient: channel === 'sms' ? contact.replace(/ /g, '') : contact,
    subject: channel === 'email' ? `${text.subject} ${booking.assignment_no}` : '',
    body: channel === 'sms' ? fill(text.ro, booking) : body,
    ...(channel === 'email'
      ? {
          attachment: {
            name: 'constatare.ics',
            type: 'text/calendar; charset=utf-8',
            content: await bookingCalendar(db, booking, now, kind === 'cancellation'),
          },
        }
      : {}),
  });
  const line = channel === 'email' ? `${contact}: ${text.subject} ${booking.assignment_no}` : contact;
  await bookingTimeline(db, booking.assignment_id, booker, now, { kind: channel, text: line, outbox_id: outboxId });
  return outboxId;
}
