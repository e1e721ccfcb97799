import { describe, expect, it, vi } from 'vitest';
import { readUpdates, requestUpdates } from './api.ts';
import { createUpdatesPart } from './updates-part.ts';

vi.mock('./api.ts', () => ({ readUpdates: vi.fn(), requestUpdates: vi.fn() }));

async function entered(status: 'none' | 'pending' | 'active') {
  vi.mocked(readUpdates).mockResolvedValue({ status });
  const part = createUpdatesPart('t1');
  part.enter();
  await vi.waitFor(() => expect(part.$state.get()).not.toBe('LOADING'));
  return part;
}

describe('the updates part of the verified case', () => {
  it('shows what the server holds, and asks once however often pressed', async () => {
    expect((await entered('active')).$state.get()).toBe('active');
    const part = await entered('none');
    vi.mocked(requestUpdates).mockResolvedValue({ status: 'pending' });
    await Promise.all([part.subscribe(), part.subscribe()]);
    expect(requestUpdates).toHaveBeenCalledTimes(1);
    expect(part.$state.get()).toBe('pending');
    expect(part.$problem.get()).toBeNull();
  });

  it('keeps the state it had and the server message when asking is refused', async () => {
    const part = await entered('pending');
    vi.mocked(requestUpdates).mockRejectedValue(new Error('Too many requests'));
    await part.subscribe();
    expect(part.$state.get()).toBe('pending');
    expect(part.$problem.get()).toBe('Too many requests');
  });
});
