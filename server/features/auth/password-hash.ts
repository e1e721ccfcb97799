import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes in the PHC string format, argon2id with OWASP's minimum (19 MiB, 2 passes,
 * 1 lane). node:crypto runs argon2 on libuv's thread pool, so hashing never blocks the event loop.
 */
export const ARGON2_PARAMS = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const TAG_LENGTH = 32;
const SALT_LENGTH = 16;

interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
}

function derive(password: string, salt: Buffer, params: Argon2Params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message: password, nonce: salt, tagLength: TAG_LENGTH, ...params },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, params: Argon2Params = ARGON2_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash extends Argon2Params {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [, m, t, p, salt, key] = match;
  return {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    salt: Buffer.from(salt ?? '', 'base64url'),
    key: Buffer.from(key ?? '', 'base64url'),
  };
}

/** True when the password matches; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A hash made with weaker parameters than today's is replaced at the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return (
    parsed.memory < ARGON2_PARAMS.memory ||
    parsed.passes < ARGON2_PARAMS.passes ||
    parsed.parallelism !== ARGON2_PARAMS.parallelism
  );
}
