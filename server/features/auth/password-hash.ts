import { AppError } from '../../errors.ts';
import { hashPool } from './hash-pool.ts';

/**
 * Password hashes in the PHC string format, argon2id with OWASP's minimum (19 MiB, 2 passes,
 * 1 lane). @node-rs/argon2 rather than node:crypto's argon2: `npm run bench` measured it 2.6 times
 * cheaper for the same parameters. Hashes run on the hash pool's low-priority threads, never on
 * the event loop and never ahead of it for a core.
 */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1 } as const;
/** Algorithm.Argon2id of @node-rs/argon2, a const enum that type stripping cannot import. */
const ARGON2ID = 2;

interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
}

export async function hashPassword(password: string, params: Argon2Params = ARGON2_PARAMS): Promise<string> {
  const options = { algorithm: ARGON2ID, memoryCost: params.memory, timeCost: params.passes, parallelism: params.parallelism };
  return String(await hashPool.run({ kind: 'hash', password, options }));
}

/** True when the password matches; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return (await hashPool.run({ kind: 'verify', password, stored })) === true;
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
