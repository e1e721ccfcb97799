import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GuestExchangeRequestSchema } from '../../../contract/guest.ts';
import { mayBeGuestLink } from './link.ts';

describe('the hand check of a guest link', () => {
  it('lets through every link the contract accepts, and refuses a malformed key as the contract does', () => {
    const key = 'abcdefghijklmnopqrstu-';
    for (const [type, k] of [
      ['claim_notification', key],
      ['vehicle_inspection', key],
      ['claim_notification', 'short'],
      ['claim_notification', `${key}x`],
      ['claim_notification', 'abcdefghijklmnopqrstu/'],
    ] as const) {
      const contract = v.is(GuestExchangeRequestSchema, { assignment_type: type, assignment_key: k });
      expect(mayBeGuestLink(type, k), `${type}/${k}`).toBe(contract);
    }
    // A type the contract does not know is left to the server, which names it.
    expect(mayBeGuestLink('Not a type!', key)).toBe(false);
  });
});
