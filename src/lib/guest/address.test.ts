import { describe, expect, it } from 'vitest';
import { claimFormOrganisation, parseGuestAddress, parseGuestType } from './address.ts';

describe('guest address', () => {
  it('reads the assignment type and key in either language', () => {
    expect(parseGuestAddress('/guest/inspection/abc123')).toEqual({
      assignmentType: 'inspection',
      assignmentKey: 'abc123',
    });
    expect(parseGuestAddress('/ro/guest/inspection/abc123/')).toEqual({
      assignmentType: 'inspection',
      assignmentKey: 'abc123',
    });
  });

  it('is missing without a type or a key', () => {
    expect(parseGuestAddress('/guest')).toBeNull();
    expect(parseGuestAddress('/guest/inspection')).toBeNull();
    expect(parseGuestAddress('/ro/guest/')).toBeNull();
  });

  it('reads the type alone once the key has left the address', () => {
    expect(parseGuestType('/ro/guest/vehicle_inspection')).toBe('vehicle_inspection');
    expect(parseGuestType('/guest/vehicle_inspection/abc')).toBeNull();
  });

  it('tells the claim form (an organisation code) from a claim notification link (a 22-character key)', () => {
    expect(claimFormOrganisation('/ro/guest/claim_notification/DEMO')).toBe('DEMO');
    expect(claimFormOrganisation('/guest/claim_notification/q3J9x_b7LmN2pQ8rT4vW6y')).toBeNull();
    expect(claimFormOrganisation('/guest/assessment/DEMO')).toBeNull();
    expect(claimFormOrganisation('/guest/claim_notification')).toBeNull();
  });
});
