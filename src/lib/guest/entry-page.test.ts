import { describe, expect, it, vi } from 'vitest';
import type { GuestAssignment } from '../../../contract/guest.ts';
import { exchangeGuestKey, fetchGuestAssignment, storedGuest } from './api.ts';
import { createGuestEntryPage } from './entry-page.ts';

vi.mock('./api.ts', () => ({ exchangeGuestKey: vi.fn(), fetchGuestAssignment: vi.fn(), storedGuest: vi.fn() }));

const words = {
  'guest.error.linkFails': 'This link does not work.',
  'guest.title.linkError': 'This link does not work',
};
const assignment = { assignment_no: 'A-1', type_name: 'Claim notification' } as GuestAssignment;
const KEY = 'abcdefghijklmnopqrstuv';

describe('the guest entry', () => {
  it('takes the key out of the address and exchanges it for the assignment', async () => {
    const replace = vi.fn();
    vi.mocked(exchangeGuestKey).mockResolvedValue({ token: 't1', assignment });
    const page = createGuestEntryPage('ro', words, replace);
    page.open(`/ro/guest/claim_notification/${KEY}`);
    expect(replace).toHaveBeenCalledWith('/ro/guest/claim_notification');
    await vi.waitFor(() => expect(page.$state.get()).toEqual({ kind: 'assignment', token: 't1', assignment }));
    expect(page.$title.get()).toBe('Claim notification A-1');
    vi.mocked(fetchGuestAssignment).mockResolvedValue({ ...assignment, assignment_no: 'A-2' });
    await page.reload();
    expect(page.$state.get()).toMatchObject({ kind: 'assignment', assignment: { assignment_no: 'A-2' } });
  });

  it('answers a link that cannot be one without asking, and shows a refusal in its own words', async () => {
    const page = createGuestEntryPage('en', words, vi.fn());
    await page.open('/guest/unknown_type/short');
    expect(page.$state.get()).toEqual({ kind: 'failed', message: 'This link does not work.' });
    expect(page.$title.get()).toBe('This link does not work');
    vi.mocked(exchangeGuestKey).mockRejectedValue(new Error('The link was replaced.'));
    page.open(`/guest/claim_notification/${KEY}`);
    await vi.waitFor(() => expect(page.$state.get()).toEqual({ kind: 'failed', message: 'The link was replaced.' }));
  });

  it('carries on with the context this tab keeps, or says the address does not exist', async () => {
    vi.mocked(storedGuest).mockReturnValueOnce(null);
    const page = createGuestEntryPage('en', words, vi.fn());
    await page.open('/guest/claim_notification');
    expect(page.$state.get()).toEqual({ kind: 'missing' });
    vi.mocked(storedGuest).mockReturnValueOnce({ type: 'claim_notification', token: 't2', expires_at: '' });
    vi.mocked(fetchGuestAssignment).mockResolvedValue(assignment);
    page.open('/guest/claim_notification');
    await vi.waitFor(() => expect(page.$state.get()).toEqual({ kind: 'assignment', token: 't2', assignment }));
  });
});
