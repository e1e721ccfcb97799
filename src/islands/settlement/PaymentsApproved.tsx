import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { messageFor } from '../../lib/pages/saving.ts';
import type { PaymentsPage } from '../../lib/settlement/payments-page.ts';
import { FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { PaymentsDate } from './PaymentsDate.tsx';
import type { PaymentsMessages } from './payments-messages.ts';
import { PaymentsSection } from './PaymentsSection.tsx';

interface Props {
  page: PaymentsPage;
  lang: Language;
  m: PaymentsMessages;
}

/** Approved payments, and the form that puts them all into a bank file to be executed on a day. */
export function PaymentsApproved({ page, lang, m }: Props) {
  const { approved } = useStore(page.$groups);
  return (
    <PaymentsSection
      id="approved"
      title={m['settlement.payments.approvedTitle']}
      none={approved.length === 0 ? m['settlement.payments.approvedNone'] : null}
      before={approved.length > 0 && <BankFileForm page={page} lang={lang} m={m} />}
    >
      {approved.map((payment) => (
        <ApprovedPayment key={payment.id} payment={payment} page={page} lang={lang} m={m} />
      ))}
    </PaymentsSection>
  );
}

function BankFileForm({ page, lang, m }: { page: PaymentsPage; lang: Language; m: PaymentsMessages }) {
  const date = useStore(page.$executionDate);
  const busy = useStore(page.bankFile.$busy);
  const problem = useStore(page.bankFile.$problem);
  const fields = useStore(page.bankFile.$fields);
  return (
    <form
      className="space-y-2 rounded border border-gray-300 p-3"
      aria-labelledby="bank-file-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void page.makeBankFile();
      }}
    >
      <h3 id="bank-file-title" className="font-semibold">
        {m['settlement.payments.makeFile']}
      </h3>
      <p className="text-sm text-gray-800">{m['settlement.payments.executionHint']}</p>
      <PaymentsDate
        id="execution-date"
        label={m['settlement.payments.executionDate']}
        value={date}
        lang={lang}
        problem={messageFor(fields, 'execution_date')}
        onChange={(day) => page.$executionDate.set(day)}
      >
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['settlement.payments.makeFile']}
        </button>
      </PaymentsDate>
      <FormProblem text={problem} />
    </form>
  );
}

function ApprovedPayment({ payment, page, lang, m }: Props & { payment: PaymentView }) {
  const t = islandT(m);
  const saving = page.savingOf(payment.id);
  const busy = useStore(saving.$busy);
  const problem = useStore(saving.$problem);
  const facts = payment.failure_reason
    ? [{ label: m['settlement.payments.lastFailure'], value: payment.failure_reason }]
    : [];
  return (
    <PaymentsCard payment={payment} lang={lang} m={m} facts={facts}>
      <div className="mt-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          aria-label={t('settlement.payments.withdrawLabel', {
            amount: formatLei(payment.amount_minor, lang),
            payee: payment.payee_name,
          })}
          onClick={() => page.askToWithdraw(payment)}
        >
          {m['settlement.payments.withdraw']}
        </button>
      </div>
      <FormProblem text={problem} />
    </PaymentsCard>
  );
}
