import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { PARTNER_KIND_NAMES, type Partner } from '../../../contract/partners.ts';
import type { PartnersPage } from '../../lib/partners/page.ts';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import type { PartnersMessages } from './messages.ts';

const CONTACT_LABELS = {
  full_name: 'partners.contactName',
  job_title: 'partners.jobTitle',
  email: 'partners.email',
  phone: 'partners.phone',
} as const;

/** One partner: its details, the people to call there, and adding one. */
export function PartnerCard({
  page,
  partner,
  lang,
  m,
}: {
  page: PartnersPage;
  partner: Partner;
  lang: Language;
  m: PartnersMessages;
}) {
  const contactFor = useStore(page.$contactFor);
  const busy = useStore(page.saving.$busy);
  return (
    <section aria-labelledby={`partner-${partner.id}`} className={cardClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`partner-${partner.id}`} className="text-lg font-semibold">
          {partner.name} <span className="text-sm font-normal">· {PARTNER_KIND_NAMES[partner.kind][lang]}</span>
          {!partner.active && (
            <span className="ml-2 rounded bg-gray-200 px-2 text-sm text-gray-900">{m['partners.inactive']}</span>
          )}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            aria-label={`${m['partners.edit']} ${partner.name}`}
            onClick={() => page.edit(partner)}
          >
            {m['partners.edit']}
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-label={`${m['partners.delete']} ${partner.name}`}
            onClick={() => page.askToDelete(partner)}
          >
            {m['partners.delete']}
          </button>
        </div>
      </div>
      <p className="text-sm">
        {partner.tax_code} · {partner.address} ({partner.county_code}) · {partner.email} · {partner.phone} ·{' '}
        {`${m['partners.openAssignments']}: ${partner.open_assignments}`}
      </p>
      <h3 className="font-semibold">{m['partners.contacts']}</h3>
      <ul className="space-y-1">
        {partner.contacts.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              {c.full_name}
              {c.job_title && ` (${c.job_title})`} · {c.email} · {c.phone}
            </span>
            <button
              type="button"
              className="text-red-800 underline"
              aria-label={`${m['partners.remove']} ${c.full_name}`}
              onClick={() => void page.removeContact(partner, c.id)}
            >
              {m['partners.remove']}
            </button>
          </li>
        ))}
      </ul>
      {contactFor?.id === partner.id ? (
        <form
          aria-label={`${m['partners.addContact']}: ${partner.name}`}
          noValidate
          className="grid gap-2 md:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            void page.saveContact();
          }}
        >
          {(['full_name', 'job_title', 'email', 'phone'] as const).map((key) => (
            <label key={key} className="text-sm">
              {m[CONTACT_LABELS[key]]}
              <input
                className={inputClass}
                value={contactFor.draft[key]}
                onChange={(e) => page.editContact({ [key]: e.target.value })}
              />
            </label>
          ))}
          <div className="flex gap-2 md:col-span-4">
            <button type="submit" className={primaryButton} disabled={busy}>
              {m['partners.save']}
            </button>
            <button type="button" className={secondaryButton} onClick={page.closeContact}>
              {m['partners.cancel']}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className={secondaryButton}
          aria-label={`${m['partners.addContact']}: ${partner.name}`}
          onClick={() => page.openContact(partner)}
        >
          {m['partners.addContact']}
        </button>
      )}
    </section>
  );
}
