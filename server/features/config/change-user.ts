import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { bumpUserVersion, type UserRow } from '../organisations/index.ts';
import { writeIfCurrent } from './bump-version.ts';

/** A configurator's change of one user: who makes it, on which user, and the version they saw. */
export interface UserChange {
  actor: Actor;
  user: UserRow;
  seen: number;
  now: Date;
}

/** Runs `write` in one transaction if nobody changed the user since `seen`; false, with nothing written, otherwise. */
export const changeUser = (db: Kysely<Database>, change: UserChange, write: (trx: Kysely<Database>) => Promise<void>) =>
  writeIfCurrent(db, (trx) => bumpUserVersion(trx, change.user.id, change.seen), write);
