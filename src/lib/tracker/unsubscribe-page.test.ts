import { describe, expect, it, vi } from 'vitest';
import { unsubscribe, unsubscribeUsable } from './link-api.ts';
import { createUnsubscribePage } from './unsubscribe-page.ts';

vi.mock('./link-api.ts', () => ({ unsubscribeUsable: vi.fn(), unsubscribe: vi.fn() }));

async function entered(subscribed: boolean) {
  vi.mocked(unsubscribeUsable).mockResolvedValue({ subscribed });
  const page = createUnsubscribePage('k1');
  page.enter();
  await vi.waitFor(() => expect(page.$state.get()).not.toBe('LOADING'));
  return page;
}

describe('the unsubscribe page', () => {
  it('ends the updates only on the press, once', async () => {
    const page = await entered(true);
    expect(page.$state.get()).toBe('READY');
    expect(unsubscribe).not.toHaveBeenCalled();
    vi.mocked(unsubscribe).mockResolvedValue({ subscribed: false });
    await Promise.all([page.confirm(), page.confirm()]);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(page.$state.get()).toBe('DONE');
  });

  it('says the updates already stopped when the link names none, or the call is refused', async () => {
    expect((await entered(false)).$state.get()).toBe('FAILED');
    const page = await entered(true);
    vi.mocked(unsubscribe).mockRejectedValue(new Error('gone'));
    await page.confirm();
    expect(page.$state.get()).toBe('FAILED');
  });
});
