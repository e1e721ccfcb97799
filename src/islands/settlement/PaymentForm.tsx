import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import { PAYEE_KINDS } from '../../../contract/settlement.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import type { ClaimMoneyPart } from '../../lib/settlement/claim-money-part.ts';
import type { PaymentDraft } from '../../lib/settlement/money-drafts.ts';
import type { Open } from '../../lib/settlement/money-form.ts';
import { mayPayClaimant, offerLeftOf } from '../../lib/settlement/money-rules.ts';
import { FieldError, TextField } from '../common/TextField.tsx';
import type { ClaimMoneyT } from './money-keys.ts';
import { AmountHint } from './AmountHint.tsx';
import { MoneyFormFrame } from './MoneyFormFrame.tsx';

const INPUTS = ['payee', 'amount_minor', 'payee_name', 'iban'] as const;

/**
 * A payment to propose: to the claimant, on the account of their acceptance, up to what is left of
 * the offer (filled in); or to a repair shop on its invoice's name and IBAN. Another person approves it.
 */
export function PaymentForm({
  part,
  view,
  open,
  lang,
  t,
}: {
  part: ClaimMoneyPart;
  view: ClaimMoneyView;
  open: Open<PaymentDraft>;
  lang: Language;
  t: ClaimMoneyT;
}) {
  const { draft } = open;
  const claimantPayable = mayPayClaimant(view);
  return (
    <MoneyFormFrame
      form={part.payment}
      label={t('claimMoney.proposePayment')}
      inputs={INPUTS}
      submitLabel={t('claimMoney.propose')}
      t={t}
    >
      {(problem) => (
        <>
          <fieldset className="md:col-span-2" aria-describedby={problem('payee') ? 'payment-payee-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-gray-800">{t('claimMoney.payTo')}</legend>
            <div className="space-y-1">
              {PAYEE_KINDS.map((payee) => {
                const closed = payee === 'claimant' && !claimantPayable;
                return (
                  <label key={payee} className="flex items-start gap-2">
                    <input
                      type="radio"
                      name="payment-payee"
                      className="mt-1"
                      value={payee}
                      checked={draft.payee === payee}
                      disabled={closed}
                      aria-describedby={closed ? 'payment-claimant-not-yet' : undefined}
                      onChange={() => part.choosePayee(payee)}
                    />
                    <span>
                      {t(`claimMoney.payee.${payee}`)}
                      {closed && (
                        <span id="payment-claimant-not-yet" className="block text-sm text-gray-700">
                          {t('claimMoney.claimantNotYet')}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError id="payment-payee-error" message={problem('payee')} />
          </fieldset>
          {draft.payee === 'claimant' && claimantPayable && (
            <p className="md:col-span-2">{t('claimMoney.offerLeft', { amount: formatLei(offerLeftOf(view), lang) })}</p>
          )}
          <TextField
            id="payment-amount"
            label={t('claimMoney.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount_minor}
            onChange={(amount_minor) => part.payment.edit({ amount_minor })}
            error={problem('amount_minor')}
          />
          <AmountHint lang={lang} t={t} className="self-end text-sm text-gray-700" />
          {draft.payee === 'repair_shop' && (
            <>
              <TextField
                id="payment-payee-name"
                label={t('claimMoney.shopName')}
                maxLength={70}
                value={draft.payee_name}
                onChange={(payee_name) => part.payment.edit({ payee_name })}
                error={problem('payee_name')}
              />
              <TextField
                id="payment-iban"
                label={t('claimMoney.shopIban')}
                autoComplete="off"
                maxLength={50}
                value={draft.iban}
                onChange={(iban) => part.payment.edit({ iban })}
                error={problem('iban')}
              />
            </>
          )}
        </>
      )}
    </MoneyFormFrame>
  );
}
