import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createPaymentsPage, type PaymentsPage } from '../../lib/settlement/payments-page.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { FormProblem } from '../common/FormProblem.tsx';
import { PaymentsApproved } from './PaymentsApproved.tsx';
import { PaymentsBankFiles } from './PaymentsBankFiles.tsx';
import { PaymentsInBatch } from './PaymentsInBatch.tsx';
import { PAYMENTS_KEYS, type PaymentsMessages } from './payments-messages.ts';
import { PaymentsPaid } from './PaymentsPaid.tsx';
import { PaymentsProposed } from './PaymentsProposed.tsx';

export { PAYMENTS_KEYS };

/**
 * /settlement: the organisation's payments from proposal to the bank: those waiting for approval
 * (the ones the reader may approve first), the approved ones and the bank file that takes them,
 * the bank files, those waiting for the bank's word, and the last paid.
 */
export default function Payments({ lang, messages: m }: { lang: Language; messages: PaymentsMessages }) {
  const page = usePage(() => createPaymentsPage(m));
  const queue = useStore(page.queue.$loaded);
  const notice = useStore(page.$notice);
  if (queue.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (queue.state === 'failed') return <p role="alert">{m['settlement.payments.failed']}</p>;
  const props = { page, lang, m };
  return (
    <div className="max-w-5xl space-y-6">
      <FormProblem text={notice} id="payments-notice" />
      <p className="text-sm text-gray-800">{m['settlement.payments.runnerHint']}</p>
      <PaymentsProposed {...props} />
      <PaymentsApproved {...props} />
      <PaymentsBankFiles {...props} />
      <PaymentsInBatch {...props} />
      <PaymentsPaid {...props} />
      <WithdrawQuestion {...props} />
    </div>
  );
}

function WithdrawQuestion({ page, lang, m }: { page: PaymentsPage; lang: Language; m: PaymentsMessages }) {
  const t = islandT(m);
  const payment = useStore(page.$withdrawing);
  return (
    <ConfirmDialog
      open={payment !== null}
      title={m['settlement.payments.withdrawTitle']}
      confirmLabel={m['settlement.payments.withdrawConfirm']}
      cancelLabel={m['settlement.payments.keep']}
      onConfirm={page.confirmWithdraw}
      onCancel={page.cancelWithdraw}
    >
      {payment && (
        <p>
          {t('settlement.payments.withdrawWhat', {
            amount: formatLei(payment.amount_minor, lang),
            payee: payment.payee_name,
            claim_file_no: payment.claim_file_no,
          })}
        </p>
      )}
    </ConfirmDialog>
  );
}
