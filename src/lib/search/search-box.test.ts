import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../contract/assignments.ts';
import { searchAssignments } from '../assignments/api.ts';
import { createSearchBox, DEBOUNCE_MS } from './search-box.ts';

vi.mock('../assignments/api.ts', () => ({ searchAssignments: vi.fn() }));
vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../auth/paths.ts', () => ({
  localized: (path: string, lang: string) => (lang === 'ro' ? `/ro${path}` : path),
}));

const found = (...ids: string[]) => ids.map((id) => ({ id }) as unknown as SearchResult);
const settle = async () => {
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
};

describe('the search box', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(searchAssignments).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('searches once a typed word pauses, and not for too short a text', async () => {
    vi.mocked(searchAssignments).mockResolvedValue(found('a1'));
    const box = createSearchBox('en');
    box.type('A');
    await settle();
    expect(searchAssignments).not.toHaveBeenCalled();
    expect(box.$status.get()).toBe('idle');
    box.type('AB1');
    box.type(' AB12 ');
    await settle();
    expect(searchAssignments).toHaveBeenCalledTimes(1);
    expect(searchAssignments).toHaveBeenCalledWith('AB12');
    expect(box.$status.get()).toBe('found');
    box.type('A');
    expect(box.$results.get()).toBeNull();
  });

  it('never lets an older, slower answer replace a newer one', async () => {
    let answerOld: (r: SearchResult[]) => void = () => {};
    vi.mocked(searchAssignments)
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce(found('new'));
    const box = createSearchBox('en');
    box.type('old');
    await settle();
    box.type('newer');
    await settle();
    answerOld(found('old'));
    await vi.runAllTimersAsync();
    expect(box.$results.get()).toEqual(found('new'));
  });

  it('says a failure until a search succeeds again', async () => {
    vi.mocked(searchAssignments).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    const box = createSearchBox('en');
    box.type('abc');
    await settle();
    expect(box.$status.get()).toBe('failed');
    box.type('abcd');
    await settle();
    expect(box.$status.get()).toBe('none');
  });

  it('moves through the results with the arrows, opens the one chosen and closes on Escape', async () => {
    vi.mocked(searchAssignments).mockResolvedValue(found('a1', 'a2'));
    const go = vi.fn();
    const box = createSearchBox('ro', go);
    expect(box.key('ArrowDown')).toBe(false);
    box.typedEarly('abc');
    await settle();
    expect(box.key('ArrowUp')).toBe(true);
    expect(box.$active.get()).toBe(1);
    expect(box.key('ArrowDown')).toBe(true);
    expect(box.$active.get()).toBe(0);
    expect(box.key('a')).toBe(false);
    expect(box.key('Enter')).toBe(true);
    expect(go).toHaveBeenCalledWith('/ro/assignments/view/a1');
    expect(box.key('Escape')).toBe(true);
    expect(box.$results.get()).toBeNull();
  });
});
