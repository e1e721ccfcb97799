import { describe, expect, it, vi } from 'vitest';
import { confirmationUsable, confirmContact } from './link-api.ts';
import { createContactConfirmationPage } from './contact-confirmation-page.ts';

vi.mock('./link-api.ts', () => ({ confirmationUsable: vi.fn(), confirmContact: vi.fn() }));

async function entered(usable: boolean, purpose: 'contact' | 'updates' = 'contact') {
  vi.mocked(confirmationUsable).mockResolvedValue(
    usable ? { usable, purpose, case_no: 'DEMO000123', contact: 'client@example.test' } : { usable },
  );
  const page = createContactConfirmationPage('k1');
  page.enter();
  await vi.waitFor(() => expect(page.$state.get()).not.toBe('LOADING'));
  return page;
}

describe('the contact confirmation', () => {
  it('spends the key only on the press, once', async () => {
    const page = await entered(true);
    expect(page.$state.get()).toBe('READY');
    expect(page.$subject.get()).toEqual({ case_no: 'DEMO000123', contact: 'client@example.test' });
    expect(confirmContact).not.toHaveBeenCalled();
    vi.mocked(confirmContact).mockResolvedValue({ confirmed: true });
    await Promise.all([page.confirm(), page.confirm()]);
    expect(confirmContact).toHaveBeenCalledTimes(1);
    expect(page.$state.get()).toBe('LOADED');
  });

  it('says the link is spent when the key is not usable, or the confirmation is refused', async () => {
    expect((await entered(false)).$state.get()).toBe('FAILED');
    const page = await entered(true);
    vi.mocked(confirmContact).mockRejectedValue(new Error('gone'));
    await page.confirm();
    expect(page.$state.get()).toBe('FAILED');
  });

  it('tells a subscription to updates from a contact confirmation', async () => {
    expect((await entered(true)).$purpose.get()).toBe('contact');
    const page = await entered(true, 'updates');
    expect(page.$purpose.get()).toBe('updates');
    expect(page.$state.get()).toBe('READY');
  });
});
