import { describe, expect, it, vi } from 'vitest';

/** The generator as a fresh process has it: its state is the module's own. */
async function freshGenerator() {
  vi.resetModules();
  return import('./time-ordered-id.ts');
}

describe('time-ordered ids', () => {
  const at = new Date('2031-03-04T05:06:07.008Z');

  it('sort in the order they were made within one millisecond', async () => {
    const { timeOrderedId } = await freshGenerator();
    const ids = Array.from({ length: 50 }, () => timeOrderedId(at));
    expect([...ids].sort()).toEqual(ids);
  });

  it("sort after another process's ids of the same instant once told of the last", async () => {
    const other = await freshGenerator();
    const theirs = Array.from({ length: 300 }, () => other.timeOrderedId(at)).at(-1)!;
    const ours = await freshGenerator();
    // Untold, a process starts its sequence again and writes ids that sort first.
    expect(ours.timeOrderedId(at) < theirs).toBe(true);
    ours.continueAfter(theirs);
    const next = ours.timeOrderedId(at);
    expect(next > theirs).toBe(true);
    expect(next.slice(0, 13)).toBe(theirs.slice(0, 13));
  });

  it('keep their own order when told of an older id', async () => {
    const { continueAfter, timeOrderedId } = await freshGenerator();
    const newest = timeOrderedId(new Date(at.getTime() + 5000));
    continueAfter(timeOrderedId(at));
    expect(timeOrderedId(at) > newest).toBe(true);
  });
});
