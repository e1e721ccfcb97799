import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Policy } from '../../../contract/policies.ts';
import { searchPolicies } from './api.ts';
import { createPolicyPicker, PICKER_DEBOUNCE_MS } from './policy-picker.ts';

vi.mock('./api.ts', () => ({ searchPolicies: vi.fn() }));
vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../reference/lists.ts', () => ({
  loadReferenceList: vi.fn(async () => [{ code: 'CASCO', name: 'Comprehensive motor (CASCO)' }]),
}));

const policy = (policy_no: string, period: [string, string] = ['2026-01-01', '2026-12-31']): Policy => ({
  id: policy_no.toLowerCase(),
  policy_no,
  product: 'CASCO',
  holder_name: 'Elena Marin',
  holder_id_no: null,
  holder_contact: null,
  starts_on: period[0],
  ends_on: period[1],
  cover: ['own_damage'],
  sum_insured_minor: 6_500_000,
  deductible_minor: 50_000,
  currency: 'RON',
  status: 'active',
  vehicles: [{ plate: 'B901DEM', vin: 'WVW1', brand: 'Volkswagen', model: 'Golf', year: null }],
});
const settle = () => vi.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS);

describe('the policy picker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(searchPolicies).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses, not for fewer than 2 characters, and an older answer never wins', async () => {
    const picker = createPolicyPicker('en');
    picker.type('R');
    await settle();
    expect(searchPolicies).not.toHaveBeenCalled();
    let answerSlow: (found: Policy[]) => void = () => {};
    vi.mocked(searchPolicies).mockImplementationOnce(() => new Promise((resolve) => (answerSlow = resolve)));
    picker.type('RO');
    await settle();
    vi.mocked(searchPolicies).mockResolvedValueOnce([policy('ROCAS1')]);
    picker.type(' ROCAS ');
    await settle();
    expect(searchPolicies).toHaveBeenLastCalledWith('ROCAS');
    answerSlow([policy('RORCA2'), policy('RORCA3')]);
    await settle();
    expect(picker.$results.get()?.map((p) => p.policy_no)).toEqual(['ROCAS1']);
    expect(picker.$status.get()).toBe('found');
    vi.mocked(searchPolicies).mockResolvedValueOnce([]);
    picker.type('ZZ');
    await settle();
    expect(picker.$status.get()).toBe('none');
    vi.mocked(searchPolicies).mockRejectedValueOnce(new Error('offline'));
    picker.type('ZZZ');
    await settle();
    expect(picker.$status.get()).toBe('failed');
  });

  it('moves through the matches with the arrow keys, chooses with Enter and tells the form', async () => {
    const chosen: (Policy | null)[] = [];
    const picker = createPolicyPicker('en', (p) => chosen.push(p));
    vi.mocked(searchPolicies).mockResolvedValueOnce([policy('ROCAS1'), policy('ROCAS2')]);
    picker.type('ROCAS');
    await settle();
    expect(picker.key('Enter')).toBe(false);
    expect(picker.key('ArrowDown')).toBe(true);
    expect(picker.key('ArrowDown')).toBe(true);
    expect(picker.$active.get()).toBe(1);
    picker.key('ArrowDown');
    expect(picker.$active.get()).toBe(0);
    picker.key('ArrowUp');
    expect(picker.$active.get()).toBe(1);
    expect(picker.key('a')).toBe(false);
    picker.key('Enter');
    expect(picker.$chosen.get()?.policy_no).toBe('ROCAS2');
    expect(picker.$text.get()).toBe('ROCAS2');
    expect(picker.$results.get()).toBeNull();
    picker.clear();
    expect(chosen.map((p) => p?.policy_no ?? null)).toEqual(['ROCAS2', null]);
  });

  it("judges the chosen policy's standing on the event day, both ends of the period counting", () => {
    const picker = createPolicyPicker('en');
    picker.choose(policy('ROCAS1', ['2026-03-01', '2027-02-28']));
    expect(picker.$standing.get()).toBeNull();
    const on = (day: string) => {
      picker.setEventDate(day);
      return picker.$standing.get();
    };
    expect([on('2026-02-28'), on('2026-03-01'), on('2027-02-28'), on('2027-03-01')]).toEqual([
      'not_started',
      'in_force',
      'in_force',
      'lapsed',
    ]);
    picker.choose({ ...policy('ROCAS2'), status: 'cancelled' });
    expect(on('2026-06-01')).toBe('lapsed');
  });

  it('names the product from the reference list once loaded', async () => {
    const picker = createPolicyPicker('en');
    expect(picker.productName('CASCO')).toBe('CASCO');
    picker.enter();
    await vi.waitFor(() => expect(picker.productName('CASCO')).toBe('Comprehensive motor (CASCO)'));
    expect(picker.productName('RCA')).toBe('RCA');
  });
});
