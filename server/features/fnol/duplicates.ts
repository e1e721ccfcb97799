import type { Kysely } from 'kysely';
import type { FnolSubmission } from '../../../contract/fnol.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** What a sent claim is recognised by: its contact, its event's date, and its policy number or its plate. */
export interface ClaimMark {
  contact: string;
  event_date: string;
  policy_no: string;
  plate: string;
}

const squeezed = (value: string) => value.replace(/\s/g, '').toUpperCase();

export const claimMarkOf = (s: FnolSubmission, contactKey: string): ClaimMark => ({
  contact: contactKey,
  event_date: s.event.event_date,
  policy_no: squeezed(s.policy.policy_no),
  plate: squeezed(s.vehicle.plate),
});

/**
 * The same claim sent twice (a double click, a second try after a lost answer, a visitor unsure it
 * went) would open two files for one event. A claim with the same contact and event date, and the
 * same policy number or the same plate, sent within the window, is answered with the first one's
 * number instead; the visitor may say it is a different claim and send it anyway.
 */
export async function refuseDuplicate(
  db: Kysely<Database>,
  mark: ClaimMark,
  input: { organisationId: string; since: string },
): Promise<void> {
  const earlier = await db
    .selectFrom('intake_submissions')
    .select('case_no')
    .where('contact', '=', mark.contact)
    .where('event_date', '=', mark.event_date)
    .where((eb) => eb.or([eb('policy_no', '=', mark.policy_no), eb('plate', '=', mark.plate)]))
    .where('organisation_id', '=', input.organisationId)
    .where('created_at', '>', input.since)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (earlier?.case_no)
    throw new AppError('conflict', 'error.fnol.duplicate', { params: { case_no: earlier.case_no } });
}
