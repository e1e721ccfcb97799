import { randomUUID } from 'node:crypto';
import { EDITABLE_STATES, type NoteLinesInput, type NoteState } from '../../../contract/assessment.ts';
import { stateWordKey } from '../../../contract/assessment-text.ts';
import type { Language } from '../../../contract/languages.ts';
import { translate } from '../../i18n.ts';
import { AppError } from '../../errors.ts';
import { changeNote, type NoteChange } from './change-note.ts';
import { pricingOf, versionTotals } from './pricing.ts';
import { knownParts } from './repository.ts';
import { requireWorker } from './rules.ts';

/** The state is named in the words of the caller's language, never by its code. */
export const notEditable = (state: NoteState, language: Language) =>
  new AppError('conflict', 'error.assessment.notEditable', {
    params: { state: translate(language, stateWordKey(state)) },
  });

/**
 * PUT .../lines: the whole list of lines replaces the current version's, in a draft or a returned
 * note. The lines are priced with the default rate and VAT the version was created with (pricing.ts),
 * and the totals stored beside the version for the lists and the approval limit.
 */
export async function saveLines(
  change: NoteChange,
  seen: () => number,
  read: () => Promise<NoteLinesInput>,
): Promise<number> {
  const { db, actor, assignment, now } = change;
  requireWorker(actor.user, assignment);
  if (assignment.assignment_type !== 'assessment') throw new AppError('not_found', 'error.assessment.notAssessment');
  const expected = seen();
  const input = await read();
  const known = await knownParts(
    db,
    input.lines.map((l) => l.item_guid),
  );
  const unknown = input.lines.flatMap((line, i) =>
    known.has(line.item_guid) ? [] : [{ field: `lines.${i}.item_guid`, key: 'error.assessment.unknownPart' }],
  );
  if (unknown.length > 0)
    throw new AppError('validation_failed', 'error.assessment.unknownPart', { problems: unknown });
  // A part is on one line at most: its quantity counts the pieces, and its photos and history follow one line.
  const twice = input.lines.flatMap((line, i) =>
    input.lines.findIndex((other) => other.item_guid === line.item_guid) < i
      ? [{ field: `lines.${i}.item_guid`, key: 'error.assessment.partTwice' }]
      : [],
  );
  if (twice.length > 0) throw new AppError('validation_failed', 'error.assessment.partTwice', { problems: twice });
  return changeNote(change, expected, async (trx, _note, version) => {
    if (!EDITABLE_STATES.includes(version.state)) throw notEditable(version.state, change.language);
    const pricing = pricingOf(version);
    const at = now.toISOString();
    const rows = input.lines.map((line, position) => ({
      id: randomUUID(),
      assignment_id: assignment.id,
      note_version_id: version.id,
      position,
      item_guid: line.item_guid,
      operation: line.operation,
      quantity: line.quantity,
      labour_hours: line.labour_hours,
      labour_rate: line.labour_rate,
      part_price: line.part_price,
      paint_materials: line.paint_materials,
      remark: line.remark,
      created_at: at,
    }));
    await trx.deleteFrom('assessment_note_items').where('note_version_id', '=', version.id).execute();
    if (rows.length > 0) await trx.insertInto('assessment_note_items').values(rows).execute();
    await trx
      .updateTable('assessment_note_versions')
      .set(versionTotals(input.lines, pricing))
      .where('id', '=', version.id)
      .execute();
    // Whoever writes the lines, and whom they stand in for, may not approve this version.
    const editors = [...new Set([actor.user.id, actor.realUserId])];
    await trx
      .insertInto('assessment_line_editors')
      .values(editors.map((user_id) => ({ note_version_id: version.id, user_id })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}
