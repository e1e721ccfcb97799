import { runHashJob, type HashJob } from './hash-job.ts';
import { serveJobs } from './low-priority-thread.ts';

/** One password-hashing thread of the hash pool (password-hash.ts), at the lowest CPU priority. */
serveJobs<HashJob & { id: number }, string | boolean>(runHashJob);
