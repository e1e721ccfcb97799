import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { DamageKind, ReserveKind, ReserveSource } from '../../../contract/settlement.ts';
import type { Database } from '../../db/schema.ts';
import type { ChangedBy } from '../../http/version.ts';
import { userNamesOf } from './deps.ts';
import { refreshNextDeadline } from './next-deadline.ts';
import { settlementSettingsOf, startingReserves } from './settings.ts';
import type { SettlementFilesTable } from './tables.ts';

export type SettlementFileRow = Selectable<SettlementFilesTable>;

export function findSettlementFile(db: Kysely<Database>, claimFileId: string): Promise<SettlementFileRow | undefined> {
  return db.selectFrom('settlement_files').selectAll().where('claim_file_id', '=', claimFileId).executeTakeFirst();
}

/** What a claim file's money row starts from. */
export interface ClaimToSettle {
  id: string;
  organisation_id: string;
  policy_type: string;
  created_at: string;
}

export interface ReserveMove {
  claimFileId: string;
  organisationId: string;
  kind: ReserveKind;
  from: number;
  to: number;
  source: ReserveSource;
  reason: string | null;
  userId: string | null;
  now: Date;
}

/** Keeps one move of a reserve (a move to the same amount is no move, and is not kept). */
export async function recordReserveMove(db: Kysely<Database>, move: ReserveMove): Promise<void> {
  if (move.from === move.to) return;
  await db
    .insertInto('settlement_reserve_changes')
    .values({
      id: randomUUID(),
      claim_file_id: move.claimFileId,
      organisation_id: move.organisationId,
      kind: move.kind,
      from_minor: move.from,
      to_minor: move.to,
      source: move.source,
      reason: move.reason,
      user_id: move.userId,
      created_at: move.now.toISOString(),
    })
    .execute();
}

/**
 * The claim's money row, made when the claim comes in: the reserves its product and damage kind
 * start with (kept as the first moves of each), the notice on the day the file was made. Of two
 * callers at once the key lets one in; both then read the same row.
 */
export async function openSettlementFile(
  db: Kysely<Database>,
  claim: ClaimToSettle,
  options: { damageKind?: DamageKind; userId?: string | null; now: Date },
): Promise<SettlementFileRow> {
  const damageKind = options.damageKind ?? 'collision';
  const { settings } = await settlementSettingsOf(db, claim.organisation_id);
  const reserves = startingReserves(settings, claim.policy_type, damageKind);
  const at = options.now.toISOString();
  const inserted = await db
    .insertInto('settlement_files')
    .values({
      claim_file_id: claim.id,
      organisation_id: claim.organisation_id,
      notice_date: businessDate(new Date(claim.created_at)),
      product: claim.policy_type,
      damage_kind: damageKind,
      state: 'open',
      reserve_indemnity: reserves.indemnity_minor,
      reserve_expenses: reserves.expenses_minor,
      vat_recoverable: 0,
      adjustments: '[]',
      version: 1,
      created_at: at,
      updated_at: at,
      updated_by_user_id: options.userId ?? null,
    })
    .onConflict((oc) => oc.column('claim_file_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
    const move = { claimFileId: claim.id, organisationId: claim.organisation_id, from: 0, source: 'intake' as const };
    const by = { reason: null, userId: options.userId ?? null, now: options.now };
    await recordReserveMove(db, { ...move, ...by, kind: 'indemnity', to: reserves.indemnity_minor });
    await recordReserveMove(db, { ...move, ...by, kind: 'expenses', to: reserves.expenses_minor });
    await refreshNextDeadline(db, claim.id);
  }
  const row = await findSettlementFile(db, claim.id);
  if (!row) throw new Error(`The money row of claim file ${claim.id} was not written.`);
  return row;
}

/** The claim's money row, made on first use for a claim that came in another way (older claims, demo data). */
export async function settlementFileOf(
  db: Kysely<Database>,
  claim: ClaimToSettle,
  now: Date,
): Promise<SettlementFileRow> {
  return (await findSettlementFile(db, claim.id)) ?? openSettlementFile(db, claim, { now });
}

/** Who made the last change of a claim's money and when: a change refused as stale names them. */
export async function lastMoneyChangeOf(db: Kysely<Database>, claimFileId: string): Promise<ChangedBy> {
  const file = await findSettlementFile(db, claimFileId);
  const names = await userNamesOf(db, [file?.updated_by_user_id]);
  return {
    changed_by: (file?.updated_by_user_id && names.get(file.updated_by_user_id)) || null,
    changed_at: file?.updated_at ?? null,
  };
}

/** The reserve history of a claim file, oldest first. */
export function reserveMovesOf(db: Kysely<Database>, claimFileId: string) {
  return db
    .selectFrom('settlement_reserve_changes')
    .selectAll()
    .where('claim_file_id', '=', claimFileId)
    .orderBy('created_at')
    .orderBy('kind')
    .execute();
}
