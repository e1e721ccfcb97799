import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { PARTNER_KIND_NAMES } from '../../../contract/partners.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { generalProblem, messageFor } from '../../lib/pages/saving.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createSpecialCustomersPage, type SpecialCustomersPage } from '../../lib/special-customers/page.ts';
import { invalidProps } from '../common/field-aria.ts';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';

export const SPECIAL_CUSTOMERS_KEYS = [
  'app.loading',
  'partners.failed',
  'partners.contacts',
  'partners.openAssignments',
  'specialCustomers.choose',
  'specialCustomers.work',
  'specialCustomers.none',
  'specialCustomers.handOver',
  'specialCustomers.assignmentNo',
  'specialCustomers.release',
  'specialCustomers.saved',
  'specialCustomers.closed',
] as const;
type Messages = Record<(typeof SPECIAL_CUSTOMERS_KEYS)[number], string>;

/** /special-customers: partner organisations with their contacts and the assignments they hold. */
export default function SpecialCustomers({ lang, messages: m }: { lang: Language; messages: Messages }) {
  const page = usePage(() => createSpecialCustomersPage(m));
  const partners = useStore(page.partners.$loaded);
  const current = useStore(page.$current);
  if (partners.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (partners.state === 'failed') return <p role="alert">{m['partners.failed']}</p>;
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <nav aria-label={m['specialCustomers.choose']}>
        <ul className="space-y-1">
          {partners.data.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-current={p.id === current ? 'true' : undefined}
                onClick={() => page.select(p.id)}
                className="w-full rounded px-3 py-2 text-left aria-[current]:bg-brand aria-[current]:text-white"
              >
                {p.name}
                <span className="block text-xs">{`${PARTNER_KIND_NAMES[p.kind][lang]} · ${m['partners.openAssignments']}: ${p.open_assignments}`}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current && <PartnerWork page={page} messages={m} />}
    </div>
  );
}

function PartnerWork({ page, messages: m }: { page: SpecialCustomersPage; messages: Messages }) {
  const loaded = useStore(page.work.$loaded);
  const number = useStore(page.$number);
  const busy = useStore(page.saving.$busy);
  const fields = useStore(page.saving.$fields);
  const problem = generalProblem(useStore(page.saving.$problem), fields, ['assignment_no']);
  const numberProblem = messageFor(fields, 'assignment_no');
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{loaded.message}</p>;
  const { partner, assignments } = loaded.data;
  return (
    <section aria-labelledby="partner-title" className={cardClass}>
      <h2 id="partner-title" className="text-lg font-semibold">
        {partner.name}
      </h2>
      <p className="text-sm">
        {partner.address} · {partner.email} · {partner.phone}
      </p>
      <h3 className="font-semibold">{m['partners.contacts']}</h3>
      <ul className="text-sm">
        {partner.contacts.map((c) => (
          <li key={c.id}>
            {c.full_name}
            {c.job_title && ` (${c.job_title})`} ·{' '}
            <a className="underline" href={`mailto:${c.email}`}>
              {c.email}
            </a>{' '}
            ·{' '}
            <a className="underline" href={`tel:${c.phone.replace(/ /g, '')}`}>
              {c.phone}
            </a>
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">{m['specialCustomers.work']}</h3>
      <form
        noValidate
        aria-label={m['specialCustomers.handOver']}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void page.handOver();
        }}
      >
        <div>
          <label className="text-sm">
            {m['specialCustomers.assignmentNo']}
            <input
              className={inputClass}
              value={number}
              onChange={(e) => page.setNumber(e.target.value)}
              {...invalidProps('hand-over-number-error', numberProblem)}
            />
          </label>
          <FieldError id="hand-over-number-error" message={numberProblem ?? null} role="alert" />
        </div>
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['specialCustomers.handOver']}
        </button>
      </form>
      <FormProblem text={problem} />
      {assignments.length === 0 ? (
        <p>{m['specialCustomers.none']}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {assignments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <a className="font-mono text-brand-ink underline" href={localized(`/assignments/view/${a.id}`)}>
                {a.assignment_no}
              </a>
              <span>{a.type_name}</span>
              <span>{a.is_final ? m['specialCustomers.closed'] : a.status_name}</span>
              <span>{formatDate(a.due_date)}</span>
              {!a.is_final && (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`${m['specialCustomers.release']} ${a.assignment_no}`}
                  onClick={() => void page.release(a.id)}
                >
                  {m['specialCustomers.release']}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
