import { describe, expect, it, vi } from 'vitest';
import { requestUpdates } from './updates-api.ts';
import { createUpdatesPart } from './updates-part.ts';

vi.mock('./updates-api.ts', () => ({ requestUpdates: vi.fn() }));

describe('the updates part of the verified case', () => {
  it('asks on entering, once however often pressed meanwhile, and shows the answer', async () => {
    vi.mocked(requestUpdates).mockResolvedValue({ status: 'pending' });
    const part = createUpdatesPart('t1');
    part.enter();
    expect(part.$state.get()).toBe('SENDING');
    await part.subscribe();
    await vi.waitFor(() => expect(part.$state.get()).toBe('pending'));
    expect(requestUpdates).toHaveBeenCalledTimes(1);
    expect(part.$problem.get()).toBeNull();
    vi.mocked(requestUpdates).mockResolvedValue({ status: 'active' });
    await part.subscribe();
    expect(part.$state.get()).toBe('active');
  });

  it('keeps the state it had and the server message when asking is refused', async () => {
    vi.mocked(requestUpdates).mockResolvedValue({ status: 'pending' });
    const part = createUpdatesPart('t1');
    part.enter();
    await vi.waitFor(() => expect(part.$state.get()).toBe('pending'));
    vi.mocked(requestUpdates).mockRejectedValue(new Error('Too many requests'));
    await part.subscribe();
    expect(part.$state.get()).toBe('pending');
    expect(part.$problem.get()).toBe('Too many requests');
  });
});
