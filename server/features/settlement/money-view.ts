import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { translate } from '../../i18n.ts';
import { type ClaimMoney, claimMoneyOf } from './claim-money.ts';
import { claimDeadlines } from './clock.ts';
import { type ClaimFileRecord, userNamesOf } from './deps.ts';
import { paymentViewOf } from './payment-view.ts';
import { answerOf, lettersOf, paymentsOfFile } from './repository.ts';
import { mayHandleMoney } from './rules.ts';
import { reserveMovesOf } from './settlement-files.ts';

const reasonName = (money: ClaimMoney, code: string, language: Language) => {
  const reason = money.settings.refusal_reasons.find((r) => r.code === code);
  return reason ? (language === 'ro' ? reason.name_ro : reason.name_en) : code;
};

/** A claim's money as the claim file page shows it, in the reader's language. */
export async function moneyViewOf(
  db: Kysely<Database>,
  claim: ClaimFileRecord,
  actor: Actor,
  language: Language,
  now: Date,
): Promise<ClaimMoneyView> {
  const money = await claimMoneyOf(db, claim, now);
  const { file, settings, figure } = money;
  const [moves, letters, payments, mayHandle] = await Promise.all([
    reserveMovesOf(db, claim.id),
    lettersOf(db, claim.id),
    paymentsOfFile(db, claim.id),
    mayHandleMoney(db, actor.user, settings, claim.id),
  ]);
  const answer = await answerOf(db, letters.at(-1)?.id);
  const names = await userNamesOf(db, [
    ...moves.map((m) => m.user_id),
    ...letters.map((l) => l.created_by_user_id),
    ...payments.flatMap((p) => [p.proposed_by_user_id, p.approved_by_user_id]),
  ]);
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    claim_file_no: claim.claim_file_no,
    version: file.version,
    state: file.state,
    state_name: translate(language, `settlement.state.${file.state}`),
    may_handle: mayHandle,
    damage_kind: file.damage_kind,
    vat_recoverable: file.vat_recoverable === 1,
    vehicle_value_minor: file.vehicle_value === null ? null : Number(file.vehicle_value),
    salvage_value_minor: file.salvage_value === null ? null : Number(file.salvage_value),
    deductible_minor: money.deductible_minor,
    sum_insured_minor: money.sum_insured_minor,
    adjustments: money.adjustments,
    reserves: {
      indemnity_minor: Number(file.reserve_indemnity),
      expenses_minor: Number(file.reserve_expenses),
      moves: moves.map((m) => ({
        kind: m.kind,
        from_minor: Number(m.from_minor),
        to_minor: Number(m.to_minor),
        source: m.source,
        reason: m.reason,
        by: nameOf(m.user_id),
        at: m.created_at,
      })),
    },
    figure: {
      basis: figure.basis,
      lines: figure.lines.map((line) => ({
        key: line.key,
        label: translate(language, `settlement.figure.${line.key}`),
        amount_minor: line.amount_minor,
        reason: line.reason ?? null,
      })),
      total_minor: figure.total_minor,
      repair_share_basis_points: figure.repair_share_basis_points,
      total_loss_basis_points: settings.total_loss_basis_points,
    },
    deadlines: claimDeadlines(file, payments, settings, now),
    letters: letters.map((l) => ({
      id: l.id,
      kind: l.kind,
      amount_minor: l.amount_minor === null ? null : Number(l.amount_minor),
      reasons: (JSON.parse(l.reasons) as { name: string }[]).map((r) => r.name),
      text: l.text,
      language: l.language,
      sent_to: l.sent_to,
      created_at: l.created_at,
      created_by: nameOf(l.created_by_user_id) ?? '',
      pdf_href: `/api/settlement/letters/${l.id}/pdf`,
    })),
    answer: answer
      ? {
          kind: answer.kind,
          iban: answer.iban,
          holder_name: answer.holder_name,
          reason: answer.reason,
          created_at: answer.created_at,
        }
      : null,
    payments: payments.map((p) =>
      paymentViewOf(p, { actor, settings, language, now, names, claimFileNo: claim.claim_file_no }),
    ),
    refusal_reasons: settings.refusal_reasons.map((r) => ({ code: r.code, name: reasonName(money, r.code, language) })),
  };
}
