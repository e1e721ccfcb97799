import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { PaymentsPage } from '../../lib/settlement/payments-page.ts';
import { FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import type { PaymentsMessages } from './payments-messages.ts';
import { PaymentsSection } from './PaymentsSection.tsx';

interface Props {
  page: PaymentsPage;
  lang: Language;
  m: PaymentsMessages;
}

/** Waiting for approval: Approve for whom the server allows it, else its reason why not; Withdraw. */
export function PaymentsProposed({ page, lang, m }: Props) {
  const { proposed } = useStore(page.$groups);
  return (
    <PaymentsSection
      id="proposed"
      title={m['settlement.payments.proposedTitle']}
      none={proposed.length === 0 ? m['settlement.payments.proposedNone'] : null}
    >
      {proposed.map((payment) => (
        <ProposedPayment key={payment.id} payment={payment} page={page} lang={lang} m={m} />
      ))}
    </PaymentsSection>
  );
}

function ProposedPayment({ payment, page, lang, m }: Props & { payment: PaymentView }) {
  const t = islandT(m);
  const saving = page.savingOf(payment.id);
  const busy = useStore(saving.$busy);
  const problem = useStore(saving.$problem);
  const named = { amount: formatLei(payment.amount_minor, lang), payee: payment.payee_name };
  const whyNotId = `why-not-${payment.id}`;
  return (
    <PaymentsCard payment={payment} lang={lang} m={m}>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {payment.may_approve ? (
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-label={t('settlement.payments.approveLabel', named)}
            onClick={() => void page.approve(payment)}
          >
            {m['settlement.payments.approve']}
          </button>
        ) : (
          payment.why_not && (
            <p id={whyNotId} className="text-sm text-gray-800" data-testid="why-not">
              {payment.why_not}
            </p>
          )
        )}
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          aria-label={t('settlement.payments.withdrawLabel', named)}
          onClick={() => page.askToWithdraw(payment)}
        >
          {m['settlement.payments.withdraw']}
        </button>
      </div>
      <FormProblem text={problem} />
    </PaymentsCard>
  );
}
