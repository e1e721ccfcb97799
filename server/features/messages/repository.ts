import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MessageTemplate, MessageTemplateInput } from '../../../contract/messages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { staleVersion } from '../../http/version.ts';
import { withUserNames } from '../organisations/index.ts';

const COLUMNS = ['id', 'name', 'subject_en', 'body_en', 'subject_ro', 'body_ro', 'version'] as const;

/** The organisation's message templates, by name. */
export async function templatesOf(db: Kysely<Database>, organisationId: string): Promise<MessageTemplate[]> {
  return db
    .selectFrom('message_templates')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** One template of the organisation; 404 for another organisation's or none. */
export async function templateOf(db: Kysely<Database>, organisationId: string, id: string): Promise<MessageTemplate> {
  const row = await db
    .selectFrom('message_templates')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', 'error.messageTemplate.notFound');
  return row;
}

/** The answer to a change made on an old version: the template as it is now and who changed it when. */
export async function staleTemplate(db: Kysely<Database>, organisationId: string, id: string): Promise<AppError> {
  const template = await templateOf(db, organisationId, id);
  const last = await db
    .selectFrom('message_templates')
    .select(['updated_by_user_id', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [named] = await withUserNames(db, [last], { changed_by: 'updated_by_user_id' });
  return staleVersion(template, template.version, {
    changed_by: named?.changed_by ?? null,
    changed_at: last.updated_at,
  });
}

export async function insertTemplate(
  db: Kysely<Database>,
  organisationId: string,
  input: MessageTemplateInput,
  byUserId: string,
  at: Date,
): Promise<string> {
  const id = randomUUID();
  const now = at.toISOString();
  await db
    .insertInto('message_templates')
    .values({
      id,
      organisation_id: organisationId,
      ...input,
      created_at: now,
      updated_at: now,
      updated_by_user_id: byUserId,
    })
    .execute();
  return id;
}

/** Changes the template if it is still on the version seen (one statement checks and bumps); false otherwise. */
export async function updateTemplate(
  db: Kysely<Database>,
  id: string,
  expected: number,
  input: MessageTemplateInput,
  byUserId: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('message_templates')
    .set({ ...input, version: sql<number>`version + 1`, updated_by_user_id: byUserId, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the template if it is still on the version seen; false otherwise. */
export async function deleteTemplate(db: Kysely<Database>, id: string, expected: number): Promise<boolean> {
  const result = await db
    .deleteFrom('message_templates')
    .where('id', '=', id)
    .where('version', '=', expected)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
