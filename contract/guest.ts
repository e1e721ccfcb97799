import * as v from 'valibot';
import { ASSIGNMENT_TYPES } from './assignments.ts';
import { DocumentSchema } from './documents.ts';

/**
 * Guests: /guest/{assignment_type}/{assignment_key} opens one assignment. The
 * key is exchanged once for a guest context; the page then drops the key from its address.
 */
export const GUEST_LINK_DAYS = 30;

export const GuestExchangeRequestSchema = v.object({
  assignment_type: v.picklist(ASSIGNMENT_TYPES, 'error.guest.assignmentType'),
  assignment_key: v.pipe(v.string(), v.regex(/^[\w-]{22}$/, 'error.guest.assignmentKey')),
});

/**
 * What a guest is told of where their assignment stands: a few public words, never the staff's
 * status names (an organisation's own statuses can say things meant for staff only).
 */
export const GUEST_STATES = ['waiting_for_you', 'received', 'in_progress', 'done', 'stopped'] as const;
export type GuestState = (typeof GUEST_STATES)[number];

/** The public part of an assignment, and the documents asked of the guest. */
export const GuestAssignmentSchema = v.object({
  assignment_no: v.string(),
  assignment_type: v.picklist(ASSIGNMENT_TYPES),
  type_name: v.string(),
  /** Its state in public words (GUEST_STATES), with what it means for the guest. */
  status: v.object({ code: v.picklist(GUEST_STATES), name: v.string(), color: v.string(), help: v.string() }),
  claim_file_no: v.string(),
  /** The insurer's code: the page shows whose assignment it is (name, logo, contact). */
  org_code: v.string(),
  vehicle: v.object({ plate: v.string(), brand: v.string(), model: v.string() }),
  event_date: v.string(),
  documents: v.array(DocumentSchema),
});
export type GuestAssignment = v.InferOutput<typeof GuestAssignmentSchema>;

export const GuestExchangeResponseSchema = v.object({
  idToken: v.string(),
  expires_at: v.string(),
  assignment: GuestAssignmentSchema,
});
export type GuestExchangeResponse = v.InferOutput<typeof GuestExchangeResponseSchema>;
