export { absencesWhere, eligibleSubstitute, staleAbsence } from './absences.ts';
export { colleaguesCoveredBy, standInFor } from './stand-in.ts';
export { updateAbsence } from './update-absence.ts';
