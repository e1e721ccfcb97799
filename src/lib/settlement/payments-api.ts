import {
  BankBatchesSchema,
  BatchMadeSchema,
  type BankBatch,
  PaymentQueueSchema,
} from '../../../contract/payment-queue.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import { apiGet, apiPost } from '../api/client.ts';
import { downloadFile } from '../api/download.ts';

/**
 * The payments page's calls. Every step of a payment is made on the version the page shows
 * (If-Match) and answers with the whole queue, those the caller may approve first.
 */
export const fetchPayments = () => apiGet('/settlement/payments', PaymentQueueSchema);
export const fetchBankFiles = () => apiGet('/settlement/batches', BankBatchesSchema);

const step = (payment: PaymentView, action: string, body: unknown = {}) =>
  apiPost(`/settlement/payments/${encodeURIComponent(payment.id)}/${action}`, body, PaymentQueueSchema, {
    ifMatch: payment.version,
  });

export const approvePayment = (payment: PaymentView) => step(payment, 'approve');
export const withdrawPayment = (payment: PaymentView) => step(payment, 'cancel');
export const markPaid = (payment: PaymentView, paidOn: string) => step(payment, 'paid', { paid_on: paidOn });
export const markFailed = (payment: PaymentView, reason: string) => step(payment, 'failed', { reason });

/** Puts every approved payment into one bank file to be executed on that day; answers the file's id. */
export const makeBankFile = (executionDate: string) =>
  apiPost('/settlement/batches', { execution_date: executionDate }, BatchMadeSchema);

/** The bank file's XML, saved under its message id: it needs the bearer token, so it cannot be a plain link. */
export const downloadBankFile = (batch: BankBatch) =>
  downloadFile(`/settlement/batches/${encodeURIComponent(batch.id)}/file`, `${batch.message_id}.xml`);
