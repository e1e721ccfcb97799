import { hashSync, verifySync } from '@node-rs/argon2';

export interface HashOptions {
  algorithm: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export type HashJob =
  | { kind: 'hash'; password: string; options: HashOptions }
  | { kind: 'verify'; password: string; stored: string };

/** One hash or verification, on the calling thread: only ever called on a low-priority thread. */
export function runHashJob(job: HashJob): string | boolean {
  return job.kind === 'hash' ? hashSync(job.password, job.options) : verifySync(job.stored, job.password);
}

/** Where hashes run: the hash pool from the event loop, or the calling thread on a sign-in thread. */
export interface Hashing {
  run(job: HashJob): Promise<string | boolean>;
}

/** For code already on a low-priority thread (the sign-in threads): hashing right there. */
export const hashingOnThisThread: Hashing = { run: async (job) => runHashJob(job) };
