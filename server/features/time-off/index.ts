export { absencesWhere, eligibleSubstitute, staleAbsence } from './absences.ts';
export { standInFor } from './stand-in.ts';
export { updateAbsence } from './update-absence.ts';
