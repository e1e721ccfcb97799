import { splitLanguage } from '../../../contract/languages.ts';

export interface GuestAddress {
  assignmentType: string;
  assignmentKey: string;
}

/**
 * The segments after /guest/, trailing slashes ignored, as contract/routes.ts matches them (its
 * route table is not needed here: the claim form and guest pages load nothing they can spare).
 */
function guestSegments(pathname: string): string[] | null {
  const [first, ...rest] = splitLanguage(pathname)
    .path.replace(/^\/+|\/+$/g, '')
    .split('/');
  return first === 'guest' && rest.every(Boolean) ? rest : null;
}

/** Reads /guest/{assignment_type}/{assignment_key}; null when either part is missing. */
export function parseGuestAddress(pathname: string): GuestAddress | null {
  const segments = guestSegments(pathname);
  if (segments?.length !== 2) return null;
  const [assignmentType = '', assignmentKey = ''] = segments;
  return { assignmentType, assignmentKey };
}

/** The assignment type of /guest/{assignment_type} (the address once the key has been exchanged). */
export function parseGuestType(pathname: string): string | null {
  const segments = guestSegments(pathname);
  return segments?.length === 1 ? (segments[0] ?? null) : null;
}

/**
 * The organisation whose claim form the address opens, or null for a guest link's address: the
 * first notice of loss shares the guest address, its key an organisation's code, shorter than any
 * link key.
 */
export function claimFormOrganisation(pathname: string): string | null {
  const address = parseGuestAddress(pathname);
  return address?.assignmentType === 'claim_notification' && address.assignmentKey.length <= 20
    ? address.assignmentKey
    : null;
}
