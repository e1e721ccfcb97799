import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Partner } from '../../../contract/partners.ts';
import { ApiError } from '../api/api-error.ts';
import { createPartner, deletePartner, fetchPartners, updatePartner } from './api.ts';
import { createPartnersPage } from './page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchPartners: vi.fn(),
  createPartner: vi.fn(),
  updatePartner: vi.fn(),
  deletePartner: vi.fn(),
  addContact: vi.fn(),
  removeContact: vi.fn(),
}));

const partner: Partner = {
  id: 'p1',
  version: 1,
  kind: 'repair_shop',
  name: 'Service Auto',
  tax_code: 'RO1',
  email: 'a@b.ro',
  phone: '0700',
  county_code: 'B',
  address: 'Str. 1',
  active: true,
  labour_rate: null,
  contacts: [],
  open_assignments: 0,
};
const words = {
  'partners.saved': 'Saved.',
  'partners.deleted': 'Deleted.',
  'partners.inUse_one': '{{name}} still holds {{count}}.',
  'partners.inUse_few': '{{name}} still holds {{count}}.',
  'partners.inUse_other': '{{name}} still holds {{count}}.',
  'conflict.changedKept': 'Kept; {{name}} changed it.',
  'conflict.nothingDone': 'Nothing done; {{name}} changed it.',
  'conflict.someone': 'someone',
  'error.partner.labourRateFormat': 'Write the rate in lei an hour.',
};

async function enteredPage() {
  const page = createPartnersPage(words, 'en');
  page.enter();
  await vi.waitFor(() => expect(page.list.$loaded.get().state).toBe('ready'));
  return page;
}

beforeEach(() => vi.mocked(fetchPartners).mockResolvedValue([partner]));

describe('the partners page', () => {
  it('keeps what was typed on the newer version when someone changed the partner first', async () => {
    const page = await enteredPage();
    page.edit(partner);
    page.editDraft({ name: 'Service Auto Nord' });
    const now = { ...partner, version: 2, phone: '0711' };
    vi.mocked(updatePartner).mockRejectedValue(
      new ApiError(409, 'conflict', 'stale', { current: now, params: { changed_by: 'Ana' } }),
    );
    await page.savePartner();
    expect(updatePartner).toHaveBeenCalledWith('p1', 1, expect.objectContaining({ name: 'Service Auto Nord' }));
    expect(page.saving.$problem.get()).toBe('Kept; Ana changed it.');
    expect(page.$editing.get()).toMatchObject({ id: 'p1', version: 2, draft: { name: 'Service Auto Nord' } });
    expect(page.list.data()).toEqual([now]);
  });

  it('says how much work a partner still holds when it cannot be deleted, and closes the question', async () => {
    const page = await enteredPage();
    page.askToDelete(partner);
    vi.mocked(deletePartner).mockRejectedValue(new ApiError(409, 'in_use', 'in use', { params: { assignments: 3 } }));
    await page.deletePartner();
    expect(page.removal.$problem.get()).toBe('Service Auto still holds 3.');
    expect(page.$deleting.get()).toBeNull();
    expect(page.list.data()).toEqual([partner]);
  });

  it('sends a repair shop labour rate typed in lei as bani, and none for another kind or an empty box', async () => {
    const page = await enteredPage();
    vi.mocked(updatePartner).mockResolvedValue([{ ...partner, labour_rate: 18_050, version: 2 }]);
    page.edit({ ...partner, labour_rate: 15_000 });
    expect(page.$editing.get()?.draft.labour_rate).toBe('150.00');
    page.editDraft({ labour_rate: '180,5' });
    await page.savePartner();
    expect(updatePartner).toHaveBeenLastCalledWith('p1', 1, expect.objectContaining({ labour_rate: 18_050 }));
    vi.mocked(createPartner).mockResolvedValue([partner]);
    page.addNew();
    page.editDraft({ name: 'Tractari Nord', kind: 'towing', labour_rate: '99' });
    await page.savePartner();
    expect(createPartner).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'towing', labour_rate: null }));
    page.addNew();
    await page.savePartner();
    expect(createPartner).toHaveBeenLastCalledWith(expect.objectContaining({ labour_rate: null }));
  });

  it('refuses a rate that is no amount beside its field, before sending, and keeps the form open', async () => {
    const page = await enteredPage();
    vi.mocked(createPartner).mockClear();
    page.addNew();
    page.editDraft({ labour_rate: '15o' });
    await page.savePartner();
    expect(createPartner).not.toHaveBeenCalled();
    expect(page.saving.$fields.get()).toEqual({ labour_rate: 'Write the rate in lei an hour.' });
    expect(page.$editing.get()?.draft.labour_rate).toBe('15o');
  });

  it('sends focus to the first input the server refused, in the form order, and nowhere for a conflict', async () => {
    const page = await enteredPage();
    page.edit(partner);
    vi.mocked(updatePartner).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Write the address.', {
        problems: [
          { field: 'address', key: 'error.partner.addressRequired', message: 'Write the address.' },
          { field: 'email', key: 'error.field.email', message: 'An e-mail address.' },
        ],
      }),
    );
    await page.savePartner();
    expect(page.saving.$fields.get()).toEqual({ address: 'Write the address.', email: 'An e-mail address.' });
    expect(page.$focus.get()).toEqual({ target: 'email' });
    const before = page.$focus.get();
    vi.mocked(updatePartner).mockRejectedValueOnce(
      new ApiError(409, 'conflict', 'stale', { current: partner, params: { changed_by: 'Ana' } }),
    );
    await page.savePartner();
    expect(page.$focus.get()).toBe(before);
  });
});
