import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { referenceNamesOf } from './deps.ts';

/**
 * The parts that count on these assignments: those reported at intake (no note version) and the
 * lines of each note's current version; earlier versions of a supplemented note stay out. Oldest
 * first, in each version's order; `itemGuid` keeps one part only.
 */
export function currentPartsOf(db: Kysely<Database>, assignmentIds: readonly string[], itemGuid?: string) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('assessment_note_items as n')
    .leftJoin('assessment_note_versions as v', 'v.id', 'n.note_version_id')
    .leftJoin('assessment_notes as note', 'note.id', 'v.note_id')
    .select(['n.assignment_id', 'n.item_guid', 'n.operation', 'n.created_at'])
    .where('n.assignment_id', 'in', [...assignmentIds])
    .where((eb) =>
      eb.or([eb('n.note_version_id', 'is', null), eb('v.version_no', '=', eb.ref('note.current_version_no'))]),
    );
  if (itemGuid !== undefined) query = query.where('n.item_guid', '=', itemGuid);
  return query.orderBy('n.created_at').orderBy('n.position').execute();
}

/** The parts' names in the reader's language, by part; a part the list no longer holds goes by its code. */
export async function partNamesIn(db: Kysely<Database>, guids: readonly string[], language: Language) {
  const names = await referenceNamesOf(db, 'vehicle_parts', guids);
  return (guid: string) => {
    const name = names.get(guid);
    return (name && (language === 'ro' ? name.name_ro : name.name_en)) ?? guid;
  };
}

/** The parts that count on one assignment, named in the reader's language: what its page lists. */
export async function noteItemsOf(db: Kysely<Database>, assignmentId: string, language: Language) {
  const parts = await currentPartsOf(db, [assignmentId]);
  const nameOf = await partNamesIn(
    db,
    parts.map((part) => part.item_guid),
    language,
  );
  return parts.map((part) => ({ item_guid: part.item_guid, name: nameOf(part.item_guid), operation: part.operation }));
}
