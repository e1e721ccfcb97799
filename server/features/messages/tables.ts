import type { Generated } from 'kysely';

/** A message an organisation's staff start from: its subject and body in both languages, with {{field}} placeholders. */
export interface MessageTemplatesTable {
  id: string;
  organisation_id: string;
  name: string;
  subject_en: string;
  body_en: string;
  subject_ro: string;
  body_ro: string;
  created_at: string;
  updated_at: string;
  /** Who made the last change (the real person when impersonating), named when a stale change is refused. */
  updated_by_user_id: string | null;
  /** Bumped by every change; a change names the version it was made on (If-Match). */
  version: Generated<number>;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface MessageTables {
  message_templates: MessageTemplatesTable;
}
