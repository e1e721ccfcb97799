import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { BOOKABLE_TYPES } from '../../../contract/schedule.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { claimFileOf, openAssignmentsOfCase, type AssignmentRow } from '../assignments/index.ts';
import { findCaseById } from '../tracker/index.ts';
import { requireGuest } from '../guest/index.ts';
import type { CallerDeps } from './caller.ts';
import type { Booker } from './repository.ts';

/**
 * A public caller and the one assignment it may book for: a guest context gets the assignment of
 * its link, a verified tracker visitor the open inspection (or appointment) of its own case, or
 * none. The contact is the one on record that the caller proved (the link was sent to it, or the
 * tracker's code), so a contact sent in a body is never used.
 */
export interface OwnCaller {
  booker: Booker;
  assignment: AssignmentRow | null;
  contact: string | null;
}

const signInAgain = () => new AppError('unauthorized', 'error.schedule.ownCallerOnly');

/** The open bookable assignments of a tracker case, oldest first. */
const bookableOfCase = (db: Kysely<Database>, trackerCase: { id: string; organisation_id: string }) =>
  openAssignmentsOfCase(db, trackerCase, BOOKABLE_TYPES);

/** Of several open inspections, the one that holds a booking (it is the one to move), else the oldest. */
async function pickBookable(db: Kysely<Database>, rows: AssignmentRow[]): Promise<AssignmentRow | null> {
  if (rows.length <= 1) return rows[0] ?? null;
  const booked = await db
    .selectFrom('appointment_bookings')
    .select('assignment_id')
    .where(
      'assignment_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return rows.find((r) => r.id === booked?.assignment_id) ?? rows[0] ?? null;
}

export function ownCaller(deps: CallerDeps) {
  const { db, clock } = deps.services;
  const guest = requireGuest({ db, clock, guestTokens: deps.guestTokens }) as unknown as MiddlewareHandler<AppEnv>;
  return async (c: Context<AppEnv>): Promise<OwnCaller> => {
    const token = bearerToken(c);
    if (!token) throw signInAgain();
    if (await deps.guestTokens.verify(token)) {
      let row: AssignmentRow | undefined;
      await guest(c, async () => {
        row = (c.get as (key: string) => AssignmentRow)('guestAssignment');
      });
      if (!row) throw signInAgain();
      return { booker: { kind: 'guest' }, assignment: row, contact: (await claimFileOf(db, row)).contact ?? null };
    }
    const caseId = await deps.caseTokens.verify(token);
    const trackerCase = caseId ? await findCaseById(db, caseId) : undefined;
    if (!trackerCase) throw signInAgain();
    const assignment = await pickBookable(db, await bookableOfCase(db, trackerCase));
    return { booker: { kind: 'tracker' }, assignment, contact: trackerCase.contact_channel };
  };
}

/** The caller's own assignment when it is the one named; any other (another case's, organisation's) is 404. */
export function ownAssignment(caller: OwnCaller, id: string): AssignmentRow {
  if (!caller.assignment || caller.assignment.id !== id) throw new AppError('not_found', 'error.notFound.assignment');
  return caller.assignment;
}
