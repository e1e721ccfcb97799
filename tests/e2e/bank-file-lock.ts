import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A bank file takes every approved payment of the organisation, so two tests that approve a payment
 * and then make a file would take each other's: they hold this lock (a folder, made atomically in the
 * run's data folder, which every worker shares) from the approval to the file. Waiting for it polls
 * until the other test lets go.
 */
export async function oneBankFileAtATime<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(process.env.CLAIMS_E2E_DATA_DIR ?? '/tmp', 'bank-file.lock');
  const giveUp = Date.now() + 90_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > giveUp) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
