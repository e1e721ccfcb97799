import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimFileSearchResult, SearchResult } from '../../../contract/assignments.ts';
import { searchAll } from '../assignments/api.ts';
import { createSearchBox, DEBOUNCE_MS } from './search-box.ts';

vi.mock('../assignments/api.ts', () => ({ searchAll: vi.fn() }));
vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../auth/paths.ts', () => ({
  localized: (path: string, lang: string) => (lang === 'ro' ? `/ro${path}` : path),
}));

const assignments = (...ids: string[]) => ids.map((id) => ({ id }) as unknown as SearchResult);
const found = (...ids: string[]) => ({ claim_files: [] as ClaimFileSearchResult[], assignments: assignments(...ids) });
const asOptions = (...ids: string[]) => ids.map((id) => ({ kind: 'assignment', id }));
const settle = async () => {
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
};

describe('the search box', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(searchAll).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('searches once a typed word pauses, and not for too short a text', async () => {
    vi.mocked(searchAll).mockResolvedValue(found('a1'));
    const box = createSearchBox('en');
    box.type('A');
    await settle();
    expect(searchAll).not.toHaveBeenCalled();
    expect(box.$status.get()).toBe('idle');
    box.type('AB1');
    box.type(' AB12 ');
    await settle();
    expect(searchAll).toHaveBeenCalledTimes(1);
    expect(searchAll).toHaveBeenCalledWith('AB12');
    expect(box.$status.get()).toBe('found');
    box.type('A');
    expect(box.$results.get()).toBeNull();
  });

  it('never lets an older, slower answer replace a newer one', async () => {
    let answerOld: (r: ReturnType<typeof found>) => void = () => {};
    vi.mocked(searchAll)
      .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)))
      .mockResolvedValueOnce(found('new'));
    const box = createSearchBox('en');
    box.type('old');
    await settle();
    box.type('newer');
    await settle();
    answerOld(found('old'));
    await vi.runAllTimersAsync();
    expect(box.$results.get()).toEqual(asOptions('new'));
  });

  it('says a failure until a search succeeds again', async () => {
    vi.mocked(searchAll).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(found());
    const box = createSearchBox('en');
    box.type('abc');
    await settle();
    expect(box.$status.get()).toBe('failed');
    box.type('abcd');
    await settle();
    expect(box.$status.get()).toBe('none');
  });

  it('moves through the results with the arrows, opens the one chosen and closes on Escape', async () => {
    vi.mocked(searchAll).mockResolvedValue(found('a1', 'a2'));
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

  it('offers the matching claim files first, each opening its page, then the assignments', async () => {
    const file = { claim_file_no: 'DEMO000789', insured_name: 'Andrei Vasilescu', plate: 'IF 07 DMO', found_by: null };
    vi.mocked(searchAll).mockResolvedValue({ claim_files: [file], assignments: assignments('a1', 'a2') });
    const go = vi.fn();
    const box = createSearchBox('en', go);
    box.type('demo000789');
    await settle();
    expect(searchAll).toHaveBeenCalledTimes(1);
    expect(box.$results.get()).toEqual([
      { kind: 'claimFile', id: 'file-DEMO000789', ...file },
      ...asOptions('a1', 'a2'),
    ]);
    expect(box.$status.get()).toBe('found');
    box.key('ArrowDown');
    box.key('Enter');
    expect(go).toHaveBeenLastCalledWith('/workflow/claim-file/DEMO000789');
    box.key('ArrowDown');
    box.key('Enter');
    expect(go).toHaveBeenLastCalledWith('/assignments/view/a1');
  });

  it('answers only claim files when no assignment matches, in Romanian paths too', async () => {
    const file = { claim_file_no: 'DEMO000999', insured_name: 'Ana Pop', plate: 'B 1 AAA', found_by: null };
    vi.mocked(searchAll).mockResolvedValue({ claim_files: [file], assignments: [] });
    const go = vi.fn();
    const box = createSearchBox('ro', go);
    box.type('demo000999');
    await settle();
    expect(box.$status.get()).toBe('found');
    box.key('ArrowDown');
    box.key('Enter');
    expect(go).toHaveBeenCalledWith('/ro/workflow/claim-file/DEMO000999');
  });
});
