import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { findAssignmentForGuest, type AssignmentRow } from '../assignments/index.ts';
import { keyFingerprint, type GuestTokens } from './guest-token.ts';

/** A link's key stops opening anything once its expiry has passed; a key without one opens nothing. */
export const isExpired = (row: AssignmentRow, now: Date) =>
  row.guest_key_expires_at === null || row.guest_key_expires_at <= now.toISOString();

/**
 * Lets through a call that carries a live guest context, and gives the handler its assignment. A
 * context made from a key that was replaced since (the link revoked) or has expired stops here.
 */
export function requireGuest(deps: { db: Kysely<Database>; clock: Clock; guestTokens: GuestTokens }) {
  return createMiddleware<{ Variables: { guestAssignment: AssignmentRow } }>(async (c, next) => {
    const token = bearerToken(c);
    const claims = token ? await deps.guestTokens.verify(token) : null;
    const row = claims ? await findAssignmentForGuest(deps.db, claims.assignmentId) : undefined;
    // The hour ended: the link itself still opens. A key replaced since, or an expired link, does not:
    // sending the visitor back to it would only fail again.
    if (!claims || !row) throw new AppError('unauthorized', 'error.guests.openLinkAgain');
    if (keyFingerprint(row.guest_key) !== claims.fingerprint)
      throw new AppError('unauthorized', 'error.guests.linkReplaced');
    if (isExpired(row, deps.clock.now())) throw new AppError('unauthorized', 'error.guests.linkExpired');
    c.set('guestAssignment', row);
    await next();
  });
}
