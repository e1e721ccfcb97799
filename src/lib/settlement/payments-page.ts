import { atom, computed, map } from 'nanostores';
import { addWorkingDays } from '../../../contract/business-time.ts';
import type { BankBatch } from '../../../contract/payment-queue.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import { ApiError } from '../api/api-error.ts';
import { todayInRomania } from '../dates.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving, type Saving } from '../pages/saving.ts';
import { showSnack } from '../stores/messages.ts';
import {
  approvePayment,
  downloadBankFile,
  fetchBankFiles,
  fetchPayments,
  makeBankFile,
  markFailed,
  markPaid,
  withdrawPayment,
} from './payments-api.ts';

export interface PaymentsWords {
  'settlement.payments.approvedNow': string;
  'settlement.payments.withdrawnNow': string;
  'settlement.payments.paidNow': string;
  'settlement.payments.failedNow': string;
  'settlement.payments.fileMade': string;
  'settlement.payments.changed': string;
  'settlement.payments.reloaded': string;
}

/** The queue as the page shows it, section by section, each in the server's order. */
export interface PaymentGroups {
  proposed: PaymentView[];
  approved: PaymentView[];
  inBatch: PaymentView[];
  paid: PaymentView[];
}

export function groupsOf(payments: readonly PaymentView[]): PaymentGroups {
  return {
    proposed: payments.filter((p) => p.state === 'proposed'),
    approved: payments.filter((p) => p.state === 'approved'),
    inBatch: payments.filter((p) => p.state === 'in_batch'),
    paid: payments.filter((p) => p.state === 'paid'),
  };
}

/** A refusal because the payments moved on since the page loaded them (409): the list is behind. */
const isStale = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

/**
 * /settlement: the organisation's payments from proposal to the bank. Each step is made on the
 * version shown; a refusal is kept beside the payment it concerns (its fields by name), and when
 * the payment had moved on (409) the page says so plainly at the top and loads the list again.
 * `today` is the insurer's date, the default of "paid on" and the day a bank file's date counts from.
 */
export function createPaymentsPage(words: PaymentsWords, today: () => string = todayInRomania) {
  const queue = createLoader(fetchPayments);
  const bankFiles = createLoader(fetchBankFiles);
  const $groups = computed(queue.$loaded, (loaded) => groupsOf(loaded.state === 'ready' ? loaded.data : []));
  /** The bank file's execution date: the next working day unless changed. */
  const $executionDate = atom(addWorkingDays(today(), 1));
  const $paidOn = map<Record<string, string>>({});
  const $failureReason = map<Record<string, string>>({});
  /** Said at the top of the page: a step refused because the list was behind. */
  const $notice = atom('');
  const $withdrawing = atom<PaymentView | null>(null);
  const bankFile = createSaving(undefined, ['execution_date']);
  const savings = new Map<string, Saving>();
  /** A payment's (or bank file's) own saving: its busy state and refusal, shown beside it. */
  const savingOf = (id: string): Saving => {
    let saving = savings.get(id);
    if (!saving) {
      saving = createSaving(undefined, ['paid_on', 'reason']);
      savings.set(id, saving);
    }
    return saving;
  };

  /** Loads again without showing the page as loading: what is on screen stays until the answer. */
  const refresh = async () => {
    try {
      queue.set(await fetchPayments());
      bankFiles.set(await fetchBankFiles());
    } catch {
      // The client has already said why the server could not be reached; the list stays as it was.
    }
  };
  const staleWords = (error: ApiError) =>
    error.key === 'error.version.conflict'
      ? words['settlement.payments.changed']
      : `${error.message} ${words['settlement.payments.reloaded']}`;

  /** One step of a payment; the answer is the whole queue. */
  const step = (payment: PaymentView, send: () => Promise<PaymentView[]>, done: string) => {
    $notice.set('');
    return savingOf(payment.id).save(async () => {
      try {
        queue.set(await send());
        showSnack('success', done);
      } catch (error) {
        if (!isStale(error)) throw error;
        $notice.set(staleWords(error));
        await refresh();
      }
    });
  };

  return {
    queue,
    bankFiles,
    $groups,
    $executionDate,
    $paidOn,
    $failureReason,
    $notice,
    $withdrawing,
    bankFile,
    savingOf,
    /** "Paid on" as typed for a payment, today until changed. */
    paidOnOf: (id: string) => $paidOn.get()[id] ?? today(),
    approve: (payment: PaymentView) =>
      step(payment, () => approvePayment(payment), words['settlement.payments.approvedNow']),
    askToWithdraw: (payment: PaymentView) => $withdrawing.set(payment),
    cancelWithdraw: () => $withdrawing.set(null),
    async confirmWithdraw() {
      const payment = $withdrawing.get();
      if (!payment) return;
      await step(payment, () => withdrawPayment(payment), words['settlement.payments.withdrawnNow']);
      $withdrawing.set(null);
    },
    markPaid(payment: PaymentView) {
      const paidOn = $paidOn.get()[payment.id] ?? today();
      return step(payment, () => markPaid(payment, paidOn), words['settlement.payments.paidNow']);
    },
    markFailed(payment: PaymentView) {
      const reason = ($failureReason.get()[payment.id] ?? '').trim();
      return step(payment, () => markFailed(payment, reason), words['settlement.payments.failedNow']);
    },
    /**
     * Every approved payment goes into one bank file; the lists load again to show where each went.
     * When another file took them first (409), that is said at the top, as for a payment.
     */
    makeBankFile: () => {
      $notice.set('');
      return bankFile.save(async () => {
        try {
          await makeBankFile($executionDate.get());
          showSnack('success', words['settlement.payments.fileMade']);
        } catch (error) {
          if (!isStale(error)) throw error;
          $notice.set(staleWords(error));
        } finally {
          await refresh();
        }
      });
    },
    download: (batch: BankBatch) => savingOf(batch.id).save(() => downloadBankFile(batch)),
    enter() {
      void queue.load();
      void bankFiles.load();
    },
    exit() {
      queue.exit();
      bankFiles.exit();
    },
  };
}

export type PaymentsPage = ReturnType<typeof createPaymentsPage>;
