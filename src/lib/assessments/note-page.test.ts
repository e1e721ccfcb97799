import { describe, expect, it, vi } from 'vitest';
import type { AssessmentNote } from '../../../contract/assessment.ts';
import { ApiError } from '../api/api-error.ts';
import type * as api from './api.ts';
import { createNotePage } from './note-page.ts';
import { testNote } from './test-note.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../stores/messages.ts', () => ({ showSnack: () => undefined }));

const words = {
  saved: 'Saved.',
  fixFields: 'Fix the fields.',
  conflictKept: '{{name}} saved first at {{time}}; yours is kept.',
  conflictNothing: '{{name}} changed it at {{time}}.',
  someone: 'Someone',
};

function calls(note: AssessmentNote, change: Partial<typeof api> = {}) {
  return {
    fetchNote: vi.fn(async () => note),
    saveLines: vi.fn(async () => note),
    submitNote: vi.fn(async () => ({ ...note, state: 'submitted' as const })),
    approveNote: vi.fn(async () => note),
    returnNote: vi.fn(async () => note),
    supplementNote: vi.fn(async () => note),
    ...change,
  } as unknown as typeof api;
}

async function entered(note: AssessmentNote, lang: 'en' | 'ro' = 'en', change: Partial<typeof api> = {}) {
  const c = calls(note, change);
  const page = createNotePage('a1', lang, words, c);
  page.enter();
  await vi.waitFor(() => expect(page.note.$loaded.get().state).toBe('ready'));
  return { page, c };
}

describe('the assessment note editor', () => {
  it('shows saved lines the reader’s way and starts clean', async () => {
    const { page } = await entered(testNote(2), 'ro');
    const first = page.rows.$rows.get()[0]!.$draft.get();
    expect(first).toMatchObject({ quantity: '1', labour_hours: '1,5', labour_rate: '', part_price: '100,00' });
    expect(page.$dirty.get()).toBe(false);
  });

  it('totals the rows as they are typed, per line then VAT on the sum, in whole bani', async () => {
    const { page } = await entered(testNote(0));
    const row = page.addPart('part-bonnet', 'Bonnet');
    row.$draft.set({
      ...row.$draft.get(),
      quantity: '2',
      part_price: '0.10',
      labour_hours: '0.01',
      paint_materials: '0.20',
    });
    // parts 2 x 10 = 20, labour 0.01 h x 150.00 = 150 bani, paint 20: subtotal 190, VAT 21% = 39.9 -> 40.
    expect(page.$totals.get()).toMatchObject({ parts: 20, labour: 150, paint: 20, subtotal: 190, vat: 40, total: 230 });
    row.$draft.setKey('labour_rate', '200');
    expect(page.$totals.get().labour).toBe(200);
  });

  it('knows which rows differ from the saved note, and a removed row makes it dirty too', async () => {
    const { page } = await entered(testNote(3));
    const [a, b] = page.rows.$rows.get();
    a!.$draft.setKey('remark', 'scratched');
    expect(a!.$dirty.get()).toBe(true);
    expect(b!.$dirty.get()).toBe(false);
    a!.$draft.setKey('remark', '');
    expect(page.$dirty.get()).toBe(false);
    page.removeRow(b!.key);
    expect(page.$dirty.get()).toBe(true);
  });

  it('sends nothing while a field is typed wrong, and says which field', async () => {
    const { page, c } = await entered(testNote(1));
    const row = page.rows.$rows.get()[0]!;
    row.$draft.setKey('part_price', '-3');
    row.$draft.setKey('quantity', '1,5');
    expect(row.$check.get().problems).toEqual({
      part_price: 'error.noteInput.negative',
      quantity: 'error.noteInput.format',
    });
    await page.save();
    expect(c.saveLines).not.toHaveBeenCalled();
    expect(page.saving.$problem.get()).toBe('Fix the fields.');
    expect(page.$faulty.get()).toEqual([0]);
  });

  it('saves the lines in bani on the version shown', async () => {
    const { page, c } = await entered(testNote(1));
    page.rows.$rows.get()[0]!.$draft.setKey('part_price', '1,234.56');
    await page.save();
    expect(c.saveLines).toHaveBeenCalledWith(
      'a1',
      [expect.objectContaining({ part_price: 123456, quantity: 1000, labour_hours: 150, labour_rate: null })],
      3,
    );
  });

  it('keeps what was typed when someone saved first, and saves next on their version', async () => {
    const theirs = testNote(1, { version: 4 });
    const refused = new ApiError(409, 'conflict', 'Conflict', {
      current: theirs,
      params: { changed_by: 'Ana', changed_at: '2026-11-24T10:00:00Z' },
    });
    const saveLines = vi.fn().mockRejectedValueOnce(refused).mockResolvedValue(theirs);
    const { page } = await entered(testNote(1), 'en', { saveLines });
    page.rows.$rows.get()[0]!.$draft.setKey('remark', 'mine');
    await page.save();
    expect(page.saving.$problem.get()).toBe('Ana saved first at 24.11.2026 12:00; yours is kept.');
    expect(page.rows.$rows.get()[0]!.$draft.get().remark).toBe('mine');
    await page.save();
    expect(saveLines).toHaveBeenLastCalledWith('a1', [expect.objectContaining({ remark: 'mine' })], 4);
  });

  it('saves what is typed before submitting it', async () => {
    const { page, c } = await entered(testNote(1));
    page.addPart('part-roof', 'Roof');
    await page.submit();
    expect(c.saveLines).toHaveBeenCalledTimes(1);
    expect(c.submitNote).toHaveBeenCalledWith('a1', 3);
    expect(page.note.data()?.state).toBe('submitted');
  });

  it('shows an approval refused above the limit in the server’s words', async () => {
    const approveNote = vi
      .fn()
      .mockRejectedValue(new ApiError(403, 'forbidden', 'Above your approval limit of 20,000.00 lei.'));
    const { page } = await entered(testNote(1), 'en', { approveNote });
    await page.approve();
    expect(page.steps.$problem.get()).toBe('Above your approval limit of 20,000.00 lei.');
  });

  it('sends focus to the next row after a removal, to the part search after the last, and to the heading after a save or step', async () => {
    const { page } = await entered(testNote(3));
    const [a, b, c] = page.rows.$rows.get();
    page.removeRow(a!.key);
    expect(page.$focus.get()).toMatchObject({ to: 'row', key: b!.key });
    page.removeRow(c!.key);
    expect(page.$focus.get()).toMatchObject({ to: 'picker' });
    await page.save();
    expect(page.$focus.get()).toMatchObject({ to: 'heading' });
    const asked = page.$focus.get()?.n;
    await page.approve();
    expect(page.$focus.get()).toMatchObject({ to: 'heading' });
    expect(page.$focus.get()?.n).not.toBe(asked);
  });
});
