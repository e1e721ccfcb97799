import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import type { MoneyState } from '../../../contract/settlement.ts';
import type { SettlementSettings } from '../../../contract/settlement-settings.ts';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { pain001Xml } from './bank-file/pain001.ts';
import { claimMoneyOf } from './claim-money.ts';
import { claimFileById } from './deps.ts';
import { deadlinesOf } from './legal-clock/deadlines.ts';
import { refreshNextDeadline } from './next-deadline.ts';
import { type ClaimToSettle, openSettlementFile, recordReserveMove } from './settlement-files.ts';

/** Every claim of the demo starts with its money row, as a claim reported today does. */
export async function openDemoSettlementFiles(db: Kysely<Database>, claims: readonly ClaimToSettle[], now: Date) {
  for (const claim of claims) await openSettlementFile(db, claim, { now });
}

/** A claim whose notice was `daysAgo` days ago and not yet answered: the demo's deadlines near and past. */
export async function setDemoNotice(db: Kysely<Database>, claimFileId: string, daysAgo: number, now: Date) {
  await db
    .updateTable('settlement_files')
    .set({ notice_date: addDays(businessDate(now), -daysAgo) })
    .where('claim_file_id', '=', claimFileId)
    .execute();
  await refreshNextDeadline(db, claimFileId);
}

export interface DemoMoney {
  claimFileId: string;
  /** The money state the claim is brought to, its approved note already there. */
  state: Exclude<MoneyState, 'open'> | 'approved';
  handler: string;
  approver: string;
  now: Date;
}

const DEMO_IBAN = 'RO49AAAA1B31007593840000';

/**
 * Brings a demo claim with an approved note to a money state, written as the work would have
 * written it: the indemnity reserve moved to the note, the offer (or refusal) sent ten days ago,
 * the claimant's answer, a payment proposed, approved, in a bank file and paid.
 */
export async function addDemoMoney(db: Kysely<Database>, demo: DemoMoney): Promise<void> {
  const claim = await claimFileById(db, demo.claimFileId);
  if (!claim) throw new Error(`No demo claim ${demo.claimFileId}.`);
  const money = await claimMoneyOf(db, claim, demo.now);
  const at = (daysAgo: number) => new Date(demo.now.getTime() - daysAgo * 86_400_000);
  const day = (daysAgo: number) => businessDate(at(daysAgo));
  const base = {
    claimFileId: claim.id,
    organisationId: claim.organisation_id,
    reason: null,
    userId: demo.approver,
    now: at(12),
  };
  const total = money.approved?.total ?? 0;
  await recordReserveMove(db, {
    ...base,
    kind: 'indemnity',
    from: Number(money.file.reserve_indemnity),
    to: total,
    source: 'approval',
  });
  await db
    .updateTable('settlement_files')
    .set({ reserve_indemnity: total, inspected_on: day(14), notice_date: day(18) })
    .where('claim_file_id', '=', claim.id)
    .execute();
  if (demo.state === 'approved') return refreshNextDeadline(db, claim.id);

  const refused = demo.state === 'refused';
  const letterId = randomUUID();
  const reasons = refused
    ? [{ code: 'damage_not_consistent', name: 'Avariile nu corespund evenimentului descris.' }]
    : [];
  await db
    .insertInto('settlement_letters')
    .values({
      id: letterId,
      claim_file_id: claim.id,
      organisation_id: claim.organisation_id,
      kind: refused ? 'refusal' : 'offer',
      amount_minor: refused ? null : money.figure.total_minor,
      figure: JSON.stringify(
        money.figure.lines.map((l) => ({
          label: translate('ro', `settlement.figure.${l.key}`),
          amount_minor: l.amount_minor,
          reason: l.reason ?? null,
        })),
      ),
      reasons: JSON.stringify(reasons),
      text: '',
      language: 'ro',
      recipient_name: claim.insured_name,
      sent_to: claim.contact?.includes('@') ? claim.contact : null,
      outbox_id: null,
      created_by_user_id: demo.handler,
      created_at: at(10).toISOString(),
    })
    .execute();
  const accepted = demo.state === 'accepted' || demo.state === 'paid';
  const state: MoneyState = demo.state;
  if (accepted || demo.state === 'disputed')
    await db
      .insertInto('settlement_answers')
      .values({
        id: randomUUID(),
        claim_file_id: claim.id,
        letter_id: letterId,
        kind: accepted ? 'accepted' : 'disputed',
        iban: accepted ? DEMO_IBAN : null,
        holder_name: accepted ? claim.insured_name : null,
        reason: accepted ? null : 'Suma nu acoperă reparația la service-ul autorizat.',
        created_at: at(7).toISOString(),
      })
      .execute();
  await db
    .updateTable('settlement_files')
    .set({ state, answered_on: day(10), ...(accepted ? { accepted_on: day(7) } : {}) })
    .where('claim_file_id', '=', claim.id)
    .execute();
  if (accepted)
    await addDemoPayment(db, {
      claim,
      amount: money.figure.total_minor,
      settings: money.settings,
      demo,
      acceptedOn: day(7),
      paid: demo.state === 'paid',
    });
  await refreshNextDeadline(db, claim.id);
}

async function addDemoPayment(
  db: Kysely<Database>,
  input: {
    claim: NonNullable<Awaited<ReturnType<typeof claimFileById>>>;
    amount: number;
    settings: SettlementSettings;
    demo: DemoMoney;
    acceptedOn: string;
    paid: boolean;
  },
) {
  const { claim, demo, settings } = input;
  const due = deadlinesOf({ noticeDate: input.acceptedOn, acceptedOn: input.acceptedOn }, settings.clock).payment_by;
  const paymentId = randomUUID();
  const now = demo.now.toISOString();
  let batchId: string | null = null;
  if (input.paid) {
    batchId = randomUUID();
    const messageId = `CLAIMS-DEMO-${claim.claim_file_no}`;
    const xml = pain001Xml({
      messageId,
      createdAt: new Date(demo.now.getTime() - 3 * 86_400_000),
      executionDate: businessDate(new Date(demo.now.getTime() - 2 * 86_400_000)),
      initiatingPartyName: settings.debtor.name,
      debtor: { name: settings.debtor.name, iban: settings.debtor.iban, bic: settings.debtor.bic },
      payments: [
        {
          endToEndId: paymentId.replaceAll('-', ''),
          amountMinor: input.amount,
          currency: 'RON',
          creditorName: claim.insured_name,
          creditorIban: DEMO_IBAN,
          creditorBic: null,
          remittance: `${claim.claim_file_no} indemnity`,
        },
      ],
    });
    await db
      .insertInto('settlement_batches')
      .values({
        id: batchId,
        organisation_id: claim.organisation_id,
        message_id: messageId,
        execution_date: businessDate(new Date(demo.now.getTime() - 2 * 86_400_000)),
        payment_count: 1,
        control_sum_minor: input.amount,
        xml,
        created_by_user_id: demo.approver,
        created_at: now,
      })
      .execute();
  }
  await db
    .insertInto('settlement_payments')
    .values({
      id: paymentId,
      organisation_id: claim.organisation_id,
      claim_file_id: claim.id,
      payee_kind: 'claimant',
      payee_name: claim.insured_name,
      iban: DEMO_IBAN,
      amount_minor: input.amount,
      due_date: due,
      penalty_minor: 0,
      state: input.paid ? 'paid' : 'proposed',
      proposed_by_user_id: demo.handler,
      proposed_by_real_user_id: demo.handler,
      proposed_at: now,
      approved_by_user_id: input.paid ? demo.approver : null,
      approved_at: input.paid ? now : null,
      batch_id: batchId,
      paid_on: input.paid ? businessDate(new Date(demo.now.getTime() - 86_400_000)) : null,
      version: input.paid ? 4 : 1,
      updated_at: now,
    })
    .execute();
  if (!input.paid) return;
  // Paid in full: the claim is settled and what was left reserved is released.
  const file = await db
    .selectFrom('settlement_files')
    .selectAll()
    .where('claim_file_id', '=', claim.id)
    .executeTakeFirstOrThrow();
  const move = {
    claimFileId: claim.id,
    organisationId: claim.organisation_id,
    source: 'payment' as const,
    reason: null,
  };
  const by = { userId: demo.approver, now: new Date(demo.now.getTime() - 86_400_000) };
  await recordReserveMove(db, { ...move, ...by, kind: 'indemnity', from: Number(file.reserve_indemnity), to: 0 });
  await recordReserveMove(db, { ...move, ...by, kind: 'expenses', from: Number(file.reserve_expenses), to: 0 });
  await db
    .updateTable('settlement_files')
    .set({ reserve_indemnity: 0, reserve_expenses: 0 })
    .where('claim_file_id', '=', claim.id)
    .execute();
}
