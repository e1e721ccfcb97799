import { describe, expect, it } from 'vitest';
import { parseGuestAddress } from './guest-address.ts';

describe('guest address', () => {
  it('reads the assignment type and key in either language', () => {
    expect(parseGuestAddress('/guest/inspection/abc123')).toEqual({ assignmentType: 'inspection', assignmentKey: 'abc123' });
    expect(parseGuestAddress('/ro/guest/inspection/abc123/')).toEqual({ assignmentType: 'inspection', assignmentKey: 'abc123' });
  });

  it('is missing without a type or a key', () => {
    expect(parseGuestAddress('/guest')).toBeNull();
    expect(parseGuestAddress('/guest/inspection')).toBeNull();
    expect(parseGuestAddress('/ro/guest/')).toBeNull();
  });
});
