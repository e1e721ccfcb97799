import { describe, expect, it } from 'vitest';
import type { NoteItemHistoryRow } from '../../../contract/assignments.ts';
import { createPartHistory } from './part-history.ts';

const row = (assignment_no: string) => ({ assignment_no }) as unknown as NoteItemHistoryRow;

describe('a part history', () => {
  it('opens one part with its history, closes it on a second press, and reads a failure as none', async () => {
    const history = createPartHistory('a1', async (_assignment, part) => {
      if (part === 'broken') throw new Error('down');
      return [row(`for ${part}`)];
    });
    await history.toggle('door');
    expect(history.$open.get()).toBe('door');
    expect(history.$history.get()).toEqual([row('for door')]);
    await history.toggle('door');
    expect(history.$open.get()).toBeNull();
    await history.toggle('broken');
    expect(history.$history.get()).toEqual([]);
  });

  it('drops an answer for a part that is no longer open', async () => {
    let answer: (rows: NoteItemHistoryRow[]) => void = () => {};
    const history = createPartHistory('a1', (_assignment, part) =>
      part === 'slow' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve([row('fast')]),
    );
    const slow = history.toggle('slow');
    await history.toggle('fast');
    answer([row('late')]);
    await slow;
    expect(history.$open.get()).toBe('fast');
    expect(history.$history.get()).toEqual([row('fast')]);
  });
});
