import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { BankBatch } from '../../../contract/payment-queue.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import type { PaymentsPage } from '../../lib/settlement/payments-page.ts';
import { FormProblem, secondaryButton } from '../common/FormProblem.tsx';
import type { PaymentsMessages } from './payments-messages.ts';
import { PaymentsSection } from './PaymentsSection.tsx';

interface Props {
  page: PaymentsPage;
  lang: Language;
  m: PaymentsMessages;
}

/** The bank files made, newest first, each with its XML to download again. */
export function PaymentsBankFiles({ page, lang, m }: Props) {
  const loaded = useStore(page.bankFiles.$loaded);
  const files = loaded.state === 'ready' ? loaded.data : [];
  return (
    <PaymentsSection
      id="bank-files"
      title={m['settlement.payments.bankFilesTitle']}
      none={loaded.state === 'ready' && files.length === 0 ? m['settlement.payments.bankFilesNone'] : null}
    >
      {files.map((file) => (
        <BankFile key={file.id} file={file} page={page} lang={lang} m={m} />
      ))}
    </PaymentsSection>
  );
}

function BankFile({ file, page, lang, m }: Props & { file: BankBatch }) {
  const t = islandT(m);
  const saving = page.savingOf(file.id);
  const busy = useStore(saving.$busy);
  const problem = useStore(saving.$problem);
  const titleId = `bank-file-${file.id}`;
  const facts: [string, string][] = [
    [m['settlement.payments.executedOn'], formatDate(file.execution_date)],
    [m['settlement.payments.count'], String(file.payment_count)],
    [m['settlement.payments.total'], formatLei(file.control_sum_minor, lang)],
    [
      m['settlement.payments.madeBy'],
      t('settlement.payments.byOn', { name: file.created_by, date: formatDate(file.created_at) }),
    ],
  ];
  return (
    <li className="min-w-0 rounded border border-gray-300 p-3" aria-labelledby={titleId} data-testid="bank-file">
      <h3 id={titleId} className="font-mono text-sm font-semibold break-all">
        {file.message_id}
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-700">{label}</dt>
            <dd className="mb-1 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className={`mt-3 ${secondaryButton}`}
        disabled={busy}
        aria-label={t('settlement.payments.downloadLabel', { name: file.message_id })}
        onClick={() => void page.download(file)}
      >
        {m['settlement.payments.download']}
      </button>
      <FormProblem text={problem} />
    </li>
  );
}
