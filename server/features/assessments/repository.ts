import type { Kysely, Selectable } from 'kysely';
import { ASSESSMENT_OPERATIONS, type AssessmentOperation, type ReplacedBefore } from '../../../contract/assessment.ts';
import type { AssessmentSettings } from '../../../contract/assessment-settings.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { assignmentsOfVehicle, referenceNamesOf, repairShopRateOf, userNamesOf } from './deps.ts';
import type { AssessmentNoteVersionsTable } from './tables.ts';

export type VersionRow = Selectable<AssessmentNoteVersionsTable>;

/** A stored line as the arithmetic and the comparison of versions read it (bigint columns made numbers). */
export interface StoredLine {
  id: string;
  position: number;
  item_guid: string;
  operation: string;
  quantity: number;
  labour_hours: number;
  labour_rate: number | null;
  part_price: number;
  paint_materials: number;
  remark: string;
  created_at: string;
  part_name: string;
}

export function findNote(db: Kysely<Database>, assignmentId: string) {
  return db.selectFrom('assessment_notes').selectAll().where('assignment_id', '=', assignmentId).executeTakeFirst();
}

export function versionsOf(db: Kysely<Database>, noteId: string) {
  return db
    .selectFrom('assessment_note_versions')
    .select(['version_no', 'state', 'created_at'])
    .where('note_id', '=', noteId)
    .orderBy('version_no')
    .execute();
}

export function findVersion(db: Kysely<Database>, noteId: string, versionNo: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom('assessment_note_versions')
    .selectAll()
    .where('note_id', '=', noteId)
    .where('version_no', '=', versionNo)
    .executeTakeFirst();
}

const partName = (names: { name_en: string; name_ro: string } | undefined, language: Language) =>
  names && (language === 'ro' ? names.name_ro : names.name_en);

/** Note items with their part's name in the caller's language, those `where` picks, in order. */
async function itemsOf(
  db: Kysely<Database>,
  pick: { versionId: string } | { recordedOn: string },
  language: Language,
): Promise<StoredLine[]> {
  let query = db
    .selectFrom('assessment_note_items as n')
    .select([
      'n.id',
      'n.position',
      'n.item_guid',
      'n.operation',
      'n.quantity',
      'n.labour_hours',
      'n.labour_rate',
      'n.part_price',
      'n.paint_materials',
      'n.remark',
      'n.created_at',
    ]);
  query =
    'versionId' in pick
      ? query.where('n.note_version_id', '=', pick.versionId).orderBy('n.position')
      : query
          .where('n.assignment_id', '=', pick.recordedOn)
          .where('n.note_version_id', 'is', null)
          .orderBy('n.created_at')
          .orderBy('n.id');
  const rows = await query.execute();
  const names = await referenceNamesOf(
    db,
    'vehicle_parts',
    rows.map((row) => row.item_guid),
  );
  return rows.map((row) => ({
    id: row.id,
    position: Number(row.position),
    item_guid: row.item_guid,
    operation: row.operation,
    quantity: Number(row.quantity),
    labour_hours: Number(row.labour_hours),
    labour_rate: row.labour_rate === null ? null : Number(row.labour_rate),
    part_price: Number(row.part_price),
    paint_materials: Number(row.paint_materials),
    remark: row.remark,
    created_at: row.created_at,
    part_name: partName(names.get(row.item_guid), language) ?? row.item_guid,
  }));
}

/** A version's lines in order, each with its part's name in the caller's language. */
export const linesOf = (db: Kysely<Database>, versionId: string, language: Language) =>
  itemsOf(db, { versionId }, language);

/** Quantities are kept in thousandths. */
const ONE_PIECE = 1000;

/**
 * The parts recorded on an assessment before it had a note (at intake, or in the older form that
 * kept parts without amounts): the lines a first draft starts from, one per part, unpriced, with an
 * operation the note knows ('reported' and older words read as a check), so nothing recorded is hidden.
 */
export async function recordedPartsOf(
  db: Kysely<Database>,
  assignmentId: string,
  language: Language,
): Promise<StoredLine[]> {
  const items = await itemsOf(db, { recordedOn: assignmentId }, language);
  const known = (op: string): op is AssessmentOperation => (ASSESSMENT_OPERATIONS as readonly string[]).includes(op);
  const seen = new Set<string>();
  return items
    .filter((item) => !seen.has(item.item_guid) && seen.add(item.item_guid))
    .map((item, position) => ({
      ...item,
      position,
      operation: known(item.operation) ? item.operation : 'check',
      // Quantities are kept in thousandths: an older part without one is one piece.
      quantity: item.quantity > 0 ? item.quantity : ONE_PIECE,
    }));
}

/** Which of these parts exist in the vehicle parts list. */
export async function knownParts(db: Kysely<Database>, guids: readonly string[]): Promise<Set<string>> {
  if (guids.length === 0) return new Set();
  return new Set((await referenceNamesOf(db, 'vehicle_parts', guids)).keys());
}

/**
 * Where each of these parts was replaced on another claim file of the same vehicle (same VIN, same
 * organisation), newest first: parts recorded before notes existed (dated when recorded) and the
 * lines of each note's latest approved version, dated by that approval. A draft, a submitted or a
 * returned version is only a proposal, so it says nothing about what was replaced.
 */
export async function replacedBefore(
  db: Kysely<Database>,
  file: { organisation_id: string; id: string; vin: string | null },
  guids: readonly string[],
): Promise<Map<string, ReplacedBefore[]>> {
  const found = new Map<string, ReplacedBefore[]>();
  if (!file.vin || guids.length === 0) return found;
  // The vehicle's other assignments are found first (by VIN, a handful), and their lines by part
  // through the (part, assignment) index: read from the parts side, a note of 200 common parts
  // walked every line of those parts in the organisation (over 100 ms with 20,000 assignments).
  const sameVehicle = (await assignmentsOfVehicle(db, file.organisation_id, file.vin)).filter(
    (assignment) => assignment.claim_file_id !== file.id,
  );
  if (sameVehicle.length === 0) return found;
  const claimOf = new Map(sameVehicle.map((assignment) => [assignment.id, assignment.claim_file_no]));
  const lines = await db
    .selectFrom('assessment_note_items as n')
    .leftJoin('assessment_note_versions as v', 'v.id', 'n.note_version_id')
    .select((eb) => ['n.item_guid', 'n.assignment_id', eb.fn.coalesce('v.approved_at', 'n.created_at').as('at')])
    .where('n.assignment_id', 'in', [...claimOf.keys()])
    .where('n.operation', '=', 'replace')
    .where('n.item_guid', 'in', [...new Set(guids)])
    .where((eb) =>
      eb.or([
        eb('n.note_version_id', 'is', null),
        eb.and([
          eb('v.state', '=', 'approved'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('assessment_note_versions as later')
                .select('later.id')
                .whereRef('later.note_id', '=', 'v.note_id')
                .where('later.state', '=', 'approved')
                .whereRef('later.version_no', '>', 'v.version_no'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('at', 'desc')
    .execute();
  const rows = lines.map((line) => ({ ...line, claim_file_no: claimOf.get(line.assignment_id) ?? '' }));
  for (const row of rows) {
    const list = found.get(row.item_guid) ?? [];
    if (!list.some((r) => r.claim_file_no === row.claim_file_no))
      list.push({ claim_file_no: row.claim_file_no, at: String(row.at) });
    found.set(row.item_guid, list);
  }
  return found;
}

/** The rate a new version starts from: the repair shop partner's own, else the organisation's default. */
export async function defaultRateFor(
  db: Kysely<Database>,
  partnerId: string | null,
  settings: AssessmentSettings,
): Promise<{ rate: number; from: 'partner' | 'settings' }> {
  const rate = partnerId ? await repairShopRateOf(db, partnerId) : null;
  if (rate !== null) return { rate, from: 'partner' };
  return { rate: settings.default_labour_rate, from: 'settings' };
}

/** Whether any of these people wrote the version's lines (see assessment_line_editors). */
export async function wroteLines(
  db: Kysely<Database>,
  versionId: string,
  userIds: readonly string[],
): Promise<boolean> {
  const row = await db
    .selectFrom('assessment_line_editors')
    .select('user_id')
    .where('note_version_id', '=', versionId)
    .where('user_id', 'in', [...userIds])
    .executeTakeFirst();
  return row !== undefined;
}
