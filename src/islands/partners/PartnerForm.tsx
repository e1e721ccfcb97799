import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { PARTNER_KIND_NAMES, PARTNER_KINDS, type PartnerInput } from '../../../contract/partners.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { messageFor } from '../../lib/pages/saving.ts';
import type { PARTNER_FIELDS, PartnerDraft, PartnersPage } from '../../lib/partners/page.ts';
import { CountySelect } from '../reference/CountySelect.tsx';
import { invalidProps } from '../common/field-aria.ts';
import { cardClass, inputClass, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';
import type { PartnersMessages } from './messages.ts';

/** The form of a new partner or of one being changed. */
export function PartnerForm({ page, lang, m }: { page: PartnersPage; lang: Language; m: PartnersMessages }) {
  const editing = useStore(page.$editing);
  const busy = useStore(page.saving.$busy);
  const fields = useStore(page.saving.$fields);
  const focus = useStore(page.$focus);
  const form = useRef<HTMLFormElement>(null);
  // After a refused save, to the first input at fault.
  useEffect(() => {
    if (focus) focusNews(form.current?.querySelector<HTMLElement>(`#partner-${focus.target}`));
  }, [focus]);
  if (!editing) return null;
  const rateProblem = messageFor(fields, 'labour_rate');
  const aria = (key: (typeof PARTNER_FIELDS)[number]) => ({
    id: `partner-${key}`,
    ...invalidProps(`partner-${key}-error`, messageFor(fields, key)),
  });
  const beside = (key: (typeof PARTNER_FIELDS)[number]) => (
    <FieldError id={`partner-${key}-error`} message={messageFor(fields, key) ?? null} />
  );
  const text = (key: keyof Omit<PartnerDraft, 'kind' | 'active' | 'county_code' | 'labour_rate'>, label: string) => (
    <div className="text-sm">
      <label>
        {label}
        <input
          className={inputClass}
          value={editing.draft[key]}
          onChange={(e) => page.editDraft({ [key]: e.target.value })}
          {...aria(key)}
        />
      </label>
      {beside(key)}
    </div>
  );
  return (
    <form
      ref={form}
      aria-label={editing.id ? m['partners.edit'] : m['partners.add']}
      noValidate
      className={`${cardClass} grid gap-2 md:grid-cols-3`}
      onSubmit={(e) => {
        e.preventDefault();
        void page.savePartner();
      }}
    >
      <label className="text-sm">
        {m['partners.kind']}
        <select
          className={inputClass}
          value={editing.draft.kind}
          onChange={(e) => page.editDraft({ kind: e.target.value as PartnerInput['kind'] })}
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
      <div>
        <CountySelect
          label={m['partners.county']}
          value={editing.draft.county_code}
          onChange={(county_code) => page.editDraft({ county_code })}
          id="partner-county_code"
          invalid={invalidProps('partner-county_code-error', messageFor(fields, 'county_code'))}
        />
        {beside('county_code')}
      </div>
      <div className="md:col-span-2">{text('address', m['partners.address'])}</div>
      {editing.draft.kind === 'repair_shop' && (
        <div className="text-sm">
          <label htmlFor="partner-labour_rate">{m['partners.labourRate']}</label>
          <input
            id="partner-labour_rate"
            className={inputClass}
            inputMode="decimal"
            value={editing.draft.labour_rate}
            onChange={(e) => page.editDraft({ labour_rate: e.target.value })}
            {...invalidProps('partner-labour_rate-error', rateProblem)}
          />
          <p className="text-gray-700">{m['partners.labourRateHint']}</p>
          {rateProblem && (
            <p id="partner-labour_rate-error" className="text-red-800">
              {rateProblem}
            </p>
          )}
        </div>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={editing.draft.active}
          onChange={(e) => page.editDraft({ active: e.target.checked })}
        />
        {m['partners.active']}
      </label>
      <div className="flex gap-2 md:col-span-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {m['partners.save']}
        </button>
        <button type="button" className={secondaryButton} onClick={page.close}>
          {m['partners.cancel']}
        </button>
      </div>
    </form>
  );
}
