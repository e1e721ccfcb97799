import { describe, expect, it, vi } from 'vitest';
import { periodicPass } from './periodic-pass.ts';

describe('a periodic pass, started', () => {
  it('runs its pass on each tick, with or without someone told of the result', async () => {
    let plain = 0;
    const job = periodicPass('plain', async () => ++plain);
    let told: number | undefined;
    const reported = periodicPass('reported', async () => 7, { idle: 0, onDone: (n) => (told = n) });
    job.start({ intervalMs: 20 });
    reported.start({ intervalMs: 20 });
    try {
      await vi.waitFor(() => expect(plain).toBeGreaterThanOrEqual(2), { timeout: 2_000 });
      await vi.waitFor(() => expect(told).toBe(7), { timeout: 2_000 });
    } finally {
      await job.stop();
      await reported.stop();
    }
  });
});
