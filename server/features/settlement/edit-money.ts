import type { Kysely } from 'kysely';
import type { FigureInput, ReservesInput } from '../../../contract/settlement.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { changeSettlementFile } from './change-file.ts';
import type { ClaimFileRecord } from './deps.ts';
import { requireMoneyHandler } from './rules.ts';
import { recordReserveMove } from './settlement-files.ts';
import { settlementSettingsOf } from './settings.ts';

export interface MoneyChange {
  db: Kysely<Database>;
  claim: ClaimFileRecord;
  actor: Actor;
  expected: () => number;
  language: Language;
  now: Date;
}

/** Once the claimant's money is settled, its figure and reserves stand as they were paid. */
const SETTLED = new Set(['paid']);

/** Reserves changed by hand, with the reason kept beside each move. */
export async function setReserves(change: MoneyChange, input: ReservesInput): Promise<void> {
  const { db, claim, actor, now } = change;
  const { settings } = await settlementSettingsOf(db, claim.organisation_id);
  await requireMoneyHandler(db, actor.user, settings, claim.id);
  const expected = change.expected();
  await changeSettlementFile(
    db,
    { claimFileId: claim.id, expected, userId: actor.realUserId, now },
    async (trx, file) => {
      const move = {
        claimFileId: claim.id,
        organisationId: claim.organisation_id,
        source: 'manual' as const,
        reason: input.reason,
      };
      const by = { userId: actor.realUserId, now };
      await recordReserveMove(trx, {
        ...move,
        ...by,
        kind: 'indemnity',
        from: Number(file.reserve_indemnity),
        to: input.indemnity_minor,
      });
      await recordReserveMove(trx, {
        ...move,
        ...by,
        kind: 'expenses',
        from: Number(file.reserve_expenses),
        to: input.expenses_minor,
      });
      await trx
        .updateTable('settlement_files')
        .set({ reserve_indemnity: input.indemnity_minor, reserve_expenses: input.expenses_minor })
        .where('claim_file_id', '=', claim.id)
        .execute();
    },
  );
}

/** What the figure is made of: the damage kind, VAT recovery, the vehicle's and wreck's values, adjustments with reasons. */
export async function setFigure(change: MoneyChange, input: FigureInput): Promise<void> {
  const { db, claim, actor, now } = change;
  const { settings } = await settlementSettingsOf(db, claim.organisation_id);
  await requireMoneyHandler(db, actor.user, settings, claim.id);
  if (
    input.salvage_value_minor !== null &&
    input.vehicle_value_minor !== null &&
    input.salvage_value_minor > input.vehicle_value_minor
  )
    throw new AppError('validation_failed', 'error.settlement.salvageAboveValue', { field: 'salvage_value_minor' });
  const expected = change.expected();
  await changeSettlementFile(
    db,
    { claimFileId: claim.id, expected, userId: actor.realUserId, now },
    async (trx, file) => {
      if (SETTLED.has(file.state)) throw new AppError('conflict', 'error.settlement.settled');
      await trx
        .updateTable('settlement_files')
        .set({
          damage_kind: input.damage_kind,
          vat_recoverable: input.vat_recoverable ? 1 : 0,
          vehicle_value: input.vehicle_value_minor,
          salvage_value: input.salvage_value_minor,
          adjustments: JSON.stringify(input.adjustments),
        })
        .where('claim_file_id', '=', claim.id)
        .execute();
    },
  );
}
