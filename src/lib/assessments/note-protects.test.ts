import { describe, expect, it, vi } from 'vitest';
import type { AssessmentNote } from '../../../contract/assessment.ts';
import { ApiError } from '../api/api-error.ts';
import type * as api from './api.ts';
import type { DraftStorage } from './kept-drafts.ts';
import { aboveApprovalLimit, createNotePage } from './note-page.ts';
import { testNote } from './test-note.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../stores/messages.ts', () => ({ showSnack: () => undefined }));

const words = {
  saved: 'Saved.',
  fixFields: 'Fix.',
  conflictKept: 'Kept.',
  conflictNothing: 'Nothing.',
  someone: 'Someone',
};

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function calls(note: AssessmentNote, change: Partial<typeof api> = {}) {
  return {
    fetchNote: vi.fn(async () => note),
    saveLines: vi.fn(async () => note),
    submitNote: vi.fn(async () => ({ ...note, state: 'submitted' as const })),
    fetchUsualPrices: vi.fn(async () => ({ prices: { 'part-bonnet': { median: 10_000, notes: 3 } } })),
    ...change,
  } as unknown as typeof api;
}

async function entered(note: AssessmentNote, storage: DraftStorage, change: Partial<typeof api> = {}, who = 'u1') {
  const c = calls(note, change);
  const page = createNotePage('a1', 'en', words, c, { storage, owner: () => who });
  page.enter();
  await vi.waitFor(() => expect(page.note.$loaded.get().state).toBe('ready'));
  return { page, c };
}

describe('a note that protects what was typed', () => {
  it('offers a kept draft only to the person who typed it, not to the next one signing in on the browser', async () => {
    const storage = memoryStorage();
    const down = new ApiError(0, 'network_error', 'The network is down.');
    const first = await entered(testNote(1), storage, { saveLines: vi.fn(async () => Promise.reject(down)) });
    first.page.rows.$rows.get()[0]!.$draft.setKey('part_price', '250.00');
    await first.page.save();
    expect(storage.items.size).toBe(1);

    const someoneElse = await entered(testNote(1), storage, {}, 'u2');
    expect(someoneElse.page.$restoreOffer.get()).toBeNull();
    const again = await entered(testNote(1), storage);
    expect(again.page.$restoreOffer.get()).toMatchObject({ kept_at: expect.any(String) });
  });

  it('keeps the rows of a failed save and offers them back on the next visit; a save forgets them', async () => {
    const storage = memoryStorage();
    const down = new ApiError(0, 'network_error', 'The network is down.');
    const first = await entered(testNote(1), storage, { saveLines: vi.fn(async () => Promise.reject(down)) });
    first.page.rows.$rows.get()[0]!.$draft.setKey('part_price', '250.00');
    await first.page.save();
    expect(storage.items.size).toBe(1);

    const again = await entered(testNote(1), storage);
    expect(again.page.$restoreOffer.get()).toMatchObject({ kept_at: expect.any(String) });
    expect(again.page.$focus.get()).toMatchObject({ to: 'restore' });
    again.page.restore();
    expect(again.page.rows.$rows.get()[0]!.$draft.get().part_price).toBe('250.00');
    expect(again.page.$dirty.get()).toBe(true);
    await again.page.save();
    expect(storage.items.size).toBe(0);
  });

  it('keeps nothing for a refused field, and discarding forgets for good', async () => {
    const storage = memoryStorage();
    const refused = new ApiError(400, 'validation_failed', 'Bad price.', { field: 'lines.0.part_price' });
    const page = (await entered(testNote(1), storage, { saveLines: vi.fn(async () => Promise.reject(refused)) })).page;
    await page.save();
    expect(storage.items.size).toBe(0);
    const conflict = new ApiError(409, 'conflict', 'Changed.');
    const other = (await entered(testNote(1), storage, { saveLines: vi.fn(async () => Promise.reject(conflict)) }))
      .page;
    await other.save();
    const again = (await entered(testNote(1), storage)).page;
    again.discardKept();
    expect(again.$restoreOffer.get()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('flags a part priced more than half again its usual price, and submitting it asks first', async () => {
    const storage = memoryStorage();
    const { page, c } = await entered(testNote(0), storage);
    const row = page.addPart('part-bonnet', 'Bonnet');
    await vi.waitFor(() => expect(page.$usualPrices.get()['part-bonnet']).toBeDefined());
    row.$draft.setKey('part_price', '150.00');
    expect(page.$flagged.get()).toEqual([]);
    row.$draft.setKey('part_price', '150.01');
    expect(page.$flagged.get()).toEqual([{ key: row.key, part_name: 'Bonnet', usual: 10_000 }]);
    await page.submit();
    expect(page.$confirmSubmit.get()).toBe(true);
    expect(c.submitNote).not.toHaveBeenCalled();
    await page.submit(true);
    expect(page.$confirmSubmit.get()).toBe(false);
    expect(c.submitNote).toHaveBeenCalled();
  });

  it('says Approve is out of reach when the total is above the approver limit', () => {
    const allowed = { edit: false, submit: false, approve: true, return: true, supplement: false };
    const note = testNote(1, { allowed, approval_limit: 100 });
    expect(aboveApprovalLimit(note)).toBe(true);
    expect(aboveApprovalLimit({ ...note, approval_limit: note.totals.total })).toBe(false);
  });
});
