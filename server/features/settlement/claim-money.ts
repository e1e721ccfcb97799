import type { Kysely } from 'kysely';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import type { Database } from '../../db/schema.ts';
import { assignmentIdsOfFile, type ClaimFileRecord, findPolicy, latestApprovedNoteOf } from './deps.ts';
import { type Figure, figureOf } from './figure.ts';
import { settlementSettingsOf } from './settings.ts';
import { type SettlementFileRow, settlementFileOf } from './settlement-files.ts';

export interface Adjustment {
  amount_minor: number;
  reason: string;
}

/** Everything the claim's money is decided from: the file, its money row, the settings, the policy's deductible, the approved note, the figure. */
export interface ClaimMoney {
  claim: ClaimFileRecord;
  file: SettlementFileRow;
  settings: SettlementSettings;
  settingsVersion: number;
  deductible_minor: number;
  sum_insured_minor: number | null;
  approved: Awaited<ReturnType<typeof latestApprovedNoteOf>>;
  adjustments: Adjustment[];
  figure: Figure;
}

export async function claimMoneyOf(db: Kysely<Database>, claim: ClaimFileRecord, now: Date): Promise<ClaimMoney> {
  const [file, { settings, version }, policy, approved] = await Promise.all([
    settlementFileOf(db, claim, now),
    settlementSettingsOf(db, claim.organisation_id),
    claim.policy_id ? findPolicy(db, claim.organisation_id, claim.policy_id) : Promise.resolve(undefined),
    assignmentIdsOfFile(db, claim.id).then((ids) => latestApprovedNoteOf(db, ids)),
  ]);
  const adjustments = JSON.parse(file.adjustments) as Adjustment[];
  const deductible = policy?.deductible_minor ?? 0;
  const figure = figureOf({
    approved,
    product: file.product,
    deductible_minor: deductible,
    vat_recoverable: file.vat_recoverable === 1,
    vehicle_value_minor: file.vehicle_value === null ? null : Number(file.vehicle_value),
    salvage_value_minor: file.salvage_value === null ? null : Number(file.salvage_value),
    adjustments,
    total_loss_basis_points: settings.total_loss_basis_points,
  });
  return {
    claim,
    file,
    settings,
    settingsVersion: version,
    deductible_minor: deductible,
    sum_insured_minor: policy?.sum_insured_minor ?? null,
    approved,
    adjustments,
    figure,
  };
}
