/**
 * What every list of assignments shows of each (a worklist row, a claim file's assignments, a
 * search hit): its id, number, type and status. One list, so a new column shows everywhere.
 * Queries name the assignments table `a`.
 */
export const LISTED_COLUMNS = ['a.id', 'a.assignment_no', 'a.assignment_type', 'a.status_code', 'a.is_final'] as const;
