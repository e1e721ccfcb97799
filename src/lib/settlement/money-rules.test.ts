import { describe, expect, it } from 'vitest';
import { ibanText, offerLeftOf, percentText } from './money-rules.ts';
import { testMoney, testOffer, testPayment } from '../../test/claim-money-views.ts';

describe('what the money section writes and works out', () => {
  it('writes an IBAN in groups of four and a share of basis points as a percentage in the reader’s digits', () => {
    expect(ibanText('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
    expect(percentText(7500, 'en')).toBe('75\u00a0%');
    expect(percentText(8125, 'ro')).toBe('81,25\u00a0%');
    expect(percentText(8130, 'en')).toBe('81.3\u00a0%');
  });

  it('leaves nothing of an offer to pay before the claimant accepted it', () => {
    const offered = testMoney({ state: 'offered', letters: [testOffer(100_000)] });
    expect(offerLeftOf(offered)).toBe(0);
    const accepted = {
      ...offered,
      state: 'accepted' as const,
      answer: {
        kind: 'accepted' as const,
        iban: 'RO49AAAA1B31007593840000',
        holder_name: 'Ion',
        reason: null,
        created_at: '',
      },
    };
    expect(offerLeftOf(accepted)).toBe(100_000);
    expect(offerLeftOf({ ...accepted, payments: [testPayment({ amount_minor: 100_001 })] })).toBe(0);
  });
});
