import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The parts a claim was reported with, kept on its first assignment as unpriced lines: the first
 * draft of an assessment starts from them (see recordedPartsOf).
 */
export async function recordReportedParts(
  trx: Kysely<Database>,
  assignmentId: string,
  parts: readonly string[],
  now: Date,
): Promise<void> {
  if (parts.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto('assessment_note_items')
    .values(
      parts.map((part) => ({
        id: randomUUID(),
        assignment_id: assignmentId,
        item_guid: part,
        operation: 'reported',
        created_at: at,
      })),
    )
    .execute();
}
