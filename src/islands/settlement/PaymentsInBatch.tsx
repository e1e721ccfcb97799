import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { messageFor } from '../../lib/pages/saving.ts';
import type { PaymentsPage } from '../../lib/settlement/payments-page.ts';
import { invalidProps } from '../common/field-aria.ts';
import { FormProblem, inputClass, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { PaymentsDate } from './PaymentsDate.tsx';
import type { PaymentsMessages } from './payments-messages.ts';
import { PaymentsSection } from './PaymentsSection.tsx';

interface Props {
  page: PaymentsPage;
  lang: Language;
  m: PaymentsMessages;
}

/** Payments in a bank file, waiting for the bank's word: paid on a day, or failed with the bank's reason. */
export function PaymentsInBatch({ page, lang, m }: Props) {
  const { inBatch } = useStore(page.$groups);
  return (
    <PaymentsSection
      id="in-batch"
      title={m['settlement.payments.inBatchTitle']}
      none={inBatch.length === 0 ? m['settlement.payments.inBatchNone'] : null}
    >
      {inBatch.map((payment) => (
        <InBatchPayment key={payment.id} payment={payment} page={page} lang={lang} m={m} />
      ))}
    </PaymentsSection>
  );
}

function InBatchPayment({ payment, page, lang, m }: Props & { payment: PaymentView }) {
  const t = islandT(m);
  const saving = page.savingOf(payment.id);
  const busy = useStore(saving.$busy);
  const problem = useStore(saving.$problem);
  const fields = useStore(saving.$fields);
  const paidOn = useStore(page.$paidOn)[payment.id] ?? page.paidOnOf(payment.id);
  const reason = useStore(page.$failureReason)[payment.id] ?? '';
  const batches = useStore(page.bankFiles.$loaded);
  const batch = batches.state === 'ready' ? batches.data.find((b) => b.id === payment.batch_id) : undefined;
  const id = (field: string) => `${field}-${payment.id}`;
  const reasonProblem = messageFor(fields, 'reason');
  const facts = batch ? [{ label: m['settlement.payments.bankFile'], value: batch.message_id }] : [];
  return (
    <PaymentsCard payment={payment} lang={lang} m={m} facts={facts}>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <PaymentsDate
          id={id('paid-on')}
          label={m['settlement.payments.paidOn']}
          value={paidOn}
          lang={lang}
          problem={messageFor(fields, 'paid_on')}
          onChange={(day) => page.$paidOn.setKey(payment.id, day)}
        >
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-label={t('settlement.payments.markPaidLabel', { payee: payment.payee_name })}
            onClick={() => void page.markPaid(payment)}
          >
            {m['settlement.payments.markPaid']}
          </button>
        </PaymentsDate>
        <div>
          <label htmlFor={id('reason')} className="block text-sm">
            {m['settlement.payments.failureReason']}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id('reason')}
              className={`${inputClass} min-w-0 flex-1 basis-48`}
              value={reason}
              maxLength={500}
              onChange={(e) => page.$failureReason.setKey(payment.id, e.target.value)}
              {...invalidProps(`${id('reason')}-error`, reasonProblem)}
            />
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              aria-label={t('settlement.payments.markFailedLabel', { payee: payment.payee_name })}
              onClick={() => void page.markFailed(payment)}
            >
              {m['settlement.payments.markFailed']}
            </button>
          </div>
          <FieldError id={`${id('reason')}-error`} message={reasonProblem ?? null} role="alert" />
        </div>
      </div>
      <FormProblem text={problem} />
    </PaymentsCard>
  );
}
