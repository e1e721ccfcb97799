import type { HashJob, Hashing } from './hash-job.ts';
import { LowPriorityPool } from './low-priority-pool.ts';

/** The process's one pool of password-hashing threads, shared by every app in it. */
export const hashPool: Hashing = new LowPriorityPool<HashJob, string | boolean>(
  new URL('./hash-worker.ts', import.meta.url),
);
