import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores argon2id with at least 19 MiB, 2 passes and 1 lane', async () => {
    const hash = await hashPassword('Safe-Claims-2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_PARAMS.memory).toBeGreaterThanOrEqual(19 * 1024);
    expect(await verifyPassword('Safe-Claims-2026!', hash)).toBe(true);
    expect(await verifyPassword('safe-claims-2026!', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('accepts long Unicode passwords without truncating them', async () => {
    const long = 'Ăștia-sunt-șoareci-în-grădină-🔐'.repeat(4);
    expect(long.length).toBeGreaterThan(64);
    const hash = await hashPassword(long);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(long.slice(0, -1), hash)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$$')).toBe(false);
  });

  it('asks for a rehash of weaker hashes only', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(await hashPassword('x', { memory: 4096, passes: 1, parallelism: 1 }))).toBe(true);
    expect(needsRehash('$2b$10$legacybcrypthash')).toBe(true);
  });
});
