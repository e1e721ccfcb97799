import { useState } from 'react';
import type { Language } from '../../contract/languages.ts';
import {
  PARTNER_KIND_NAMES,
  PARTNER_KINDS,
  PartnerSchema,
  PartnersSchema,
  type ContactInput,
  type Partner,
  type PartnerInput,
} from '../../contract/partners.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../lib/api/client.ts';
import { conflictMessage, conflictOf, inUseCount } from '../lib/api/conflict.ts';
import { interpolate } from '../lib/interpolate.ts';
import { useLoad } from '../lib/use-load.ts';
import { useSave } from '../lib/use-save.ts';
import ConfirmDialog from './parts/ConfirmDialog.tsx';
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
  'partners.delete',
  'partners.deleteTitle',
  'partners.deleteWhat',
  'partners.deleteConfirm',
  'partners.deleted',
  'partners.inUse',
  'conflict.changedKept',
  'conflict.nothingDone',
  'conflict.someone',
] as const;
type Messages = Record<(typeof PARTNERS_KEYS)[number], string>;

const EMPTY: PartnerInput = {
  kind: 'repair_shop',
  name: '',
  tax_code: '',
  email: '',
  phone: '',
  county_code: '',
  address: '',
  active: true,
};
const EMPTY_CONTACT: ContactInput = { full_name: '', job_title: '', email: '', phone: '' };

const inputOf = ({ kind, name, tax_code, email, phone, county_code, address, active }: Partner): PartnerInput => ({
  kind,
  name,
  tax_code,
  email,
  phone,
  county_code,
  address,
  active,
});

/** /config/partners (partner manager): partner organisations and the people to call there. */
export default function PartnersConfig({ lang, messages: m }: { lang: Language; messages: Messages }) {
  const { loaded, set } = useLoad(() => apiGet('/config/partners', PartnersSchema), 'partners');
  // `version` is the partner's version the form was opened on: a save on an older one is refused.
  const [editing, setEditing] = useState<{ id: string | null; version: number; draft: PartnerInput } | null>(null);
  const [contactFor, setContactFor] = useState<{ id: string; draft: ContactInput } | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const { busy, problem, save, setProblem } = useSave(m['partners.saved']);
  const removal = useSave(m['partners.deleted']);
  if (loaded.state === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (loaded.state === 'failed') return <p role="alert">{m['partners.failed']}</p>;
  const partners = loaded.data;
  const versionOf = (id: string) => partners.find((p) => p.id === id)?.version;

  /**
   * Runs a change. When someone else changed the partner first, the list shows it as it is now and
   * the refusal says who and when; `onConflict` (for forms) keeps what was typed on the new version.
   */
  const change = (action: () => Promise<void>, onConflict?: (current: Partner) => void) =>
    save(async () => {
      try {
        await action();
      } catch (error) {
        const conflict = conflictOf(error, PartnerSchema);
        if (!conflict) throw error;
        set(partners.map((p) => (p.id === conflict.current.id ? conflict.current : p)));
        onConflict?.(conflict.current);
        throw new Error(
          conflictMessage(
            conflict,
            onConflict ? m['conflict.changedKept'] : m['conflict.nothingDone'],
            m['conflict.someone'],
          ),
        );
      }
    });
  const savePartner = () =>
    change(
      async () => {
        if (!editing) return;
        const options = { ifMatch: editing.version };
        const path = `/config/partners/${editing.id}`;
        set(
          editing.id
            ? await apiPut(path, editing.draft, PartnersSchema, options)
            : await apiPost('/config/partners', editing.draft, PartnersSchema),
        );
        setEditing(null);
      },
      (current) => setEditing((open) => open && { ...open, version: current.version }),
    );
  const saveContact = () =>
    change(
      async () => {
        if (!contactFor) return;
        set(
          await apiPost(`/config/partners/${contactFor.id}/contacts`, contactFor.draft, PartnersSchema, {
            ifMatch: versionOf(contactFor.id),
          }),
        );
        setContactFor(null);
      },
      () => undefined,
    );
  const removeContact = (partner: Partner, contactId: string) =>
    change(async () =>
      set(
        await apiPost(`/config/partners/${partner.id}/contacts/${contactId}/remove`, {}, PartnersSchema, {
          ifMatch: partner.version,
        }),
      ),
    );
  const deletePartner = async (partner: Partner) => {
    await removal.save(async () => {
      try {
        set(await apiDelete(`/config/partners/${partner.id}`, PartnersSchema, { ifMatch: partner.version }));
      } catch (error) {
        const held = inUseCount(error);
        if (held !== null) throw new Error(interpolate(m['partners.inUse'], { name: partner.name, n: held }));
        const conflict = conflictOf(error, PartnerSchema);
        if (!conflict) throw error;
        set(partners.map((p) => (p.id === conflict.current.id ? conflict.current : p)));
        throw new Error(conflictMessage(conflict, m['conflict.nothingDone'], m['conflict.someone']));
      }
    });
    setDeleting(null);
  };
  const text = (key: keyof Omit<PartnerInput, 'kind' | 'active' | 'county_code'>, label: string) =>
    editing && (
      <label className="text-sm">
        {label}
        <input
          className={inputClass}
          value={editing.draft[key]}
          onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, [key]: e.target.value } })}
        />
      </label>
    );

  return (
    <div className="space-y-4">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => {
          setProblem('');
          setEditing({ id: null, version: 0, draft: EMPTY });
        }}
      >
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
            <select
              className={inputClass}
              value={editing.draft.kind}
              onChange={(e) =>
                setEditing({ ...editing, draft: { ...editing.draft, kind: e.target.value as PartnerInput['kind'] } })
              }
            >
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
          <CountySelect
            label={m['partners.county']}
            value={editing.draft.county_code}
            onChange={(county_code) => setEditing({ ...editing, draft: { ...editing.draft, county_code } })}
          />
          <div className="md:col-span-2">{text('address', m['partners.address'])}</div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={editing.draft.active}
              onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, active: e.target.checked } })}
            />
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
      <FormProblem text={removal.problem} />
      <ConfirmDialog
        open={deleting !== null}
        title={interpolate(m['partners.deleteTitle'], { name: deleting?.name ?? '' })}
        confirmLabel={m['partners.deleteConfirm']}
        cancelLabel={m['partners.cancel']}
        onConfirm={() => (deleting ? deletePartner(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {interpolate(m['partners.deleteWhat'], { name: deleting?.name ?? '', n: deleting?.contacts.length ?? 0 })}
        </p>
      </ConfirmDialog>
      {partners.map((partner) => (
        <section key={partner.id} aria-labelledby={`partner-${partner.id}`} className={cardClass}>
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
                onClick={() => {
                  setProblem('');
                  setEditing({ id: partner.id, version: partner.version, draft: inputOf(partner) });
                }}
              >
                {m['partners.edit']}
              </button>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`${m['partners.delete']} ${partner.name}`}
                onClick={() => {
                  removal.setProblem('');
                  setDeleting(partner);
                }}
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
                  onClick={() => void removeContact(partner, c.id)}
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
                void saveContact();
              }}
            >
              {(['full_name', 'job_title', 'email', 'phone'] as const).map((key) => (
                <label key={key} className="text-sm">
                  {
                    m[
                      key === 'full_name'
                        ? 'partners.contactName'
                        : key === 'job_title'
                          ? 'partners.jobTitle'
                          : key === 'email'
                            ? 'partners.email'
                            : 'partners.phone'
                    ]
                  }
                  <input
                    className={inputClass}
                    value={contactFor.draft[key]}
                    onChange={(e) =>
                      setContactFor({ ...contactFor, draft: { ...contactFor.draft, [key]: e.target.value } })
                    }
                  />
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
            <button
              type="button"
              className={secondaryButton}
              aria-label={`${m['partners.addContact']}: ${partner.name}`}
              onClick={() => {
                setProblem('');
                setContactFor({ id: partner.id, draft: EMPTY_CONTACT });
              }}
            >
              {m['partners.addContact']}
            </button>
          )}
        </section>
      ))}
    </div>
  );
}
