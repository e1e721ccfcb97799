import type { Generated } from 'kysely';

export interface OutboxTable {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  locked_until: string | null;
  sent_at: string | null;
  transport: string | null;
  last_error: string | null;
  /** One file an e-mail carries (a booking's calendar entry), as text. */
  attachment_name: Generated<string | null>;
  attachment_type: Generated<string | null>;
  attachment: Generated<string | null>;
  /** 'base64' for a binary file (a letter's PDF); null for text. */
  attachment_encoding: Generated<string | null>;
  /** Where a mail client's one-click unsubscribe posts (RFC 8058), for messages a visitor may stop. */
  unsubscribe_url: Generated<string | null>;
}

/** Further files an e-mail carries (a claim's documents sent by staff), base64, in the order given. */
export interface OutboxAttachmentsTable {
  outbox_id: string;
  position: number;
  name: string;
  type: string;
  content: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface OutboxTables {
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
}
