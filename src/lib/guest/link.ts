/**
 * What a guest link needs and the claim form does not (the exchange, the kept context): the entry
 * page loads it only for a link, so the claim form's first load stays small.
 */
export { exchangeGuestKey, fetchGuestAssignment, storedGuest } from './api.ts';

/**
 * Whether a link can be one at all (a key of the shape GuestExchangeRequestSchema asks for):
 * otherwise nothing is asked. Checked by hand: the schema library and the assignment contract
 * would double the page's own code. The server judges the type.
 */
export const mayBeGuestLink = (assignmentType: string, assignmentKey: string) =>
  /^[a-z_]{1,40}$/.test(assignmentType) && /^[\w-]{22}$/.test(assignmentKey);
