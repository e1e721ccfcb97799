import { atom } from 'nanostores';
import { PartnerSchema, type ContactInput, type Partner, type PartnerInput } from '../../../contract/partners.ts';
import { ApiError } from '../api/api-error.ts';
import { inUseCount } from '../api/conflict.ts';
import { interpolate } from '../interpolate.ts';
import { minorUnitsText, parseMinorUnits } from '../money.ts';
import { createVersionedList } from '../pages/versioned-list.ts';
import * as api from './api.ts';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../plural.ts';

export interface PartnersWords {
  'partners.saved': string;
  'partners.deleted': string;
  'partners.inUse_one': string;
  'partners.inUse_few': string;
  'partners.inUse_other': string;
  'conflict.changedKept': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
  'error.partner.labourRateFormat': string;
}

/** The form's draft: as the API takes a partner, but the labour rate as typed (lei, empty for none). */
export type PartnerDraft = Omit<PartnerInput, 'labour_rate'> & { labour_rate: string };

const EMPTY_PARTNER: PartnerDraft = {
  kind: 'repair_shop',
  name: '',
  tax_code: '',
  email: '',
  phone: '',
  county_code: '',
  address: '',
  active: true,
  labour_rate: '',
};
const EMPTY_CONTACT: ContactInput = { full_name: '', job_title: '', email: '', phone: '' };

const draftOf = ({
  kind,
  name,
  tax_code,
  email,
  phone,
  county_code,
  address,
  active,
  labour_rate,
}: Partner): PartnerDraft => ({
  kind,
  name,
  tax_code,
  email,
  phone,
  county_code,
  address,
  active,
  labour_rate: labour_rate === null ? '' : minorUnitsText(labour_rate),
});

/**
 * The draft as the API takes it. Only a repair shop sends a rate (a kind changed away from it
 * drops what was typed); text that is no amount is refused here, beside the field, before sending.
 */
export function inputOf(draft: PartnerDraft, unreadable: string): PartnerInput {
  const text = draft.labour_rate.trim();
  if (draft.kind !== 'repair_shop' || text === '') return { ...draft, labour_rate: null };
  const rate = parseMinorUnits(text.replace(/^-/, ''));
  if (rate === null) throw new ApiError(400, 'validation_failed', unreadable, { field: 'labour_rate' });
  // A minus sign is left for the server to refuse as negative, in its own words.
  return { ...draft, labour_rate: text.startsWith('-') ? -rate : rate };
}

/** The inputs of the partner form in the order it shows them: a refusal's messages go beside them, focus to the first. */
export const PARTNER_FIELDS = [
  'kind',
  'name',
  'tax_code',
  'email',
  'phone',
  'county_code',
  'address',
  'labour_rate',
  'active',
] as const;

/** The first input a refusal names (`contacts.0.email` is not one of the form's), or null. */
export const firstFaultOf = (fields: Record<string, string>) =>
  PARTNER_FIELDS.find((input) => Object.keys(fields).some((f) => f === input || f.startsWith(`${input}.`))) ?? null;

/** /config/partners: partner organisations and the people to call there. */
export function createPartnersPage(words: PartnersWords, lang: Language) {
  const page = createVersionedList<Partner, PartnerDraft>({
    fetch: api.fetchPartners,
    schema: PartnerSchema,
    words: { ...words, saved: words['partners.saved'], deleted: words['partners.deleted'] },
  });
  /** The partner a contact is being added to, and what has been typed. */
  const $contactFor = atom<{ id: string; draft: ContactInput } | null>(null);
  const versionOf = (id: string) => page.list.data()?.find((p) => p.id === id)?.version;
  /** Where focus goes after a refused save: the first input at fault (each refusal a new value). */
  const $focus = atom<{ target: string } | null>(null);
  return {
    ...page,
    $contactFor,
    $focus,
    addNew: () => page.open({ id: null, version: 0, draft: EMPTY_PARTNER }),
    edit: (partner: Partner) => page.open({ id: partner.id, version: partner.version, draft: draftOf(partner) }),
    savePartner: async () => {
      const input = (draft: PartnerDraft) => inputOf(draft, words['error.partner.labourRateFormat']);
      await page.saveEditing(
        async (draft) => api.createPartner(input(draft)),
        async (id, version, draft) => api.updatePartner(id, version, input(draft)),
      );
      const target = page.$editing.get() ? firstFaultOf(page.saving.$fields.get()) : null;
      if (target) $focus.set({ target });
    },
    deletePartner: () =>
      page.confirmDelete(api.deletePartner, (error, partner) => {
        const held = inUseCount(error);
        return held === null
          ? null
          : interpolate(words[pluralKey(lang, 'partners.inUse', held)], { name: partner.name, count: held });
      }),
    openContact(partner: Partner) {
      page.saving.$problem.set('');
      $contactFor.set({ id: partner.id, draft: EMPTY_CONTACT });
    },
    editContact(change: Partial<ContactInput>) {
      const open = $contactFor.get();
      if (open) $contactFor.set({ ...open, draft: { ...open.draft, ...change } });
    },
    closeContact: () => $contactFor.set(null),
    /** Adds the contact on the partner's version the list shows now; a refusal keeps what was typed. */
    saveContact: () =>
      page.change(
        async () => {
          const open = $contactFor.get();
          if (!open) return;
          page.list.set(await api.addContact(open.id, versionOf(open.id), open.draft));
          $contactFor.set(null);
        },
        () => undefined,
      ),
    removeContact: (partner: Partner, contactId: string) =>
      page.change(async () => page.list.set(await api.removeContact(partner, contactId))),
  };
}

export type PartnersPage = ReturnType<typeof createPartnersPage>;
