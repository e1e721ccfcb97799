import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fetchClosedEverywhere, saveClosedEverywhere } from './api.ts';
import { createClosedEverywhere } from './closed-everywhere.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({ fetchClosedEverywhere: vi.fn(), saveClosedEverywhere: vi.fn() }));

const words = { 'locations.saved': 'Saved.', 'locations.badDay': '"{{day}}" is not a day.' };

async function entered(days: string[], version: number) {
  vi.mocked(fetchClosedEverywhere).mockResolvedValueOnce({ days, version });
  const page = createClosedEverywhere(words);
  await page.enter();
  return page;
}

describe('the days every location is closed', () => {
  it('shows them as people write them and saves what is typed on the version read', async () => {
    const page = await entered(['2026-12-31'], 2);
    expect(page.$text.get()).toBe('31.12.2026');
    vi.mocked(saveClosedEverywhere).mockResolvedValueOnce({ days: ['2026-12-31', '2027-01-02'], version: 3 });
    page.type('31.12.2026\n2.1.2027\n');
    await page.save();
    expect(saveClosedEverywhere).toHaveBeenLastCalledWith(['2026-12-31', '2027-01-02'], 2);
    expect(page.$text.get()).toBe('31.12.2026\n02.01.2027');
    expect(page.closed.data()?.version).toBe(3);
  });

  it('names each line that is no day and sends nothing', async () => {
    const page = await entered([], 0);
    vi.mocked(saveClosedEverywhere).mockClear();
    page.type('31.02.2027\nmonday');
    await page.save();
    expect(page.saving.$problem.get()).toBe('"31.02.2027" is not a day. "monday" is not a day.');
    expect(saveClosedEverywhere).not.toHaveBeenCalled();
  });

  it('shows the days as someone else left them when its change came second', async () => {
    const page = await entered([], 0);
    const current = { days: ['2027-01-05'], version: 1 };
    vi.mocked(saveClosedEverywhere).mockRejectedValueOnce(
      new ApiError(409, 'conflict', 'Someone else changed this.', { current }),
    );
    page.type('06.01.2027');
    await page.save();
    expect(page.saving.$problem.get()).toBe('Someone else changed this.');
    expect(page.$text.get()).toBe('05.01.2027');
    expect(page.closed.data()?.version).toBe(1);
  });
});
