import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { fetchClaimMoney, proposePayment, saveFigure, saveReserves, sendOffer, sendRefusal } from './api.ts';
import { createClaimMoneyPart } from './claim-money-part.ts';
import { testMoney, testOffer, testPayment } from '../../test/claim-money-views.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchClaimMoney: vi.fn(),
  saveReserves: vi.fn(),
  saveFigure: vi.fn(),
  sendOffer: vi.fn(),
  sendRefusal: vi.fn(),
  proposePayment: vi.fn(),
  downloadLetter: vi.fn(),
}));

const words = {
  'claimMoney.saved.reserves': 'Reserves changed.',
  'claimMoney.saved.figure': 'Figure saved.',
  'claimMoney.saved.offer': 'Offer sent.',
  'claimMoney.saved.refusal': 'Refusal sent.',
  'claimMoney.saved.payment': 'Payment proposed.',
  'claimMoney.conflict.kept': 'Kept; {{name}} changed it.',
  'claimMoney.conflict.offer': 'Nothing sent; {{name}} changed it.',
  'conflict.someone': 'Someone',
  'error.settlement.amountNumber': 'Enter an amount.',
  'error.settlement.amountFormat': 'Write the amount as {{example}}.',
  'error.settlement.negative': 'The amount cannot be negative.',
  'error.settlement.wholeBani': 'Enter the amount in whole bani.',
  'error.settlement.tooLarge': 'The amount is too large.',
};

async function enteredPart(lang: 'en' | 'ro' = 'en') {
  const part = createClaimMoneyPart('DEMO000789', lang, words);
  part.enter();
  await vi.waitFor(() => expect(part.money.$loaded.get().state).toBe('ready'));
  return part;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchClaimMoney).mockResolvedValue(testMoney());
});

describe("the claim's money", () => {
  it('opens the reserves in the reader’s digits and sends them as bani on the version it was opened on', async () => {
    const part = await enteredPart('ro');
    expect(fetchClaimMoney).toHaveBeenCalledWith('DEMO000789');
    part.reserves.open();
    expect(part.reserves.$open.get()).toMatchObject({
      version: 3,
      draft: { indemnity_minor: '2.129,07', expenses_minor: '600,00', reason: '' },
    });
    part.reserves.edit({ expenses_minor: '1.000,5', reason: 'Factura de tractare' });
    vi.mocked(saveReserves).mockResolvedValue(testMoney({ version: 4 }));
    expect(await part.reserves.save()).toBe(true);
    expect(saveReserves).toHaveBeenCalledWith('DEMO000789', 3, {
      indemnity_minor: 212_907,
      expenses_minor: 100_050,
      reason: 'Factura de tractare',
    });
    expect(part.reserves.$open.get()).toBeNull();
    expect(part.money.data()?.version).toBe(4);
    expect(part.$news.get()?.part).toBe('reserves');
  });

  it('refuses an amount typed wrong beside its field, sending nothing', async () => {
    const part = await enteredPart('en');
    part.reserves.open();
    part.reserves.edit({ indemnity_minor: '12.5.0', expenses_minor: '', reason: 'Towing' });
    expect(await part.reserves.save()).toBe(false);
    expect(saveReserves).not.toHaveBeenCalled();
    expect(part.reserves.saving.$fields.get()).toEqual({
      indemnity_minor: 'Write the amount as 1,234.56.',
      expenses_minor: 'Enter an amount.',
    });
    expect(part.reserves.$open.get()).not.toBeNull();
  });

  it('keeps what was typed on the newer version, shows the money as it is now and names who changed it', async () => {
    const part = await enteredPart();
    part.reserves.open();
    part.reserves.edit({ reason: 'Expert fee expected' });
    const now = testMoney({ version: 5, reserves: { ...testMoney().reserves, expenses_minor: 90_000 } });
    vi.mocked(saveReserves).mockRejectedValue(
      new ApiError(409, 'conflict', 'stale', {
        current: now,
        params: { changed_by: 'Elena Handler', changed_at: null },
      }),
    );
    expect(await part.reserves.save()).toBe(false);
    expect(part.reserves.saving.$problem.get()).toBe('Kept; Elena Handler changed it.');
    expect(part.money.data()?.reserves.expenses_minor).toBe(90_000);
    expect(part.reserves.$open.get()).toMatchObject({ version: 5, draft: { reason: 'Expert fee expected' } });
  });

  it('edits the figure with signed adjustments and puts a refused one beside its row', async () => {
    const part = await enteredPart();
    part.figure.open();
    part.figure.edit({ vat_recoverable: true, vehicle_value_minor: '30,000.00' });
    part.addAdjustment();
    part.addAdjustment();
    part.editAdjustment(0, { amount_minor: '-150.00', reason: 'Towing paid by the insurer' });
    part.editAdjustment(1, { amount_minor: '10', reason: 'x' });
    part.removeAdjustment(1);
    vi.mocked(saveFigure).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Give the reason.', {
        problems: [
          { field: 'adjustments.0.reason', key: 'error.settlement.adjustmentReason', message: 'Give the reason.' },
        ],
      }),
    );
    await part.figure.save();
    expect(saveFigure).toHaveBeenCalledWith('DEMO000789', 3, {
      damage_kind: 'collision',
      vat_recoverable: true,
      vehicle_value_minor: 3_000_000,
      salvage_value_minor: null,
      adjustments: [{ amount_minor: -15_000, reason: 'Towing paid by the insurer' }],
    });
    expect(part.figure.saving.$fields.get()).toEqual({ 'adjustments.0.reason': 'Give the reason.' });
    expect(part.figure.$open.get()).not.toBeNull();
  });

  it('sends the offer in Romanian unless English is chosen, once confirmed', async () => {
    const part = await enteredPart();
    part.offer.open();
    expect(part.offer.$open.get()?.draft.language).toBe('ro');
    part.offer.edit({ language: 'en' });
    part.askOffer();
    expect(part.$offerConfirming.get()).toBe(true);
    vi.mocked(sendOffer).mockResolvedValue(testMoney({ version: 4, state: 'offered', letters: [testOffer(192_907)] }));
    await part.confirmOffer();
    expect(sendOffer).toHaveBeenCalledWith('DEMO000789', 3, 'en');
    expect(part.$offerConfirming.get()).toBe(false);
    expect(part.$news.get()?.part).toBe('offer');
  });

  it('sends a refusal with the reasons ticked and the text typed', async () => {
    const part = await enteredPart();
    part.refusal.open();
    part.toggleReason('not_covered');
    part.toggleReason('documents_missing');
    part.toggleReason('not_covered');
    part.refusal.edit({ text: '  The photos do not show the damage. ' });
    vi.mocked(sendRefusal).mockResolvedValue(testMoney({ version: 4, state: 'refused' }));
    await part.refusal.save();
    expect(sendRefusal).toHaveBeenCalledWith('DEMO000789', 3, {
      language: 'ro',
      reasons: ['documents_missing'],
      text: 'The photos do not show the damage.',
    });
  });

  it('offers the claimant what is left of the accepted offer, and a repair shop on its own name and account', async () => {
    const accepted = testMoney({
      state: 'accepted',
      letters: [testOffer(192_907)],
      answer: {
        kind: 'accepted',
        iban: 'RO49AAAA1B31007593840000',
        holder_name: 'Ion Popescu',
        reason: null,
        created_at: '',
      },
      payments: [
        testPayment({ amount_minor: 50_000 }),
        testPayment({ id: 'p2', amount_minor: 9_999, state: 'cancelled' }),
      ],
    });
    vi.mocked(fetchClaimMoney).mockResolvedValue(accepted);
    const part = await enteredPart();
    part.payment.open();
    expect(part.payment.$open.get()?.draft).toMatchObject({ payee: 'claimant', amount_minor: '1,429.07' });
    part.choosePayee('repair_shop');
    part.payment.edit({ amount_minor: '500', payee_name: 'Service Auto SRL', iban: 'RO49AAAA1B31007593840000' });
    vi.mocked(proposePayment).mockResolvedValue(accepted);
    await part.payment.save();
    expect(proposePayment).toHaveBeenCalledWith('DEMO000789', 3, {
      payee: 'repair_shop',
      amount_minor: 50_000,
      payee_name: 'Service Auto SRL',
      iban: 'RO49AAAA1B31007593840000',
    });
  });

  it('keeps one form open at a time', async () => {
    const part = await enteredPart();
    part.reserves.open();
    part.figure.open();
    expect(part.reserves.$open.get()).toBeNull();
    expect(part.figure.$open.get()).not.toBeNull();
  });

  it('says why an action is closed, in the server’s own words', async () => {
    const part = await enteredPart();
    expect(part.$whyNot.get()).toEqual({ reserves: null, figure: null, offer: null, refusal: null, payment: null });
    part.money.set(testMoney({ may_handle: false }));
    expect(part.$whyNot.get()?.offer).toEqual({ key: 'error.settlement.notHandler' });
    part.money.set(testMoney({ figure: { ...testMoney().figure, basis: 'none', lines: [], total_minor: 0 } }));
    expect(part.$whyNot.get()).toMatchObject({
      offer: { key: 'error.settlement.noApprovedNote' },
      refusal: null,
      payment: { key: 'error.settlement.noApprovedNote' },
    });
    part.money.set(testMoney({ state: 'paid', state_name: 'paid' }));
    expect(part.$whyNot.get()).toMatchObject({
      figure: { key: 'error.settlement.settled' },
      offer: { key: 'error.settlement.cannotAnswer', params: { state: 'paid' } },
    });
  });
});
