import type { Kysely } from 'kysely';
import type { AbsenceRequest } from '../../../contract/absences.ts';
import { businessDate } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { eligibleSubstitute, insertAbsence, overlapsLiveAbsence } from './absences.ts';

/** The signed-in user asks for time off: from today on, with an active colleague, on free days. */
export async function requestAbsence(
  db: Kysely<Database>,
  options: { actor: Actor; request: AbsenceRequest; now: Date },
): Promise<void> {
  const { actor, request, now } = options;
  const { user } = actor;
  if (request.starts_on < businessDate(now))
    throw new AppError('validation_failed', 'error.absence.startsInPast', { field: 'starts_on' });
  if (
    request.substitute_user_id &&
    !(await eligibleSubstitute(db, user.organisation_id, request.substitute_user_id, user.id))
  ) {
    throw new AppError('validation_failed', 'error.absence.substituteNotActive', { field: 'substitute_user_id' });
  }
  if (await overlapsLiveAbsence(db, user.id, request.starts_on, request.ends_on))
    throw new AppError('conflict', 'error.absence.overlaps', { field: 'starts_on' });
  // The real person asks, also when acting for a colleague.
  const who = { organisationId: user.organisation_id, userId: user.id, byUserId: actorIds(actor).actor_user_id };
  await insertAbsence(db, who, timeOrderedId(now), request, now);
}
