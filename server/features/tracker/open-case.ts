import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { type EventTexts, eventTextsInBoth } from './event-texts.ts';

/**
 * Opens a policyholder's case at the first step, with its first event worded in both languages
 * (and shown in `language` where one text is kept), inside the caller's transaction. Answers its id.
 */
export async function openCase(
  trx: Kysely<Database>,
  input: {
    organisationId: string;
    caseNo: string;
    contact: string;
    firstEvent: (language: Language) => EventTexts;
    language: Language;
    now: Date;
  },
): Promise<string> {
  const { now } = input;
  const at = now.toISOString();
  const id = randomUUID();
  await trx
    .insertInto('tracker_cases')
    .values({
      id,
      organisation_id: input.organisationId,
      case_no: input.caseNo,
      contact_channel: input.contact,
      created_at: at,
      process_step_index: 1,
    })
    .execute();
  await trx
    .insertInto('tracker_events')
    .values({
      id: timeOrderedId(now),
      case_id: id,
      ...input.firstEvent(input.language),
      texts: eventTextsInBoth({ en: input.firstEvent('en'), ro: input.firstEvent('ro') }),
      process_step_index: 1,
      action: null,
      created_at: at,
    })
    .execute();
  return id;
}
