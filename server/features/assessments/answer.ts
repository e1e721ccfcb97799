import type { Kysely } from 'kysely';
import {
  type AssessmentNote,
  type AssessmentOperation,
  EDITABLE_STATES,
  lineAmounts,
  lineChanges,
  type NoteLine,
  noteTotals,
  type PersonAt,
} from '../../../contract/assessment.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type AssignmentRow, claimFileOf, type UserRow, userNamesOf } from './deps.ts';
import { freshPricing } from './pricing.ts';
import {
  findNote,
  findVersion,
  linesOf,
  recordedPartsOf,
  replacedBefore,
  type StoredLine,
  versionsOf,
  wroteLines,
} from './repository.ts';
import { isApprover, mayApprove, mayWork } from './rules.ts';
import { approvalLimitOf, assessmentSettingsOf } from './settings.ts';
import { rolesOf } from '../organisations/index.ts';

/** Lines as the answer shows them: the rate each is priced at, its amounts, where its part was replaced before. */
export function pricedLines(
  lines: readonly StoredLine[],
  defaultRate: number,
  replaced: Map<string, NoteLine['replaced_before']>,
): NoteLine[] {
  return lines.map((line) => {
    const rate = line.labour_rate ?? defaultRate;
    return {
      id: line.id,
      position: line.position,
      item_guid: line.item_guid,
      part_name: line.part_name,
      operation: line.operation as AssessmentOperation,
      quantity: line.quantity,
      labour_hours: line.labour_hours,
      labour_rate: rate,
      default_rate: line.labour_rate === null,
      part_price: line.part_price,
      paint_materials: line.paint_materials,
      remark: line.remark,
      amounts: lineAmounts({ ...line, labour_rate: rate }),
      replaced_before: replaced.get(line.item_guid) ?? [],
    };
  });
}

const personAt = (names: Map<string, string>, id: string | null, at: string | null): PersonAt | null =>
  id && at ? { user_id: id, name: names.get(id) ?? '', at } : null;

/**
 * The note of an assessment assignment as this user sees it: the current version, or `versionNo`.
 * Before its first save the note is an empty draft at version 0.
 */
export async function noteAnswer(
  db: Kysely<Database>,
  user: UserRow,
  assignment: AssignmentRow,
  language: Language,
  versionNo?: number,
): Promise<AssessmentNote> {
  if (assignment.assignment_type !== 'assessment') throw new AppError('not_found', 'error.assessment.notAssessment');
  const file = await claimFileOf(db, assignment);
  const { settings } = await assessmentSettingsOf(db, assignment.organisation_id);
  const roles = rolesOf(user);
  const approvalLimit = isApprover(user) ? approvalLimitOf(settings, roles) : null;
  const note = await findNote(db, assignment.id);
  const base = { assignment_id: assignment.id, claim_file_no: file.claim_file_no, vin: file.vin ?? '' };
  if (!note) {
    if (versionNo !== undefined && versionNo !== 1)
      throw new AppError('not_found', 'error.assessment.versionNotFound', { field: 'version_no' });
    const pricing = await freshPricing(db, assignment, settings);
    // What was recorded before the note (at intake, or in the older form) is its first draft's lines.
    const recorded = await recordedPartsOf(db, assignment.id, language);
    const replaced = await replacedBefore(
      db,
      file,
      recorded.map((l) => l.item_guid),
    );
    const lines = pricedLines(recorded, pricing.default_labour_rate, replaced);
    return {
      ...base,
      version: 0,
      version_no: 1,
      versions: [],
      latest: true,
      state: 'draft',
      default_labour_rate: pricing.default_labour_rate,
      default_rate_from: pricing.default_rate_from,
      lines,
      totals: noteTotals(lines, pricing.vat_basis_points),
      return_reason: null,
      submitted: null,
      approved: null,
      returned: null,
      approval_limit: approvalLimit,
      allowed: { edit: mayWork(user, assignment), submit: false, approve: false, return: false, supplement: false },
      changes: [],
    };
  }
  const wanted = versionNo ?? note.current_version_no;
  const version = await findVersion(db, note.id, wanted);
  if (!version) throw new AppError('not_found', 'error.assessment.versionNotFound', { field: 'version_no' });
  const stored = await linesOf(db, version.id, language);
  const defaultRate = Number(version.default_labour_rate);
  const replaced = await replacedBefore(
    db,
    file,
    stored.map((l) => l.item_guid),
  );
  const lines = pricedLines(stored, defaultRate, replaced);
  const previous = version.version_no > 1 ? await findVersion(db, note.id, version.version_no - 1) : undefined;
  const changes = previous ? lineChanges(await linesOf(db, previous.id, language), stored) : [];
  const names = await userNamesOf(db, [
    version.submitted_by_user_id,
    version.approved_by_user_id,
    version.returned_by_user_id,
  ]);
  const latest = wanted === note.current_version_no;
  const editable = latest && EDITABLE_STATES.includes(version.state);
  const submittedByCaller = [version.submitted_by_user_id, version.submitted_by_real_user_id].includes(user.id);
  // The button follows the rule approveNote holds: not for whoever wrote this version's lines.
  const wroteByCaller = version.state === 'submitted' && (await wroteLines(db, version.id, [user.id]));
  return {
    ...base,
    version: note.version,
    version_no: version.version_no,
    versions: await versionsOf(db, note.id),
    latest,
    state: version.state,
    default_labour_rate: defaultRate,
    default_rate_from: version.default_rate_from,
    lines,
    totals: noteTotals(lines, version.vat_basis_points),
    return_reason: version.return_reason,
    submitted: personAt(names, version.submitted_by_user_id, version.submitted_at),
    approved: personAt(names, version.approved_by_user_id, version.approved_at),
    returned: personAt(names, version.returned_by_user_id, version.returned_at),
    approval_limit: approvalLimit,
    allowed: {
      edit: editable && mayWork(user, assignment),
      submit: editable && mayWork(user, assignment) && lines.length > 0,
      approve:
        latest && version.state === 'submitted' && mayApprove(user, assignment) && !submittedByCaller && !wroteByCaller,
      return: latest && version.state === 'submitted' && mayApprove(user, assignment),
      supplement: latest && version.state === 'approved' && mayWork(user, assignment),
    },
    changes,
  };
}
