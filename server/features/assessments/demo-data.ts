import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A part noted on an assessment before any note was drawn up (the operation it needs, unpriced). */
export interface AssessedPart {
  id: string;
  assignment_id: string;
  item_guid: string;
  operation: string;
  created_at: string;
}

/** Writes the parts of many made-up assessments, a few hundred per statement (see addClaimsInBulk). */
export async function addAssessedPartsInBulk(db: Kysely<Database>, parts: readonly AssessedPart[]): Promise<void> {
  // Rows per insert stay well under SQLite's and PostgreSQL's parameter limits.
  for (let start = 0; start < parts.length; start += 300)
    await db
      .insertInto('assessment_note_items')
      .values(parts.slice(start, start + 300))
      .execute();
}
