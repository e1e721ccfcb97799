import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Partner } from '../../../contract/partners.ts';
import { ApiError } from '../api/api-error.ts';
import { deletePartner, fetchPartners, updatePartner } from './api.ts';
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
  contacts: [],
  open_assignments: 0,
};
const words = {
  'partners.saved': 'Saved.',
  'partners.deleted': 'Deleted.',
  'partners.inUse': '{{name}} still holds {{n}}.',
  'conflict.changedKept': 'Kept; {{name}} changed it.',
  'conflict.nothingDone': 'Nothing done; {{name}} changed it.',
  'conflict.someone': 'someone',
};

async function enteredPage() {
  const page = createPartnersPage(words);
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
});
