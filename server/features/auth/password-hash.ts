import { normalisePassword } from '../../../contract/password-policy.ts';
import { AppError } from '../../errors.ts';
import type { Hashing } from '../../workers/hash-job.ts';
import { hashPool } from '../../workers/hash-pool.ts';

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

interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
}

/** Hashes the password's NFKC form, the one every later comparison uses. */
export async function hashPassword(
  password: string,
  params: Argon2Params = ARGON2_PARAMS,
  hashing: Hashing = hashPool,
): Promise<string> {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: params.memory,
    timeCost: params.passes,
    parallelism: params.parallelism,
  };
  return String(await hashing.run({ kind: 'hash', password: normalisePassword(password), options }));
}

/**
 * How a password matched its stored hash: in its normalised form, or only as typed (a hash stored
 * before passwords were normalised, which the caller replaces), or not at all. The form as typed
 * is tried only when it differs, so an ASCII password costs one verification as before.
 */
export type PasswordMatch = 'normalised' | 'as-typed' | null;

export async function matchPassword(
  password: string,
  stored: string,
  hashing: Hashing = hashPool,
): Promise<PasswordMatch> {
  const normalised = normalisePassword(password);
  if (await verifyExactly(normalised, stored, hashing)) return 'normalised';
  if (normalised !== password && (await verifyExactly(password, stored, hashing))) return 'as-typed';
  return null;
}

/** True when the password matches in either form; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string, hashing: Hashing = hashPool): Promise<boolean> {
  return (await matchPassword(password, stored, hashing)) !== null;
}

async function verifyExactly(password: string, stored: string, hashing: Hashing): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return (await hashing.run({ kind: 'verify', password, stored })) === true;
  } catch (error) {
    // A busy pool is the server's problem, not a wrong password: it answers 503.
    if (error instanceof AppError) throw error;
    return false;
  }
}

/** A hash of the password as typed, or made with weaker parameters than today's, is replaced once it matched. */
export function needsRehash(stored: string, match: PasswordMatch = 'normalised'): boolean {
  if (match === 'as-typed') return true;
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!params) return true;
  // The pattern captured all three, so the defaults never apply; were one missing, 0 would ask for a rehash.
  const [m = 0, t = 0, p = 0] = params.slice(1).map(Number);
  return m < ARGON2_PARAMS.memory || t < ARGON2_PARAMS.passes || p !== ARGON2_PARAMS.parallelism;
}
