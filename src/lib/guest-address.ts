import { splitLanguage } from '../../contract/languages.ts';
import { matchPattern } from '../../contract/routes.ts';

export interface GuestAddress {
  assignmentType: string;
  assignmentKey: string;
}

/** Reads /guest/{assignment_type}/{assignment_key}; null when either part is missing. */
export function parseGuestAddress(pathname: string): GuestAddress | null {
  const params = matchPattern('/guest/:assignment_type/:assignment_key', splitLanguage(pathname).path);
  if (!params?.assignment_type || !params.assignment_key) return null;
  return { assignmentType: params.assignment_type, assignmentKey: params.assignment_key };
}
