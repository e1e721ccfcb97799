import type { Kysely } from 'kysely';
import type { Absence } from '../../../contract/absences.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import type { UserRow } from '../organisations/index.ts';
import { absencesWhere, eligibleSubstitute, staleAbsence, updateAbsence } from '../time-off/index.ts';
import { teamOf } from './team.ts';

interface AbsenceToDecide {
  absence: Absence;
  /** The version the manager saw. */
  expected: number;
}

/**
 * An absence of the manager's team waiting for a decision, on the version the manager saw.
 * `expected` is asked for once the absence is found: an absence outside the team is not found,
 * and the manager's own is refused, whatever the request's headers say.
 */
export async function absenceToDecide(
  db: Kysely<Database>,
  options: { manager: UserRow; id: string; expected: () => number },
): Promise<AbsenceToDecide> {
  const { manager } = options;
  const team = await teamOf(db, manager);
  const [absence] = await absencesWhere(db, {
    organisationId: manager.organisation_id,
    userIds: team.members.map((m) => m.id),
    id: options.id,
  });
  if (!absence) throw new AppError('not_found', 'error.notFound.absenceInYourTeam');
  if (absence.user_id === manager.id) throw new AppError('forbidden', 'error.manager.ownAbsence');
  const expected = options.expected();
  if (absence.version !== expected) throw await staleAbsence(db, manager.organisation_id, absence.id);
  if (absence.status !== 'requested') throw new AppError('conflict', 'error.manager.absenceDecided');
  return { absence, expected };
}

/** The manager grants the leave with a stand-in from the absent person's colleagues. Answers the new version. */
export async function approveAbsence(
  db: Kysely<Database>,
  options: AbsenceToDecide & { substituteId: string; actor: Actor; now: Date },
): Promise<number> {
  const { absence, actor } = options;
  const substitute = await eligibleSubstitute(db, actor.user.organisation_id, options.substituteId, absence.user_id);
  if (!substitute)
    throw new AppError('validation_failed', 'error.manager.substituteNotActive', { field: 'substitute_user_id' });
  return updateAbsence(db, {
    organisationId: actor.user.organisation_id,
    id: absence.id,
    from: ['requested'],
    expected: options.expected,
    to: { status: 'approved', substitute_user_id: substitute.id, decided_by_user_id: actor.user.id },
    actor,
    now: options.now,
    audited: {
      action: 'absence.approve',
      target: absence.user_full_name,
      before: { status: 'requested' },
      after: {
        status: 'approved',
        substitute: substitute.full_name,
        starts_on: absence.starts_on,
        ends_on: absence.ends_on,
      },
    },
  });
}

/** The manager refuses the request, saying why. Answers the new version. */
export async function rejectAbsence(
  db: Kysely<Database>,
  options: AbsenceToDecide & { reason: string; actor: Actor; now: Date },
): Promise<number> {
  const { absence, actor, reason } = options;
  return updateAbsence(db, {
    organisationId: actor.user.organisation_id,
    id: absence.id,
    from: ['requested'],
    expected: options.expected,
    to: { status: 'rejected', decision_note: reason, decided_by_user_id: actor.user.id },
    actor,
    now: options.now,
    audited: {
      action: 'absence.reject',
      target: absence.user_full_name,
      before: { status: 'requested' },
      after: { status: 'rejected', reason },
    },
  });
}
