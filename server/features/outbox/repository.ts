import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.ts';

export type OutboxMessage = Selectable<OutboxTable>;

export interface NewMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  /** One file for an e-mail (a booking's calendar entry as text, a letter's PDF as base64). */
  attachment?: { name: string; type: string; content: string; encoding?: 'base64' };
  /** Further files for an e-mail, as base64 (a claim's documents that staff send). */
  files?: readonly OutboxFile[];
  /** Where a mail client's one-click unsubscribe posts, for messages the recipient may stop. */
  unsubscribeUrl?: string;
}

/** A file an e-mail carries besides its one `attachment`: its name, type and bytes as base64. */
export interface OutboxFile {
  name: string;
  type: string;
  content: string;
}

/**
 * Writes a message to the outbox. Call it inside the transaction of the change that causes the
 * message, so the change and its message commit together or not at all.
 */
export async function enqueueMessage(db: Kysely<Database>, now: Date, message: NewMessage): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  const { attachment, unsubscribeUrl, files = [], ...fields } = message;
  const file = attachment
    ? {
        attachment_name: attachment.name,
        attachment_type: attachment.type,
        attachment: attachment.content,
        attachment_encoding: attachment.encoding ?? null,
      }
    : {};
  await db
    .insertInto('outbox')
    .values({ id, ...fields, ...file, unsubscribe_url: unsubscribeUrl ?? null, created_at: at, next_attempt_at: at })
    .execute();
  for (const [position, f] of files.entries())
    await db
      .insertInto('outbox_attachments')
      .values({ outbox_id: id, position, name: f.name, type: f.type, content: f.content })
      .execute();
  return id;
}

/** The further files of these messages by message id, each message's in the order given. */
export async function filesOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, OutboxFile[]>> {
  const files = new Map<string, OutboxFile[]>();
  if (ids.length === 0) return files;
  const rows = await db
    .selectFrom('outbox_attachments')
    .select(['outbox_id', 'name', 'type', 'content'])
    .where('outbox_id', 'in', ids)
    .orderBy('outbox_id')
    .orderBy('position')
    .execute();
  for (const { outbox_id: id, ...file } of rows) files.set(id, [...(files.get(id) ?? []), file]);
  return files;
}

/** The names of the further files of these messages, for the development mailbox. */
export async function fileNamesOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom('outbox_attachments')
    .select(['outbox_id', 'name'])
    .where('outbox_id', 'in', ids)
    .orderBy('outbox_id')
    .orderBy('position')
    .execute();
  for (const row of rows) names.set(row.outbox_id, [...(names.get(row.outbox_id) ?? []), row.name]);
  return names;
}

/**
 * Takes up to `limit` due messages for sending, leasing each for `leaseMs` so that another
 * instance does not send it too. A lease that runs out (the sender died) frees the message again.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<OutboxMessage[]> {
  const at = now.toISOString();
  const candidates = await db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  const claimed: OutboxMessage[] = [];
  for (const message of candidates) {
    const lease = await db
      .updateTable('outbox')
      .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: message.attempts + 1 })
      .where('id', '=', message.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .executeTakeFirst();
    if (lease.numUpdatedRows === 1n) claimed.push({ ...message, attempts: message.attempts + 1 });
  }
  return claimed;
}

export async function markSent(db: Kysely<Database>, id: string, now: Date, transport: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: now.toISOString(), transport, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Puts a message back for a later try, waiting longer after each failure (up to an hour). */
export async function markFailed(
  db: Kysely<Database>,
  message: OutboxMessage,
  now: Date,
  error: string,
): Promise<void> {
  const waitMs = Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, message.attempts - 1));
  await db
    .updateTable('outbox')
    .set({
      next_attempt_at: new Date(now.getTime() + waitMs).toISOString(),
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', message.id)
    .execute();
}

export async function listRecentMessages(db: Kysely<Database>, limit: number): Promise<OutboxMessage[]> {
  return db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
