import { availableParallelism } from 'node:os';
import { hashesPerSecond } from '../argon2.ts';
import { averageRate, errorCount, load, worstP99, type LoadResult, type StartedServer } from '../load.ts';
import { ROUNDS, SECONDS } from '../settings.ts';
import { loginRequest } from '../sign-in.ts';

// libuv's thread pool (4 by default) runs argon2: more logins at once than that only queue.
const HASH_PARALLEL = 4;

/** Bare hashes per second, measured beside the logins: through the server's library and through node:crypto. */
export interface HashRates {
  server: number;
  nodeCrypto: number;
}

/** Sign-in cost: a login is one argon2 verification plus the session work around it. */
export async function loginsVsBareArgon2(app: StartedServer): Promise<HashRates> {
  const login = loginRequest('manager');
  await load(app.port, '/api/auth/appToken', { seconds: 1, connections: HASH_PARALLEL, request: login });
  const loginRuns: LoadResult[] = [];
  const hashRates: number[] = [];
  const nodeCryptoRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    loginRuns.push(
      await load(app.port, '/api/auth/appToken', { seconds: SECONDS, connections: HASH_PARALLEL, request: login }),
    );
    hashRates.push(await hashesPerSecond('server', SECONDS, HASH_PARALLEL));
    nodeCryptoRates.push(await hashesPerSecond('node:crypto', SECONDS, HASH_PARALLEL));
  }
  const hashRate = hashRates.reduce((a, b) => a + b) / ROUNDS;
  const nodeCryptoRate = nodeCryptoRates.reduce((a, b) => a + b) / ROUNDS;
  console.log(
    `logins-vs-bare-argon2: ${(averageRate(loginRuns) / hashRate).toFixed(2)}x ` +
      `(${averageRate(loginRuns).toFixed(1)} logins/s, p99 ${worstP99(loginRuns).toFixed(0)} ms; bare argon2id hash ${hashRate.toFixed(1)}/s; ` +
      `${HASH_PARALLEL} at a time on ${availableParallelism()} cores, ${errorCount(loginRuns)} errors)`,
  );
  return { server: hashRate, nodeCrypto: nodeCryptoRate };
}

/** Why the server uses @node-rs/argon2: the same hash through node:crypto, as a ratio. */
export function argon2NodeCryptoVsNodeRs(rates: HashRates): void {
  console.log(
    `argon2-node-crypto-vs-node-rs: ${(rates.nodeCrypto / rates.server).toFixed(2)}x ` +
      `(node:crypto ${rates.nodeCrypto.toFixed(1)} hashes/s; @node-rs/argon2 ${rates.server.toFixed(1)} hashes/s; m=19 MiB, t=2, p=1)`,
  );
}
