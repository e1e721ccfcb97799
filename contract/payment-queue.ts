import * as v from 'valibot';
import { PaymentViewSchema } from './settlement-view.ts';

/**
 * The answers of the payments page (/api/settlement/payments and /batches), as schemas the staff
 * client checks them against; a payment reads as the claim file page shows it (settlement-view.ts).
 */
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

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
