import type { Kysely } from 'kysely';
import { localParts } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import {
  type FilledTemplate,
  fillTemplate,
  type MessageTemplate,
  type TemplateValues,
} from '../../../contract/messages.ts';
import type { Database } from '../../db/schema.ts';
import { type AssignmentRow, messageFactsOf } from '../assignments/index.ts';
import { activeBooking } from '../schedule/index.ts';

/** YYYY-MM-DD as every page writes a date: dd.MM.yyyy. */
const shown = (date: string) => (date ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : '');

/**
 * The inspection a message names: the booked appointment of the claim's open inspections (its day
 * and time in Romania), else the day the first of them is due; empty when the claim has none.
 */
async function inspectionDate(db: Kysely<Database>, inspections: { id: string; due_date: string }[]) {
  for (const inspection of inspections) {
    const booking = await activeBooking(db, inspection.id);
    if (booking) {
      const { date, time } = localParts(new Date(booking.starts_at));
      return `${shown(date)} ${time}`;
    }
  }
  return shown(inspections[0]?.due_date ?? '');
}

/** The claim's fields a template names, for a message to `recipient` about this assignment. */
export async function templateValues(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  recipient: string,
): Promise<TemplateValues> {
  const facts = await messageFactsOf(db, assignment);
  return {
    claim_no: facts.claim_no,
    assignment_no: facts.assignment_no,
    plate: facts.plate,
    vehicle: facts.vehicle,
    policy_no: facts.policy_no,
    policyholder: facts.policyholder,
    recipient: recipient || facts.policyholder,
    event_date: shown(facts.event_date),
    inspection_date: await inspectionDate(db, facts.inspections),
  };
}

/** The template's subject and body in the language asked, filled with the claim's fields. */
export function filled(template: MessageTemplate, language: Language, values: TemplateValues): FilledTemplate {
  const subject = language === 'ro' ? template.subject_ro : template.subject_en;
  const body = language === 'ro' ? template.body_ro : template.body_en;
  return { subject: fillTemplate(subject, values), text: fillTemplate(body, values) };
}
