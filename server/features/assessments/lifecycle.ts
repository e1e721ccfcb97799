import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EDITABLE_STATES, type NoteState } from '../../../contract/assessment.ts';
import { rolesOf } from '../organisations/index.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { changeNote, type NoteChange } from './change-note.ts';
import { followNoteStep, writeTimeline } from './deps.ts';
import { findNote, type VersionRow, wroteLines } from './repository.ts';
import { tellNoteStep } from './note-step-listener.ts';
import { tellApprovers, tellSubmitter } from './note-news.ts';
import { requireApprover, requireWorker } from './rules.ts';
import { approvalLimitOf, assessmentSettingsOf } from './settings.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { type NoteStep, noteStepText, stateWordKey } from '../../../contract/assessment-text.ts';
import type { Language } from '../../../contract/languages.ts';
import { translate } from '../../i18n.ts';

const BIG_COLUMNS = [
  'default_labour_rate',
  'parts_total',
  'labour_total',
  'paint_total',
  'subtotal',
  'vat',
  'total',
] as const;

/** A version's stored amounts as numbers again (PostgreSQL reads bigint as text), for its copy. */
const amountsOf = (version: VersionRow) =>
  Object.fromEntries(BIG_COLUMNS.map((c) => [c, Number(version[c])])) as Record<(typeof BIG_COLUMNS)[number], number>;

/** The state is named in the words of the caller's language, never by its code. */
const wrongState = (state: NoteState, language: Language) =>
  new AppError('conflict', 'error.assessment.wrongState', {
    params: { state: translate(language, stateWordKey(state)) },
  });

/**
 * The step's line on the assignment's timeline: the version, what happened, the total. It is kept
 * as data and put in words when read, so a Romanian page never shows an English state name.
 */
async function onTimeline(
  trx: Kysely<Database>,
  change: NoteChange,
  version: VersionRow,
  step: NoteStep,
  reason?: string,
) {
  const entry = { step, version_no: version.version_no, total: Number(version.total), ...(reason ? { reason } : {}) };
  const text = noteStepText(entry);
  await writeTimeline(trx, change.actor, change.assignment, change.now, { kind: 'assessment', text });
}

const stepOf = (change: NoteChange, step: 'submitted' | 'approved', total: number) => ({
  claimFileId: change.assignment.claim_file_id,
  organisationId: change.assignment.organisation_id,
  step,
  total,
  actor: change.actor,
  now: change.now,
});

/** A note that was never saved has nothing to submit, approve or supplement. */
async function requireStarted(change: NoteChange): Promise<void> {
  if (change.assignment.assignment_type !== 'assessment')
    throw new AppError('not_found', 'error.assessment.notAssessment');
  if (!(await findNote(change.db, change.assignment.id))) throw new AppError('conflict', 'error.assessment.noLines');
}

/** draft or returned -> submitted; the assignment moves to the organisation's "in progress" step. */
export async function submitNote(change: NoteChange, seen: () => number): Promise<number> {
  requireWorker(change.actor.user, change.assignment);
  await requireStarted(change);
  const expected = seen();
  return changeNote(change, expected, async (trx, _note, version) => {
    if (!EDITABLE_STATES.includes(version.state)) throw wrongState(version.state, change.language);
    const lines = await trx
      .selectFrom('assessment_note_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('note_version_id', '=', version.id)
      .executeTakeFirstOrThrow();
    if (Number(lines.n) === 0) throw new AppError('conflict', 'error.assessment.noLines', { field: 'lines' });
    await trx
      .updateTable('assessment_note_versions')
      .set({
        state: 'submitted',
        submitted_by_user_id: change.actor.user.id,
        // Whoever acted in person too, so standing in for a colleague never makes one person both sides.
        submitted_by_real_user_id: change.actor.realUserId,
        submitted_at: change.now.toISOString(),
      })
      .where('id', '=', version.id)
      .execute();
    await onTimeline(trx, change, version, 'submitted');
    await followNoteStep(trx, change.actor, change.assignment.id, 'in_progress', change.now);
    await tellNoteStep(trx, stepOf(change, 'submitted', Number(version.total)));
    await tellApprovers(trx, change, version);
  });
}

/**
 * submitted -> approved, by an approver who did not submit it, within the highest approval limit of
 * their roles; above it the note stays submitted for an approver whose limit covers it.
 */
export async function approveNote(change: NoteChange, seen: () => number): Promise<number> {
  const { user } = change.actor;
  requireApprover(user, change.assignment);
  await requireStarted(change);
  const expected = seen();
  const { settings } = await assessmentSettingsOf(change.db, change.assignment.organisation_id);
  const limit = approvalLimitOf(settings, rolesOf(user));
  return changeNote(change, expected, async (trx, _note, version) => {
    if (version.state !== 'submitted') throw wrongState(version.state, change.language);
    const submitters = [version.submitted_by_user_id, version.submitted_by_real_user_id];
    if (submitters.includes(user.id) || submitters.includes(change.actor.realUserId))
      throw new AppError('forbidden', 'error.assessment.ownNote');
    if (await wroteLines(trx, version.id, [user.id, change.actor.realUserId]))
      throw new AppError('forbidden', 'error.assessment.ownLines');
    const total = Number(version.total);
    if (total > limit)
      throw new AppError('forbidden', 'error.assessment.aboveLimit', {
        field: 'total',
        params: {
          total: formatLei(total, change.language),
          limit: formatLei(limit, change.language),
          total_bani: total,
          limit_bani: limit,
        },
      });
    await trx
      .updateTable('assessment_note_versions')
      .set({ state: 'approved', approved_by_user_id: user.id, approved_at: change.now.toISOString() })
      .where('id', '=', version.id)
      .execute();
    await onTimeline(trx, change, version, 'approved');
    await followNoteStep(trx, change.actor, change.assignment.id, 'approved', change.now);
    await tellNoteStep(trx, stepOf(change, 'approved', total));
    await tellSubmitter(trx, change, version, 'approved');
  });
}

/** submitted -> returned with a reason: editable again by the assessor, who sees why. */
export async function returnNote(change: NoteChange, seen: () => number, read: () => Promise<string>): Promise<number> {
  requireApprover(change.actor.user, change.assignment);
  await requireStarted(change);
  const expected = seen();
  const reason = await read();
  return changeNote(change, expected, async (trx, _note, version) => {
    if (version.state !== 'submitted') throw wrongState(version.state, change.language);
    await trx
      .updateTable('assessment_note_versions')
      .set({
        state: 'returned',
        return_reason: reason,
        returned_by_user_id: change.actor.user.id,
        returned_at: change.now.toISOString(),
      })
      .where('id', '=', version.id)
      .execute();
    await onTimeline(trx, change, version, 'returned', reason);
    await tellSubmitter(trx, change, version, 'returned');
  });
}

/**
 * A supplementary assessment: an approved note stays as it was approved, and a new draft version
 * starts as its copy, priced with the same default rate and VAT.
 */
export async function supplementNote(change: NoteChange, seen: () => number): Promise<number> {
  requireWorker(change.actor.user, change.assignment);
  await requireStarted(change);
  const expected = seen();
  return changeNote(change, expected, async (trx, note, version) => {
    if (version.state !== 'approved') throw wrongState(version.state, change.language);
    const at = change.now.toISOString();
    const next = { id: randomUUID(), version_no: version.version_no + 1 };
    await trx
      .insertInto('assessment_note_versions')
      .values({
        ...version,
        ...next,
        ...amountsOf(version),
        state: 'draft',
        return_reason: null,
        submitted_by_user_id: null,
        submitted_at: null,
        approved_by_user_id: null,
        approved_at: null,
        returned_by_user_id: null,
        returned_at: null,
        created_by_user_id: change.actor.realUserId,
        created_at: at,
      })
      .execute();
    const lines = await trx
      .selectFrom('assessment_note_items')
      .selectAll()
      .where('note_version_id', '=', version.id)
      .execute();
    const copies = lines.map((line) => ({
      ...line,
      id: randomUUID(),
      note_version_id: next.id,
      position: Number(line.position),
      quantity: Number(line.quantity),
      labour_hours: Number(line.labour_hours),
      labour_rate: line.labour_rate === null ? null : Number(line.labour_rate),
      part_price: Number(line.part_price),
      paint_materials: Number(line.paint_materials),
      created_at: at,
    }));
    if (copies.length > 0) await trx.insertInto('assessment_note_items').values(copies).execute();
    await trx
      .updateTable('assessment_notes')
      .set({ current_version_no: next.version_no })
      .where('id', '=', note.id)
      .execute();
    await onTimeline(trx, change, { ...version, version_no: next.version_no }, 'supplemented');
  });
}
