import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { OutboxDispatcher } from './features/outbox/index.ts';
import { createIdTokenService, type IdTokenService } from './features/auth/index.ts';
import { ARGON2_PARAMS, hashPassword } from './features/auth/index.ts';
import type { Hashing } from './workers/hash-job.ts';
import { hashPool } from './workers/hash-pool.ts';
import type { SignInThreads } from './features/auth/index.ts';

/** What the sign-in operations need; built once in createApp. */
export interface Services {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  idTokens: IdTokenService;
  outbox: OutboxDispatcher;
  /** A hash of a random password, verified for unknown users so they cost the same time. */
  dummyHash: Promise<string>;
  /** Where hashes run: the hash pool's low-priority threads. */
  hashing: Hashing;
  /** Where password sign-ins run; absent (an in-memory database) they run on the event loop. */
  signInThreads?: SignInThreads | undefined;
}

export function createServices(input: {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  outbox: OutboxDispatcher;
  signInThreads?: SignInThreads | undefined;
}): Services {
  return {
    ...input,
    idTokens: createIdTokenService({
      secret: input.config.tokenSecret,
      issuer: input.config.publicOrigin,
      clock: input.clock,
    }),
    hashing: hashPool,
    dummyHash: hashPassword(randomBytes(16).toString('hex'), ARGON2_PARAMS, hashPool),
  };
}
