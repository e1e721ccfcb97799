import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTLEMENT_SETTINGS, type SettlementSettings } from '../../../contract/settlement-settings.ts';
import { jsonAnswer, refusalAnswer, type SentCall, standInServer } from '../../test/api-stand-in.ts';
import { settlementLabel } from './settlement-labels.ts';
import { createSettlementSection } from './settlement-section.ts';

/** The settlement section's store with the real API client, in front of a stand-in for /api/settlement/settings. */
const words = {
  'config.saved': 'Saved.',
  'config.settlement.changedMeanwhile': 'Someone saved first.',
  'error.noteInput.required': 'Enter a number.',
  'error.noteInput.format': 'Write it as {{example}}.',
  'error.noteInput.negative': 'Not negative.',
  'error.noteInput.decimals': 'Too many decimals.',
  'error.noteInput.tooLarge': 'Too large for a note.',
  'error.settlement.tooLarge': 'Too large.',
  'error.settlement.clockDays': 'Days from 1 to 365.',
  'error.settlement.totalLossShare': 'A share from 10 % to 100 %.',
  'error.settlement.penaltyRate': 'A rate from 0 % to 10 %.',
};
const labels = {
  'config.settlement.defaultReserve': 'Default reserves',
  'config.settlement.indemnity': 'Indemnity (lei)',
  'config.settlement.expenses': 'Expenses (lei)',
  'config.settlement.reserves': 'Reserves',
  'config.settlement.totalLoss': 'Total loss from',
  'config.settlement.clock.inspection': 'Inspection within',
  'config.settlement.clock.answer': 'Answer within',
  'config.settlement.clock.payment': 'Payment within',
  'config.settlement.days': 'Days',
  'config.settlement.unit': 'Counted in',
  'config.settlement.penalty': 'Penalty',
  'config.settlement.warnDays': 'Warn',
  'config.settlement.limits': 'Payment limits',
  'config.settlement.reasons': 'Refusal reasons',
  'config.settlement.accountName': 'Account holder',
  'config.settlement.iban': 'IBAN',
  'config.settlement.bic': 'BIC',
};

let sent: SentCall[] = [];
let saved: { settings: SettlementSettings; version: number } = { settings: DEFAULT_SETTLEMENT_SETTINGS, version: 0 };
let answer: (call: SentCall) => Response | undefined = () => undefined;

beforeEach(() => {
  saved = { settings: DEFAULT_SETTLEMENT_SETTINGS, version: 0 };
  answer = () => undefined;
  sent = standInServer((call) => {
    const special = answer(call);
    if (special) return special;
    if (call.method === 'PUT') saved = { settings: call.body as SettlementSettings, version: saved.version + 1 };
    return jsonAnswer(200, saved.settings, { ETag: `"${saved.version}"` });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openedSection(lang: 'en' | 'ro' = 'ro') {
  const form = createSettlementSection({ lang, words, label: settlementLabel(labels) });
  form.enter();
  await vi.waitFor(() => expect(form.$draft.get()).not.toBeNull());
  return form;
}

describe('the settlement settings section', () => {
  it("shows amounts in lei, shares and the penalty in percent, in the reader's digits", async () => {
    const form = await openedSection('ro');
    const draft = form.$draft.get()!;
    expect(draft.default_reserve).toEqual({ indemnity_minor: '5.000,00', expenses_minor: '500,00' });
    expect(draft.total_loss_basis_points).toBe('75');
    expect(draft.clock.penalty_basis_points_per_day).toBe('0,2');
    expect(draft.clock.inspection).toEqual({ days: '5', unit: 'working' });
    expect(draft.payment_limits.map((l) => [l.role, l.limit])).toEqual([
      ['claims.handler', '15.000,00'],
      ['claims.manager', '150.000,00'],
    ]);
  });

  it('saves what was typed as bani, basis points and days on the version loaded, then on the one answered', async () => {
    const form = await openedSection('ro');
    form.update((d) => ({
      ...d,
      total_loss_basis_points: '70,5',
      clock: { ...d.clock, penalty_basis_points_per_day: '0,15', payment: { days: '15', unit: 'working' } },
      debtor: { name: ' Demo Insurance SA ', iban: 'ro49 aaaa 1b31 0075 9384 0000', bic: ' btrlro22 ' },
    }));
    form.addRow('payment_limits');
    const added = form.$draft.get()!.payment_limits.at(-1)!;
    form.update((d) => ({
      ...d,
      payment_limits: d.payment_limits.map((l) =>
        l.key === added.key ? { ...l, role: 'AC.Assessor', limit: '2.500' } : l,
      ),
    }));
    await form.save();
    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.ifMatch).toBe('"0"');
    expect(put.body).toMatchObject({
      total_loss_basis_points: 7050,
      clock: { penalty_basis_points_per_day: 15, payment: { days: 15, unit: 'working' } },
      debtor: { name: 'Demo Insurance SA', iban: 'RO49AAAA1B31007593840000', bic: 'BTRLRO22' },
      payment_limits: [
        { role: 'claims.handler', limit: 1_500_000 },
        { role: 'claims.manager', limit: 15_000_000 },
        { role: 'AC.Assessor', limit: 250_000 },
      ],
    });
    expect(form.$version.get()).toBe(1);
    form.removeRow('payment_limits', form.$draft.get()!.payment_limits[0]!.key);
    await form.save();
    expect(sent.filter((s) => s.method === 'PUT').at(-1)?.ifMatch).toBe('"1"');
    expect(saved.settings.payment_limits.map((l) => l.role)).toEqual(['claims.manager', 'AC.Assessor']);
  });

  it('refuses beside its field what cannot be read, and sends nothing', async () => {
    const form = await openedSection('ro');
    form.update((d) => ({
      ...d,
      default_reserve: { ...d.default_reserve, indemnity_minor: '12.5' },
      total_loss_basis_points: 'most',
      clock: { ...d.clock, answer: { days: '30,5', unit: 'calendar' } },
    }));
    await form.save();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
    expect(form.saving.$fields.get()).toEqual({
      'default_reserve.indemnity_minor': 'Write it as 1.234,56.',
      total_loss_basis_points: 'A share from 10 % to 100 %.',
      'clock.answer.days': 'Days from 1 to 365.',
    });
  });

  it("puts the server's refusal beside the field it names", async () => {
    const form = await openedSection('en');
    answer = (call) =>
      call.method === 'PUT'
        ? refusalAnswer(400, 'validation_failed', 'error.settlement.bic', 'Enter the BIC.', 'debtor.bic')
        : undefined;
    form.update((d) => ({ ...d, debtor: { ...d.debtor, bic: 'XX' } }));
    await form.save();
    expect(form.saving.$fields.get()).toEqual({ 'debtor.bic': 'Enter the BIC.' });
  });

  it('keeps what was typed when someone saved first, names what they saved, and saves next on their version', async () => {
    const form = await openedSection('en');
    const theirs = { ...DEFAULT_SETTLEMENT_SETTINGS, total_loss_basis_points: 8000 };
    answer = (call) =>
      call.method === 'PUT' && call.ifMatch === '"0"'
        ? jsonAnswer(409, {
            error: { code: 'conflict', key: 'error.version.conflict', message: 'Stale.' },
            current: { settings: theirs, version: 4 },
          })
        : undefined;
    form.update((d) => ({ ...d, total_loss_basis_points: '72' }));
    await form.save();
    expect(form.saving.$problem.get()).toBe('Someone saved first.');
    expect(form.$savedNow.get()).toEqual([['Total loss from', '80']]);
    expect(form.$draft.get()?.total_loss_basis_points).toBe('72');
    expect(form.$version.get()).toBe(4);
    saved.version = 4;
    await form.save();
    expect(sent.filter((s) => s.method === 'PUT').at(-1)?.ifMatch).toBe('"4"');
    expect(saved.settings.total_loss_basis_points).toBe(7200);
  });
});
