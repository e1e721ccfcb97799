import type { ReactNode } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { formatLei } from '../../../contract/money-text.ts';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { pluralKey } from '../../lib/plural.ts';
import type { PaymentsMessages } from './payments-messages.ts';

/** An IBAN in groups of four, as it is printed on bank papers and read back over the phone. */
const ibanText = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** What a payment says about itself beside the page's own facts (its bank file, the bank's refusal). */
export interface CardFact {
  label: string;
  value: ReactNode;
}

/**
 * One payment: its claim file (a link to it), payee, account, amount and the penalty it carries,
 * who proposed and approved it, and below, the actions its section offers.
 */
export function PaymentsCard({
  payment,
  lang,
  m,
  facts = [],
  children,
}: {
  payment: PaymentView;
  lang: Language;
  m: PaymentsMessages;
  facts?: CardFact[];
  children?: ReactNode;
}) {
  const t = islandT(m);
  const money = (minor: number) => formatLei(minor, lang);
  const byOn = (name: string, at: string) => t('settlement.payments.byOn', { name, date: formatDate(at) });
  const late = payment.days_late > 0;
  // Before the bank file the penalty is what it would be if paid today; once in one it is fixed.
  const penalty: CardFact[] =
    payment.penalty_minor <= 0
      ? []
      : [
          {
            label: late ? m['settlement.payments.penaltyToday'] : m['settlement.payments.penalty'],
            value: late
              ? `${money(payment.penalty_minor)} · ${t(pluralKey(lang, 'settlement.payments.late', payment.days_late), { count: payment.days_late })}`
              : money(payment.penalty_minor),
          },
          { label: m['settlement.payments.total'], value: money(payment.amount_minor + payment.penalty_minor) },
        ];
  const rows: CardFact[] = [
    { label: m['settlement.payments.payee'], value: m[`settlement.payments.payee.${payment.payee_kind}`] },
    { label: m['settlement.payments.iban'], value: <span className="font-mono">{ibanText(payment.iban)}</span> },
    ...penalty,
    ...(payment.due_date ? [{ label: m['settlement.payments.dueDate'], value: formatDate(payment.due_date) }] : []),
    { label: m['settlement.payments.proposedBy'], value: byOn(payment.proposed_by, payment.proposed_at) },
    ...(payment.approved_by && payment.approved_at
      ? [{ label: m['settlement.payments.approvedBy'], value: byOn(payment.approved_by, payment.approved_at) }]
      : []),
    ...facts,
  ];
  const titleId = `payment-${payment.id}`;
  return (
    <li className="min-w-0 rounded border border-gray-300 p-3" aria-labelledby={titleId} data-testid="payment">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          <a
            className="text-brand-ink underline"
            href={localized(`/workflow/claim-file/${encodeURIComponent(payment.claim_file_no)}`, lang)}
          >
            <span className="sr-only">{m['settlement.payments.claimFile']} </span>
            {payment.claim_file_no}
          </a>
          <span className="font-normal"> · {payment.payee_name}</span>
        </h3>
        <p className="font-semibold tabular-nums">
          <span className="sr-only">{m['settlement.payments.amount']}: </span>
          {money(payment.amount_minor)}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-gray-700">{row.label}</dt>
            <dd className="mb-1 min-w-0 break-words sm:mb-0">{row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
