import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import { ibanText } from '../../lib/settlement/money-rules.ts';
import { ActionButton } from './ActionButton.tsx';
import { PartHeader } from './PartHeader.tsx';
import { type ClaimMoneyT, partClass } from './money-keys.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { StackedTable } from './StackedTable.tsx';
import { useNewsFocus } from './use-focus.ts';

const NEWS = ['payment'] as const;

/** The claim's payments with where each stands, its penalty if late, who proposed and approved it; "Propose payment". */
export function PaymentsPart({
  part,
  view,
  lang,
  t,
}: {
  part: ClaimMoneyPart;
  view: ClaimMoneyView;
  lang: Language;
  t: ClaimMoneyT;
}) {
  const open = useStore(part.payment.$open);
  const whyNot = useStore(part.$whyNot);
  const heading = useNewsFocus<HTMLHeadingElement>(part, NEWS);
  const lei = (minor: number) => formatLei(minor, lang);
  return (
    <section aria-labelledby="money-payments-title" className={partClass}>
      <PartHeader
        id="money-payments-title"
        title={t('claimMoney.payments')}
        heading={heading}
        actions={
          !open && (
            <ActionButton
              id="money-propose-payment"
              label={t('claimMoney.proposePayment')}
              whyNot={whyNot?.payment}
              onClick={part.payment.open}
              t={t}
            />
          )
        }
      />
      {open && <PaymentForm part={part} view={view} open={open} lang={lang} t={t} />}
      {view.payments.length === 0 ? (
        <p>{t('claimMoney.noPayments')}</p>
      ) : (
        <StackedTable
          caption={t('claimMoney.payments')}
          captionHidden
          heads={[
            t('claimMoney.state'),
            t('claimMoney.payee'),
            t('claimMoney.iban'),
            t('claimMoney.amount'),
            t('claimMoney.penalty'),
            t('claimMoney.proposedBy'),
            t('claimMoney.approvedBy'),
          ]}
          rows={view.payments.map((payment) => ({
            key: payment.id,
            cells: [
              payment.state_name,
              payment.payee_name,
              ibanText(payment.iban),
              lei(payment.amount_minor),
              payment.penalty_minor > 0 ? (
                <span key="penalty">
                  {lei(payment.penalty_minor)}
                  <span className="block text-red-800">{t('claimMoney.daysLate', { n: payment.days_late })}</span>
                </span>
              ) : (
                t('claimMoney.noPenalty')
              ),
              payment.proposed_by,
              payment.approved_by ?? t('claimMoney.notApproved'),
            ],
          }))}
        />
      )}
    </section>
  );
}
