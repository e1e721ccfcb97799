import type { Kysely } from 'kysely';
import type { AiMessage } from '../../../contract/assistant.ts';
import type { Database } from '../../db/schema.ts';
import { assignmentIdsByNumber } from '../assignments/index.ts';
import type { UserRow } from '../organisations/index.ts';

/** How assignment numbers are written: a claim file number (letters, then digits), a dash, the stage. */
const ASSIGNMENT_NO = /\b[A-Z][A-Z0-9]*\d{3,}-\d{1,3}\b/g;
/** A reply is bounded, but a thread of them is not: enough numbers for any page to show. */
const MOST = 200;

/**
 * Gives each reply the assignments it names or drew on, number to id, for the page to link them.
 * Only the user's own organisation's assignments are found: a number of another one stays words.
 */
export async function withAssignmentLinks(
  db: Kysely<Database>,
  user: UserRow,
  messages: AiMessage[],
): Promise<AiMessage[]> {
  const named = (message: AiMessage) =>
    message.message_type === 'output' && message.type === 'text'
      ? [...new Set([...(message.message_content.match(ASSIGNMENT_NO) ?? []), ...message.cited])]
      : [];
  const numbers = [...new Set(messages.flatMap(named))].slice(-MOST);
  const ids = await assignmentIdsByNumber(db, user.organisation_id, numbers);
  return messages.map((message) => ({
    ...message,
    links: Object.fromEntries(named(message).flatMap((no) => (ids.has(no) ? [[no, ids.get(no) as string]] : []))),
  }));
}
