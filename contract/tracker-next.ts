/**
 * Who acts next on a policyholder's case, and why: the one decision behind the tracker's "with
 * you / with your insurer" line, from the case's facts (its documents, its inspection), so the
 * line can never contradict the page's own buttons.
 */
export const NEXT_REASONS = [
  'resend_documents',
  'send_documents',
  'book_inspection',
  'attend_inspection',
  'insurer',
] as const;
export type NextReason = (typeof NEXT_REASONS)[number];

export interface NextStep {
  actor: 'you' | 'insurer';
  reason: NextReason;
  /** When the visitor's booked inspection starts (attend_inspection only). */
  starts_at: string | null;
}

export interface CaseFacts {
  documents: readonly { doc_type: string; request_key: string | null; status: string }[];
  /** Requests of the insurer's still open (each names documents the visitor is to send). */
  openRequests: number;
  /** The visitor's inspection: null when there is none for them to book; unknown while loading. */
  inspection: { waiting: boolean; booking: { starts_at: string } | null } | null;
  now: Date;
}

const sameSlot = (a: CaseFacts['documents'][number], b: CaseFacts['documents'][number]) =>
  a.doc_type === b.doc_type && a.request_key === b.request_key;

export function nextStepOf(facts: CaseFacts): NextStep {
  const asked = facts.documents.filter((d) => d.status === 'requested');
  const you = (reason: NextReason, starts_at: string | null = null): NextStep => ({ actor: 'you', reason, starts_at });
  // A document sent and not accepted is asked again: sending it again comes first.
  if (asked.some((d) => facts.documents.some((other) => other.status === 'rejected' && sameSlot(d, other))))
    return you('resend_documents');
  if (asked.length > 0 || facts.openRequests > 0) return you('send_documents');
  if (facts.inspection?.waiting) return you('book_inspection');
  const booking = facts.inspection?.booking;
  if (booking && Date.parse(booking.starts_at) > facts.now.getTime())
    return you('attend_inspection', booking.starts_at);
  return { actor: 'insurer', reason: 'insurer', starts_at: null };
}
