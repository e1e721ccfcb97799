import { describe, expect, it, vi } from 'vitest';
import type { Policy } from '../../../contract/policies.ts';
import { INTAKE_KEYS } from '../../islands/intake/intake-keys.ts';
import { ApiError } from '../api/api-error.ts';
import { messagesFor } from '../i18n.ts';
import { interpolate } from '../interpolate.ts';
import { duplicatesOf } from './api.ts';
import { createNewClaimPage, type IntakeDeps } from './new-claim-page.ts';

vi.mock('../api/client.ts', () => ({ apiGet: vi.fn(), apiPost: vi.fn() }));

const policy: Policy = {
  id: 'p1',
  policy_no: 'CASCO-7001',
  product: 'CASCO',
  holder_name: 'Registered Holder',
  holder_id_no: null,
  holder_contact: null,
  starts_on: '2025-06-01',
  ends_on: '2026-05-31',
  cover: ['own_damage'],
  sum_insured_minor: 5_000_000,
  deductible_minor: 0,
  currency: 'RON',
  status: 'active',
  vehicles: [{ plate: 'CJ77INT', vin: 'UU1ABC12345678901', brand: 'dacia', model: 'Logan', year: 2020 }],
};
const candidate = {
  claim_file_no: 'DEMO00000001',
  event_date: '2026-01-10',
  plate: 'CJ77INT',
  policy_no: 'CASCO-7001',
  insured_name: 'Registered Holder',
};

function page(over: Partial<IntakeDeps> = {}) {
  const m = messagesFor('en', INTAKE_KEYS) as Record<string, string>;
  const deps: IntakeDeps = {
    t: (key, values) => interpolate(m[key] ?? key, values ?? {}),
    findDuplicates: vi.fn(async () => []),
    create: vi.fn(async () => ({ claim_file_no: 'DEMO12345678' })),
    addReport: vi.fn(async (no: string) => ({ claim_file_no: no })),
    duplicatesOf,
    loadLists: vi.fn(async () => ({})),
    open: vi.fn(),
    ...over,
  };
  const p = createNewClaimPage(deps);
  p.enter();
  return { p, deps };
}

/** Fills every step after the policy one with valid values. */
function fillRest(p: ReturnType<typeof createNewClaimPage>) {
  for (const [name, value] of Object.entries({
    date: '2026-01-10',
    county: 'CJ',
    place: 'Cluj-Napoca',
    description: 'A van reversed into the parked car.',
  }))
    p.set('event', name, value);
  for (const [name, value] of Object.entries({ brand: 'dacia', category: 'car', color: 'white' }))
    p.set('vehicle', name, value);
  p.set('contact', 'contact', 'ioana@example.test');
}

describe('the new claim page', () => {
  it('asks for the reason when no policy is chosen, beside the field, and focuses it', () => {
    const { p } = page();
    p.set('policy', 'policy_no', 'NOPE-123');
    p.set('policy', 'policy_type', 'RCA');
    p.set('policy', 'insured_name', 'Ioana Stan');
    expect(p.next()).toEqual({ to: 'field', field: 'policy_missing_reason' });
    expect(p.$errors.get().policy_missing_reason).toBe(
      'Say why the policy is not in the register (5 to 500 characters).',
    );
    p.set('policy', 'policy_missing_reason', 'Caller has no papers.');
    expect(p.next()).toEqual({ to: 'heading' });
    expect(p.$step.get()).toBe('event');
    // The policyholder is named after the insured.
    expect(p.$draft.get().parties[0]).toMatchObject({ role: 'policyholder', name: 'Ioana Stan' });
  });

  it('fills the policy, vehicle and holder from the register, and forgets them when another is sought', () => {
    const { p } = page();
    p.choosePolicy(policy);
    expect(p.$draft.get().policy).toMatchObject({
      policy_id: 'p1',
      policy_type: 'CASCO',
      insured_name: 'Registered Holder',
    });
    expect(p.$draft.get().vehicle).toMatchObject({ plate: 'CJ77INT', model: 'Logan' });
    expect(p.next()).toEqual({ to: 'heading' });
    p.choosePolicy(null);
    expect(p.$draft.get().policy.policy_id).toBeNull();
  });

  it('names each field at fault of a step, with its path', () => {
    const { p } = page();
    p.set('policy', 'policy_missing_reason', 'No papers at hand.');
    p.set('policy', 'policy_type', 'RCA');
    p.set('policy', 'insured_name', 'Ioana Stan');
    p.next();
    p.set('event', 'county', '');
    expect(p.next()).toEqual({ to: 'field', field: 'event.date' });
    expect(Object.keys(p.$errors.get())).toEqual(['event.date', 'event.county', 'event.place', 'event.description']);
  });

  it('adds and removes people by role; the policyholder is required', () => {
    const { p } = page();
    expect(p.addParty('witness')).toEqual({ to: 'field', field: 'parties.1.name' });
    p.removeParty(0);
    p.setParty(0, 'name', 'Only Witness');
    p.$step.set('parties');
    expect(p.next()).toEqual({ to: 'field', field: 'parties' });
    expect(p.$errors.get().parties).toBe('Add the policyholder to the people of the claim.');
  });

  it('warns on review of open claims that may be the same, and creates anyway when told', async () => {
    const refusal = new ApiError(409, 'duplicate', 'This claim looks like one already open.', { current: [candidate] });
    const create = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce({ claim_file_no: 'DEMO12345678' });
    const { p, deps } = page({ findDuplicates: vi.fn(async () => [candidate]), create });
    p.choosePolicy(policy);
    fillRest(p);
    for (let i = 0; i < 5; i++) p.next();
    expect(p.$step.get()).toBe('review');
    await vi.waitFor(() => expect(p.$duplicates.get()).toEqual([candidate]));
    expect(await p.create()).toEqual({ to: 'heading' });
    expect(p.$problem.get()).toBe('This claim looks like one already open.');
    expect(deps.open).not.toHaveBeenCalled();
    await p.create(true);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ allow_duplicate: true, policy_id: 'p1' }));
    expect(deps.open).toHaveBeenCalledWith('DEMO12345678');
  });

  it("goes back to the step of the server's first refused field", async () => {
    const refusal = new ApiError(400, 'validation_failed', 'Some of what was sent is not valid.', {
      field: 'vehicle.brand',
      problems: [{ field: 'vehicle.brand', key: 'error.fnol.unknownBrand', message: 'Choose a brand from the list.' }],
    });
    const { p } = page({ create: vi.fn(async () => Promise.reject(refusal)) });
    p.choosePolicy(policy);
    fillRest(p);
    expect(await p.create()).toEqual({ to: 'field', field: 'vehicle.brand' });
    expect(p.$step.get()).toBe('vehicle');
    expect(p.$errors.get()).toEqual({ 'vehicle.brand': 'Choose a brand from the list.' });
  });

  it('asks for confirmation and a reason on the event step when the policy was not in force that day', () => {
    const { p } = page({ loadLists: vi.fn(async () => ({})) });
    p.choosePolicy({ ...policy, status: 'cancelled' });
    p.next();
    fillRest(p);
    expect(p.$gap.get()).toBe('cancelled');
    expect(p.next()).toEqual({ to: 'field', field: 'policy_not_in_force_confirmed' });
    expect(p.$errors.get()).toEqual({
      policy_not_in_force_confirmed:
        'Policy CASCO-7001 was not in force on the event date: confirm that the claim is registered all the same.',
      policy_not_in_force_reason:
        'Say why the claim is registered although policy CASCO-7001 was not in force (5 to 500 characters).',
    });
    p.set('gap', 'confirmed', true);
    p.set('gap', 'reason', 'The holder paid late; the broker confirms.');
    expect(p.next()).toEqual({ to: 'heading' });
    p.set('event', 'date', '2025-05-31');
    expect(p.$gap.get()).toBe('not_started');
  });

  it('fills the brand from the policy by its name, and another insured vehicle on request', async () => {
    const brands = [{ code: 'vw', name: 'Volkswagen', parent_code: null }];
    const { p } = page({ loadLists: vi.fn(async () => ({ vehicle_brands: brands })) });
    await vi.waitFor(() => expect(p.$lists.get().vehicle_brands).toEqual(brands));
    const second = { plate: 'B902DEM', vin: 'WVWZZZ1KZ9W000902', brand: 'Volkswagen', model: 'Golf', year: null };
    p.choosePolicy({ ...policy, vehicles: [...policy.vehicles, second] });
    expect(p.$draft.get().vehicle).toMatchObject({ plate: 'CJ77INT', brand: '', model: 'Logan' });
    p.takeVehicle(1);
    expect(p.$draft.get().vehicle).toMatchObject({ plate: 'B902DEM', vin: 'WVWZZZ1KZ9W000902', brand: 'vw' });
  });

  it('adds the report to an open claim instead, and opens that claim', async () => {
    const { p, deps } = page();
    p.choosePolicy(policy);
    fillRest(p);
    expect(await p.addToClaim('DEMO00000001')).toBeNull();
    expect(deps.addReport).toHaveBeenCalledWith('DEMO00000001', expect.objectContaining({ policy_id: 'p1' }));
    expect(deps.open).toHaveBeenCalledWith('DEMO00000001');
  });
});
