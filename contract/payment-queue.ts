import * as v from 'valibot';
import { PAYEE_KINDS, PAYMENT_STATES } from './settlement.ts';
import type { PaymentView } from './settlement-view.ts';

/**
 * The answers of the payments page (/api/settlement/payments and /batches), as schemas the staff
 * client checks them against. PaymentView itself is declared in settlement-view.ts; the schema
 * below is held to it in both directions at compile time, so the two cannot drift apart.
 */
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const PaymentViewSchema = v.object({
  id: v.string(),
  claim_file_no: v.string(),
  payee_kind: v.picklist(PAYEE_KINDS),
  payee_name: v.string(),
  iban: v.string(),
  amount_minor: v.number(),
  penalty_minor: v.number(),
  days_late: v.number(),
  due_date: v.nullable(day),
  state: v.picklist(PAYMENT_STATES),
  state_name: v.string(),
  proposed_by: v.string(),
  proposed_at: v.string(),
  approved_by: v.nullable(v.string()),
  approved_at: v.nullable(v.string()),
  paid_on: v.nullable(day),
  failure_reason: v.nullable(v.string()),
  batch_id: v.nullable(v.string()),
  version: v.number(),
  may_approve: v.boolean(),
  why_not: v.nullable(v.string()),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsView: Same<v.InferOutput<typeof PaymentViewSchema>, PaymentView> = true;
void sameAsView;

/** The organisation's payments on their way, those the caller may approve first. */
export const PaymentQueueSchema = v.array(PaymentViewSchema);

/** A bank file (pain.001) as listed: its message id names the downloaded XML. */
export const BankBatchSchema = v.object({
  id: v.string(),
  message_id: v.string(),
  execution_date: day,
  payment_count: v.number(),
  /** What the file pays in all, penalties included (bani). */
  control_sum_minor: v.number(),
  created_by: v.string(),
  created_at: v.string(),
});
export type BankBatch = v.InferOutput<typeof BankBatchSchema>;

export const BankBatchesSchema = v.array(BankBatchSchema);
export const BatchMadeSchema = v.object({ id: v.string() });
