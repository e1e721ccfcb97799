import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import { formatDate } from '../../lib/dates.ts';
import { ibanText } from '../../lib/settlement/money-rules.ts';
import { Facts } from '../claim-files/Facts.tsx';
import { type ClaimMoneyT, partClass, partHeadingClass } from './money-keys.ts';

/** The claimant's answer to the last letter: accepted with the account to pay, or disputed with their reason. */
export function AnswerPart({ view, t }: { view: ClaimMoneyView; t: ClaimMoneyT }) {
  const { answer } = view;
  return (
    <section aria-labelledby="money-answer-title" className={partClass}>
      <h3 id="money-answer-title" className={partHeadingClass}>
        {t('claimMoney.answer')}
      </h3>
      {!answer ? (
        <p>{t('claimMoney.noAnswer')}</p>
      ) : answer.kind === 'accepted' ? (
        <>
          <p className="font-medium">{t('claimMoney.acceptedOn', { date: formatDate(answer.created_at) })}</p>
          <Facts
            facts={[
              [t('claimMoney.holder'), answer.holder_name ?? ''],
              [t('claimMoney.iban'), answer.iban ? ibanText(answer.iban) : ''],
            ]}
          />
        </>
      ) : (
        <>
          <p className="font-medium">{t('claimMoney.disputedOn', { date: formatDate(answer.created_at) })}</p>
          <Facts facts={[[t('claimMoney.disputeReason'), answer.reason ?? '']]} />
        </>
      )}
    </section>
  );
}
