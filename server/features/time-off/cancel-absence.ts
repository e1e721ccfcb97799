import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { absencesWhere, LIVE_STATUSES, staleAbsence } from './absences.ts';
import { updateAbsence } from './update-absence.ts';

interface CancelAbsence {
  actor: Actor;
  id: string;
  /**
   * The version the caller saw, asked for once the absence is found: an absence that is not the
   * caller's is not found, whatever the request's headers say.
   */
  expected: () => number;
  now: Date;
}

/** The absent person takes back a request or leave that has not ended yet. Answers the new version. */
export async function cancelAbsence(db: Kysely<Database>, options: CancelAbsence): Promise<number> {
  const { user } = options.actor;
  const organisationId = user.organisation_id;
  const notYours = () => new AppError('not_found', 'error.absence.notYoursToCancel');
  const [absence] = await absencesWhere(db, { organisationId, userIds: [user.id], id: options.id });
  if (!absence) throw notYours();
  const expected = options.expected();
  if (absence.version !== expected) throw await staleAbsence(db, organisationId, absence.id);
  if (!LIVE_STATUSES.includes(absence.status) || absence.ends_on < businessDate(options.now)) throw notYours();
  return updateAbsence(db, {
    organisationId,
    id: absence.id,
    from: LIVE_STATUSES,
    expected,
    to: { status: 'cancelled' },
    actor: options.actor,
    now: options.now,
  });
}
