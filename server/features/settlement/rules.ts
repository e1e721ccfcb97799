import type { Kysely } from 'kysely';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import { isManager, mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { handlingAssignmentsOf, rolesOf, type UserRow } from './deps.ts';
import { paymentLimitOf } from './settings.ts';

/**
 * Who may do what with a claim's money:
 * - everyone on the organisation's staff reads it;
 * - someone with a payment authority (a role with a payment limit) who may change the claim's
 *   handling assignment, or any manager with one, sets reserves, the figure and the letters, and
 *   proposes payments;
 * - another person whose limit covers the amount (penalty included) approves a payment;
 * - a manager with a payment authority makes the bank file and records what the bank did.
 */
export async function mayHandleMoney(
  db: Kysely<Database>,
  user: UserRow,
  settings: SettlementSettings,
  claimFileId: string,
): Promise<boolean> {
  if (paymentLimitOf(settings, rolesOf(user)) <= 0) return false;
  if (isManager(user)) return true;
  const handling = (await handlingAssignmentsOf(db, [claimFileId])).get(claimFileId);
  return handling !== undefined && mayChange(user, handling);
}

export async function requireMoneyHandler(
  db: Kysely<Database>,
  user: UserRow,
  settings: SettlementSettings,
  claimFileId: string,
): Promise<void> {
  if (!(await mayHandleMoney(db, user, settings, claimFileId)))
    throw new AppError('forbidden', 'error.settlement.notHandler');
}

export function mayRunPayments(user: UserRow, settings: SettlementSettings): boolean {
  return isManager(user) && paymentLimitOf(settings, rolesOf(user)) > 0;
}

export function requirePaymentRunner(user: UserRow, settings: SettlementSettings): void {
  if (!mayRunPayments(user, settings)) throw new AppError('forbidden', 'error.settlement.notPaymentRunner');
}
