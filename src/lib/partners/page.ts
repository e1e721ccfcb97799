import { atom } from 'nanostores';
import { PartnerSchema, type ContactInput, type Partner, type PartnerInput } from '../../../contract/partners.ts';
import { inUseCount } from '../api/conflict.ts';
import { interpolate } from '../interpolate.ts';
import { createVersionedList } from '../pages/versioned-list.ts';
import * as api from './api.ts';

export interface PartnersWords {
  'partners.saved': string;
  'partners.deleted': string;
  'partners.inUse': string;
  'conflict.changedKept': string;
  'conflict.nothingDone': string;
  'conflict.someone': string;
}

const EMPTY_PARTNER: PartnerInput = {
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

/** /config/partners: partner organisations and the people to call there. */
export function createPartnersPage(words: PartnersWords) {
  const page = createVersionedList<Partner, PartnerInput>({
    fetch: api.fetchPartners,
    schema: PartnerSchema,
    words: { ...words, saved: words['partners.saved'], deleted: words['partners.deleted'] },
  });
  /** The partner a contact is being added to, and what has been typed. */
  const $contactFor = atom<{ id: string; draft: ContactInput } | null>(null);
  const versionOf = (id: string) => page.list.data()?.find((p) => p.id === id)?.version;
  return {
    ...page,
    $contactFor,
    addNew: () => page.open({ id: null, version: 0, draft: EMPTY_PARTNER }),
    edit: (partner: Partner) => page.open({ id: partner.id, version: partner.version, draft: inputOf(partner) }),
    savePartner: () => page.saveEditing(api.createPartner, api.updatePartner),
    deletePartner: () =>
      page.confirmDelete(api.deletePartner, (error, partner) => {
        const held = inUseCount(error);
        return held === null ? null : interpolate(words['partners.inUse'], { name: partner.name, n: held });
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
