import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { OutboxDispatcher } from '../outbox/dispatcher.ts';
import { createIdTokenService, type IdTokenService } from './id-token.ts';
import { hashPassword } from './password-hash.ts';

/** What the sign-in operations need; built once in createApp. */
export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  idTokens: IdTokenService;
  outbox: OutboxDispatcher;
  /** A hash of a random password, verified for unknown users so they cost the same time. */
  dummyHash: Promise<string>;
}

export function createAuthDeps(input: { db: Kysely<Database>; clock: Clock; config: AppConfig; outbox: OutboxDispatcher }): AuthDeps {
  return {
    ...input,
    idTokens: createIdTokenService({ secret: input.config.tokenSecret, issuer: input.config.publicOrigin, clock: input.clock }),
    dummyHash: hashPassword(randomBytes(16).toString('hex')),
  };
}
