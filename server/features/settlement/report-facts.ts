import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { claimDeadlines } from './clock.ts';
import { settlementSettingsOf } from './settings.ts';

/** The claims whose money is not settled and still has something reserved, with the reserves' amounts. */
export async function openReservesOf(db: Kysely<Database>, organisationId: string) {
  const rows = await db
    .selectFrom('settlement_files')
    .select(['claim_file_id', 'product', 'notice_date', 'reserve_indemnity', 'reserve_expenses'])
    .where('organisation_id', '=', organisationId)
    .where('state', '<>', 'paid')
    .execute();
  return rows
    .map((row) => ({
      ...row,
      reserve_indemnity: Number(row.reserve_indemnity),
      reserve_expenses: Number(row.reserve_expenses),
    }))
    .filter((row) => row.reserve_indemnity + row.reserve_expenses > 0);
}

/**
 * Every deadline of the claims noticed from `noticedFrom` on, as it stands on `now`: when it was
 * due, when it was done, met or breached and by how many days; with the penalties paid, by the day
 * each was paid. The compliance report folds these into months.
 */
export async function deadlineFactsOf(db: Kysely<Database>, organisationId: string, noticedFrom: string, now: Date) {
  const { settings } = await settlementSettingsOf(db, organisationId);
  const files = await db
    .selectFrom('settlement_files')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('notice_date', '>=', noticedFrom)
    .execute();
  const payments = await db
    .selectFrom('settlement_payments')
    .select(['claim_file_id', 'payee_kind', 'state', 'paid_on', 'penalty_minor'])
    .where('organisation_id', '=', organisationId)
    .where('claim_file_id', 'in', (eb) =>
      eb
        .selectFrom('settlement_files')
        .select('claim_file_id')
        .where('organisation_id', '=', organisationId)
        .where('notice_date', '>=', noticedFrom),
    )
    .execute();
  const paymentsOf = Map.groupBy(payments, (p) => p.claim_file_id);
  const deadlines = files.flatMap((file) => {
    const own = paymentsOf.get(file.claim_file_id) ?? [];
    return claimDeadlines(file, own, settings, now).map((d) => ({ claim_file_id: file.claim_file_id, ...d }));
  });
  const penalties = payments
    .filter((p) => p.state === 'paid' && p.paid_on && Number(p.penalty_minor) > 0)
    .map((p) => ({ claim_file_id: p.claim_file_id, paid_on: p.paid_on ?? '', penalty_minor: Number(p.penalty_minor) }));
  return { deadlines, penalties };
}
