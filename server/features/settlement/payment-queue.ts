import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { claimFileNumbersOf, userNamesOf } from './deps.ts';
import { paymentViewOf } from './payment-view.ts';
import { settlementSettingsOf } from './settings.ts';

/**
 * The organisation's payments on their way: proposed (waiting for an approver; those the caller may
 * approve first), approved (for the next bank file), in a bank file (waiting for the bank's word),
 * and the last hundred paid, newest first.
 */
export async function paymentQueue(
  db: Kysely<Database>,
  actor: Actor,
  language: Language,
  now: Date,
): Promise<PaymentView[]> {
  const organisationId = actor.user.organisation_id;
  const { settings } = await settlementSettingsOf(db, organisationId);
  const open = await db
    .selectFrom('settlement_payments')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('state', 'in', ['proposed', 'approved', 'in_batch'])
    .orderBy('proposed_at')
    .limit(500)
    .execute();
  const paid = await db
    .selectFrom('settlement_payments')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('state', '=', 'paid')
    .orderBy('updated_at', 'desc')
    .limit(100)
    .execute();
  const rows = [...open, ...paid];
  const [numbers, names] = await Promise.all([
    claimFileNumbersOf(
      db,
      rows.map((p) => p.claim_file_id),
    ),
    userNamesOf(
      db,
      rows.flatMap((p) => [p.proposed_by_user_id, p.approved_by_user_id]),
    ),
  ]);
  const views = rows.map((p) =>
    paymentViewOf(p, { actor, settings, language, now, names, claimFileNo: numbers.get(p.claim_file_id) ?? '' }),
  );
  const rank = (view: PaymentView) =>
    view.state === 'proposed'
      ? view.may_approve
        ? 0
        : 1
      : view.state === 'approved'
        ? 2
        : view.state === 'in_batch'
          ? 3
          : 4;
  return views.sort((a, b) => rank(a) - rank(b));
}
