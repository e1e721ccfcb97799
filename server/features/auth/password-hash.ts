import { AppError } from '../../errors.ts';
import type { HashJob, Hashing } from './hash-job.ts';
import { LowPriorityPool } from './low-priority-pool.ts';

/**
 * Password hashes in the PHC string format, argon2id with OWASP's minimum (19 MiB, 2 passes,
 * 1 lane). @node-rs/argon2 rather than node:crypto's argon2: `npm run bench` measured it 2.6 times
 * cheaper for the same parameters. Hashes run on low-priority threads, never on the event loop
 * and never ahead of it for a core: argon2 is meant to cost CPU, and on libuv's shared pool four
 * hashes at once took both cores from the event loop.
 */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1 } as const;
/** Algorithm.Argon2id of @node-rs/argon2, a const enum that type stripping cannot import. */
const ARGON2ID = 2;

/** The process's one pool of hashing threads, shared by every app in it. */
export const hashPool: Hashing = new LowPriorityPool<HashJob, string | boolean>(new URL('./hash-worker.ts', import.meta.url));

interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
}

export async function hashPassword(password: string, params: Argon2Params = ARGON2_PARAMS, hashing: Hashing = hashPool): Promise<string> {
  const options = { algorithm: ARGON2ID, memoryCost: params.memory, timeCost: params.passes, parallelism: params.parallelism };
  return String(await hashing.run({ kind: 'hash', password, options }));
}

/** True when the password matches; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string, hashing: Hashing = hashPool): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return (await hashing.run({ kind: 'verify', password, stored })) === true;
  } catch (error) {
    // A busy pool is the server's problem, not a wrong password: it answers 503.
    if (error instanceof AppError) throw error;
    return false;
  }
}

/** A hash made with weaker parameters than today's is replaced at the next successful login. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m! < ARGON2_PARAMS.memory || t! < ARGON2_PARAMS.passes || p !== ARGON2_PARAMS.parallelism;
}
