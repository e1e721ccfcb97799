import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatDate } from '../../lib/dates.ts';
import type { PaymentsPage } from '../../lib/settlement/payments-page.ts';
import { PaymentsCard } from './PaymentsCard.tsx';
import type { PaymentsMessages } from './payments-messages.ts';
import { PaymentsSection } from './PaymentsSection.tsx';

/** The last payments made, newest first, with the day the bank paid each. */
export function PaymentsPaid({ page, lang, m }: { page: PaymentsPage; lang: Language; m: PaymentsMessages }) {
  const { paid } = useStore(page.$groups);
  return (
    <PaymentsSection
      id="paid"
      title={m['settlement.payments.paidTitle']}
      none={paid.length === 0 ? m['settlement.payments.paidNone'] : null}
    >
      {paid.map((payment) => (
        <PaymentsCard
          key={payment.id}
          payment={payment}
          lang={lang}
          m={m}
          facts={
            payment.paid_on ? [{ label: m['settlement.payments.paidOn'], value: formatDate(payment.paid_on) }] : []
          }
        />
      ))}
    </PaymentsSection>
  );
}
