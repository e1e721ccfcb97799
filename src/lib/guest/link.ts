import * as v from 'valibot';
import { GuestExchangeRequestSchema } from '../../../contract/guest.ts';

/**
 * What a guest link needs and the claim form does not (the schemas, the exchange, the kept
 * context): the entry page loads it only for a link, so the claim form's first load stays small.
 */
export { exchangeGuestKey, fetchGuestAssignment, storedGuest } from './api.ts';

/** Whether a link can be one at all (known type, well-formed key): otherwise nothing is asked. */
export const mayBeGuestLink = (assignmentType: string, assignmentKey: string) =>
  v.is(GuestExchangeRequestSchema, { assignment_type: assignmentType, assignment_key: assignmentKey });
