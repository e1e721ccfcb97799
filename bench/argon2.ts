import { argon2, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../server/db/seed.ts';
import { ARGON2_PARAMS, hashPassword } from '../server/features/auth/index.ts';

/** node:crypto's argon2id with the server's parameters: the candidate the server did not pick. */
function nodeCryptoHash(password: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2(
      'argon2id',
      {
        message: password,
        nonce: randomBytes(16),
        tagLength: 32,
        memory: ARGON2_PARAMS.memory,
        passes: ARGON2_PARAMS.passes,
        parallelism: ARGON2_PARAMS.parallelism,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** Hashes per second with the server's parameters, `parallel` at a time (as a server under load). */
export async function hashesPerSecond(
  library: 'server' | 'node:crypto',
  seconds: number,
  parallel: number,
): Promise<number> {
  const one = library === 'server' ? () => hashPassword(DEMO_PASSWORD) : () => nodeCryptoHash(DEMO_PASSWORD);
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < deadline) {
        await one();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
