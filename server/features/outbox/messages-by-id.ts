import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What was sent, for the messages a timeline or a print names, by outbox id. A message pruned
 * from the outbox is simply absent: the timeline still says that something was sent.
 */
export async function messagesById(db: Kysely<Database>, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, SentMessage>();
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body', 'created_at'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface SentMessage {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}
