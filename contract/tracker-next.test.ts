import { describe, expect, it } from 'vitest';
import { type CaseFacts, nextStepOf } from './tracker-next.ts';

const now = new Date('2026-01-15T09:00:00Z');
const doc = (doc_type: string, status: string, request_key: string | null = 'r1') => ({
  doc_type,
  request_key,
  status,
});
const facts = (over: Partial<CaseFacts>): CaseFacts => ({
  documents: [],
  openRequests: 0,
  inspection: null,
  now,
  ...over,
});

describe('who acts next on a case', () => {
  it('is the insurer when nothing waits for the visitor', () => {
    expect(nextStepOf(facts({}))).toEqual({ actor: 'insurer', reason: 'insurer', starts_at: null });
    expect(nextStepOf(facts({ documents: [doc('Driving licence', 'received')] })).actor).toBe('insurer');
    // A booking that has taken place is the insurer's to follow up.
    const past = { waiting: false, booking: { starts_at: '2026-01-14T08:00:00Z' } };
    expect(nextStepOf(facts({ inspection: past })).reason).toBe('insurer');
  });

  it('is the visitor while documents are asked for, and a rejected one comes first', () => {
    expect(nextStepOf(facts({ documents: [doc('Driving licence', 'requested')] })).reason).toBe('send_documents');
    expect(nextStepOf(facts({ openRequests: 1 })).reason).toBe('send_documents');
    const rejected = [
      doc('Driving licence', 'rejected'),
      doc('Driving licence', 'requested'),
      doc('ID card', 'requested'),
    ];
    expect(nextStepOf(facts({ documents: rejected }))).toEqual({
      actor: 'you',
      reason: 'resend_documents',
      starts_at: null,
    });
    // A rejection another request answered since does not ask anything again.
    expect(
      nextStepOf(facts({ documents: [doc('Driving licence', 'rejected'), doc('Driving licence', 'accepted')] })).actor,
    ).toBe('insurer');
  });

  it('is the visitor while an inspection waits to be booked, then until the booked time', () => {
    expect(nextStepOf(facts({ inspection: { waiting: true, booking: null } })).reason).toBe('book_inspection');
    const booked = { waiting: false, booking: { starts_at: '2026-01-16T08:00:00Z' } };
    expect(nextStepOf(facts({ inspection: booked }))).toEqual({
      actor: 'you',
      reason: 'attend_inspection',
      starts_at: '2026-01-16T08:00:00Z',
    });
    // Documents asked for come before the booking.
    expect(
      nextStepOf(facts({ inspection: { waiting: true, booking: null }, documents: [doc('ID card', 'requested')] }))
        .reason,
    ).toBe('send_documents');
  });
});
