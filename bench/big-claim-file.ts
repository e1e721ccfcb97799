import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema.ts';
import { timeOrderedId } from '../server/db/time-ordered-id.ts';

export const BIG_CLAIM_FILE_NO = 'DEMO000050';
const TYPES = ['claim_notification', 'vehicle_inspection', 'assessment'] as const;

/**
 * One claim file of the demo organisation with 50 assignments, each with a few timeline entries
 * and a document: what the claim file page's single call is measured on.
 */
export async function seedBigClaimFile(db: Kysely<Database>, now: Date, assignments = 50): Promise<void> {
  const demo = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
  const template = await db
    .selectFrom('claim_files')
    .selectAll()
    .where('organisation_id', '=', demo.id)
    .orderBy('claim_file_no')
    .executeTakeFirstOrThrow();
  const fileId = timeOrderedId(now);
  const at = now.toISOString();
  const { id: _id, claim_file_no: _no, tracker_case_id: _case, ...copied } = template;
  await db
    .insertInto('claim_files')
    .values({ ...copied, id: fileId, claim_file_no: BIG_CLAIM_FILE_NO, tracker_case_id: null, created_at: at })
    .execute();
  for (let n = 1; n <= assignments; n++) {
    const id = timeOrderedId(now);
    await db
      .insertInto('assignments')
      .values({
        id,
        organisation_id: demo.id,
        claim_file_id: fileId,
        assignment_no: `${BIG_CLAIM_FILE_NO}-${n}`,
        assignment_type: TYPES[n % TYPES.length]!,
        status_code: 'new',
        is_final: 0,
        assignee_user_id: null,
        group_code: 'claims-bucharest',
        guest_key: randomBytes(16).toString('hex'),
        due_date: at.slice(0, 10),
        is_case_master: n === 1 ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('timeline_entries')
      .values(
        ['created', 'note', 'note'].map((kind, i) => ({
          id: timeOrderedId(now),
          assignment_id: id,
          kind: kind as 'created' | 'note',
          actor_user_id: null,
          acting_as_user_id: null,
          text: `Entry ${i + 1} of assignment ${n}`,
          status_code: kind === 'created' ? 'new' : null,
          outbox_id: null,
          created_at: at,
        })),
      )
      .execute();
    await db
      .insertInto('documents')
      .values({
        id: timeOrderedId(now),
        assignment_id: id,
        request_key: null,
        doc_type: 'photos',
        status: 'requested',
        reject_reason: null,
        file_name: null,
        content_type: null,
        size: null,
        storage_key: null,
        uploaded_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
