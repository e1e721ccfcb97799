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

/** The assignment type of /guest/{assignment_type} (the address once the key has been exchanged). */
export function parseGuestType(pathname: string): string | null {
  return matchPattern('/guest/:assignment_type', splitLanguage(pathname).path)?.assignment_type ?? null;
}

/** The first notice of loss shares the guest address: its key is an organisation's code, shorter than any link key. */
export const isClaimFormAddress = (address: GuestAddress) =>
  address.assignmentType === 'claim_notification' && address.assignmentKey.length <= 20;
