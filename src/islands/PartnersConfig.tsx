import { useState } from 'react';
import type { Language } from '../../contract/languages.ts';
import { PARTNER_KIND_NAMES, PARTNER_KINDS, PartnersSchema, type ContactInput, type Partner, type PartnerInput } from '../../contract/partners.ts';
import { apiGet, apiPost, apiPut } from '../lib/api/client.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import { CountySelect } from './parts/CountySelect.tsx';
import { cardClass, FormProblem, inputClass, primaryButton, secondaryButton } from './parts/FormProblem.tsx';

export const PARTNERS_KEYS = [
  'app.loading',
  'partners.failed',
  'partners.add',
  'partners.edit',
  'partners.kind',
  'partners.name',
  'partners.taxCode',
  'partners.email',
  'partners.phone',
  'partners.county',
  'partners.address',
  'partners.active',
  'partners.inactive',
  'partners.contacts',
  'partners.addContact',
  'partners.contactName',
  'partners.jobTitle',
  'partners.remove',
  'partners.openAssignments',
  'partners.save',
  'partners.saved',
  'partners.cancel',
] as const;
type Messages = Record<(typeof PARTNERS_KEYS)[number], string>;

const EMPTY: PartnerInput = { kind: 'repair_shop', name: '', tax_code: '', email: '', phone: '', county_code: '', address: '', active: true };
const EMPTY_CONTACT: ContactInput = { full_name: '', job_title: '', email: '', phone: '' };

/** /config/partners (partner manager): partner organisations and the people to call there. */
export default function PartnersConfig({ lang, messages: m }: { lang: Language; messages: Messages }) {
  const { loaded, set } = useLoad(() => apiGet('/config/partners', PartnersSchema), 'partners');
  const [editing, setEditing] = useState<{ id: string | null; draft: PartnerInput } | null>(null);
  const [contactFor, setContactFor] = useState<{ id: string; draft: ContactInput } | null>(null);
  const { busy, problem, save, setProblem } = useSave(m['partners.saved']);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['partners.failed']}</p>;

  const savePartner = () =>
    save(async () => {
      if (!editing) return;
      set(editing.id ? await apiPut(`/config/partners/${editing.id}`, editing.draft, PartnersSchema) : await apiPost('/config/partners', editing.draft, PartnersSchema));
      setEditing(null);
    });
  const saveContact = () =>
    save(async () => {
      if (!contactFor) return;
      set(await apiPost(`/config/partners/${contactFor.id}/contacts`, contactFor.draft, PartnersSchema));
      setContactFor(null);
    });
  const removeContact = (partner: Partner, contactId: string) => save(async () => set(await apiPost(`/config/partners/${partner.id}/contacts/${contactId}/remove`, {}, PartnersSchema)));
  const text = (key: keyof Omit<PartnerInput, 'kind' | 'active' | 'county_code'>, label: string) =>
    editing && (
      <label className="text-sm">
        {label}
        <input className={inputClass} value={editing.draft[key]} onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, [key]: e.target.value } })} />
      </label>
    );

  return (
    <div className="space-y-4">
      <button type="button" className={secondaryButton} onClick={() => { setProblem(''); setEditing({ id: null, draft: EMPTY }); }}>
        {m['partners.add']}
      </button>
      {editing && (
        <form
          aria-label={editing.id ? m['partners.edit'] : m['partners.add']}
          noValidate
          className={`${cardClass} grid gap-2 md:grid-cols-3`}
          onSubmit={(e) => {
            e.preventDefault();
            void savePartner();
          }}
        >
          <label className="text-sm">
            {m['partners.kind']}
            <select className={inputClass} value={editing.draft.kind} onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, kind: e.target.value as PartnerInput['kind'] } })}>
              {PARTNER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PARTNER_KIND_NAMES[k][lang]}
                </option>
              ))}
            </select>
          </label>
          {text('name', m['partners.name'])}
          {text('tax_code', m['partners.taxCode'])}
          {text('email', m['partners.email'])}
          {text('phone', m['partners.phone'])}
          <CountySelect label={m['partners.county']} value={editing.draft.county_code} onChange={(county_code) => setEditing({ ...editing, draft: { ...editing.draft, county_code } })} />
          <div className="md:col-span-2">{text('address', m['partners.address'])}</div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={editing.draft.active} onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, active: e.target.checked } })} />
            {m['partners.active']}
          </label>
          <div className="flex gap-2 md:col-span-3">
            <button type="submit" className={primaryButton} disabled={busy}>
              {m['partners.save']}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
              {m['partners.cancel']}
            </button>
          </div>
        </form>
      )}
      <FormProblem text={problem} />
      {loaded.data.map((partner) => (
        <section key={partner.id} aria-labelledby={`partner-${partner.id}`} className={cardClass}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`partner-${partner.id}`} className="text-lg font-semibold">
              {partner.name} <span className="text-sm font-normal">· {PARTNER_KIND_NAMES[partner.kind][lang]}</span>
              {!partner.active && <span className="ml-2 rounded bg-gray-200 px-2 text-sm text-gray-900">{m['partners.inactive']}</span>}
            </h2>
            <button type="button" className={secondaryButton} aria-label={`${m['partners.edit']} ${partner.name}`} onClick={() => { setProblem(''); setEditing({ id: partner.id, draft: { kind: partner.kind, name: partner.name, tax_code: partner.tax_code, email: partner.email, phone: partner.phone, county_code: partner.county_code, address: partner.address, active: partner.active } }); }}>
              {m['partners.edit']}
            </button>
          </div>
          <p className="text-sm">
            {partner.tax_code} · {partner.address} ({partner.county_code}) · {partner.email} · {partner.phone} · {`${m['partners.openAssignments']}: ${partner.open_assignments}`}
          </p>
          <h3 className="font-semibold">{m['partners.contacts']}</h3>
          <ul className="space-y-1">
            {partner.contacts.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span>
                  {c.full_name}
                  {c.job_title && ` (${c.job_title})`} · {c.email} · {c.phone}
                </span>
                <button type="button" className="text-red-800 underline" aria-label={`${m['partners.remove']} ${c.full_name}`} onClick={() => void removeContact(partner, c.id)}>
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
                void saveContact();
              }}
            >
              {(['full_name', 'job_title', 'email', 'phone'] as const).map((key) => (
                <label key={key} className="text-sm">
                  {m[key === 'full_name' ? 'partners.contactName' : key === 'job_title' ? 'partners.jobTitle' : key === 'email' ? 'partners.email' : 'partners.phone']}
                  <input className={inputClass} value={contactFor.draft[key]} onChange={(e) => setContactFor({ ...contactFor, draft: { ...contactFor.draft, [key]: e.target.value } })} />
                </label>
              ))}
              <div className="flex gap-2 md:col-span-4">
                <button type="submit" className={primaryButton} disabled={busy}>
                  {m['partners.save']}
                </button>
                <button type="button" className={secondaryButton} onClick={() => setContactFor(null)}>
                  {m['partners.cancel']}
                </button>
              </div>
            </form>
          ) : (
            <button type="button" className={secondaryButton} aria-label={`${m['partners.addContact']}: ${partner.name}`} onClick={() => { setProblem(''); setContactFor({ id: partner.id, draft: EMPTY_CONTACT }); }}>
              {m['partners.addContact']}
            </button>
          )}
        </section>
      ))}
    </div>
  );
}
