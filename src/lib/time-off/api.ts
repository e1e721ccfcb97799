import { AbsencesSchema, ColleaguesSchema, type Absence } from '../../../contract/absences.ts';
import { apiGet, apiPost } from '../api/client.ts';

/** A person's own absences: asking for time off, naming who stands in, cancelling. */
export const fetchMyAbsences = () => apiGet('/time-off/absences', AbsencesSchema);
export const fetchColleagues = () => apiGet('/time-off/colleagues', ColleaguesSchema);

export const requestAbsence = (request: {
  starts_on: string;
  ends_on: string;
  substitute_user_id: string | null;
  note: string;
}) => apiPost('/time-off/absences', request, AbsencesSchema);

/** Cancels on the version shown (If-Match): a manager's decision made meanwhile is not overwritten. */
export const cancelAbsence = (absence: Absence) =>
  apiPost(`/time-off/absences/${absence.id}/cancel`, {}, AbsencesSchema, { ifMatch: absence.version });
