import { businessDate } from '../../../contract/business-time.ts';
import { bumpSettlementFile } from './change-file.ts';
import { claimFileById, type NoteStepListener } from './deps.ts';
import { refreshNextDeadline } from './next-deadline.ts';
import { recordReserveMove, settlementFileOf } from './settlement-files.ts';

/**
 * The money follows the claim's assessment: the first note submitted says the vehicle was
 * inspected (the inspection deadline is met that day); an approved note moves the indemnity
 * reserve to its total.
 */
export const followNoteSteps: NoteStepListener = async (trx, step) => {
  const claim = await claimFileById(trx, step.claimFileId);
  if (!claim) return;
  const file = await settlementFileOf(trx, claim, step.now);
  if (step.step === 'submitted') {
    if (file.inspected_on) return;
    await trx
      .updateTable('settlement_files')
      .set({ inspected_on: businessDate(step.now) })
      .where('claim_file_id', '=', claim.id)
      .execute();
  } else {
    const from = Number(file.reserve_indemnity);
    await recordReserveMove(trx, {
      claimFileId: claim.id,
      organisationId: claim.organisation_id,
      kind: 'indemnity',
      from,
      to: step.total,
      source: 'approval',
      reason: null,
      userId: step.actor.realUserId,
      now: step.now,
    });
    await trx
      .updateTable('settlement_files')
      .set({ reserve_indemnity: step.total })
      .where('claim_file_id', '=', claim.id)
      .execute();
  }
  await bumpSettlementFile(trx, claim.id, step.now, step.actor.realUserId);
  await refreshNextDeadline(trx, claim.id);
};
