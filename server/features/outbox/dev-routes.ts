import type { Kysely } from 'kysely';
import type { DevOutboxEntry } from '../../../contract/dev.ts';
import type { Database } from '../../db/schema.ts';
import { factory } from '../../http/app-env.ts';
import { fileNamesOf, listRecentMessages } from './repository.ts';

/** GET /api/dev/outbox: the development mailbox, newest first. Never mounted in production. */
export function devOutboxRoutes(db: Kysely<Database>) {
  return factory.createApp().get('/', async (c) => {
    const messages = await listRecentMessages(db, 100);
    const files = await fileNamesOf(
      db,
      messages.map((m) => m.id),
    );
    const body: DevOutboxEntry[] = messages.map((m) => ({
      to: m.recipient,
      channel: m.channel,
      subject: m.subject,
      body: m.body,
      time: m.created_at,
      attachments: [...(m.attachment_name ? [m.attachment_name] : []), ...(files.get(m.id) ?? [])],
    }));
    return c.json(body);
  });
}
