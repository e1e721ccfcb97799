import {
  AbsencesSchema,
  ReassignResultSchema,
  TeamSchema,
  type Absence,
  type ReassignResult,
} from '../../../contract/absences.ts';
import { ColleaguesSchema, type HeldAssignment, HeldWorkSchema } from '../../../contract/distribution.ts';
import { apiGet, apiPost } from '../api/client.ts';

/** The manager area's calls: the team's workload, moving work, and the team's absences to decide. */
export const fetchTeam = () => apiGet('/manager/team', TeamSchema);
export const fetchTeamAbsences = () => apiGet('/manager/absences', AbsencesSchema);

export const reassignWork = (move: { from_user_id: string; to_user_id: string; only_overdue: boolean }) =>
  apiPost('/manager/reassign', move, ReassignResultSchema) as Promise<ReassignResult>;

/** A decision on the version of the absence the page shows (If-Match); the answer is the whole list. */
export const approveAbsence = (absence: Absence, substitute_user_id: string) =>
  apiPost(`/manager/absences/${absence.id}/approve`, { substitute_user_id }, AbsencesSchema, {
    ifMatch: absence.version,
  });
export const rejectAbsence = (absence: Absence, reason: string) =>
  apiPost(`/manager/absences/${absence.id}/reject`, { reason }, AbsencesSchema, { ifMatch: absence.version });

/** Choosing work to move: who may receive which kinds, a member's open work, and the move itself (all or none). */
export const fetchColleagues = () => apiGet('/manager/colleagues', ColleaguesSchema);
export const fetchHeldWork = (holderId: string) =>
  apiGet(`/manager/work?holder_id=${encodeURIComponent(holderId)}`, HeldWorkSchema);
export const moveChosen = (toUserId: string, chosen: readonly HeldAssignment[]) =>
  apiPost(
    '/manager/move',
    { to_user_id: toUserId, assignments: chosen.map((a) => ({ id: a.id, version: a.version })) },
    ReassignResultSchema,
  ) as Promise<ReassignResult>;
