import type { Kysely } from 'kysely';
import { addDays, businessDate } from '../../contract/business-time.ts';
import type { CoverCode } from '../../contract/policies.ts';
import { claimFilesWithoutPolicy, linkClaimFilesToPolicies } from '../features/assignments/index.ts';
import { addPolicies, type NewPolicy, policyIdsByNumber } from '../features/policies/index.ts';
import type { Database } from './schema.ts';

/** What each product covers and what the holder pays of each claim, as insurers sell them. */
function termsOf(product: string, seed: number): Pick<NewPolicy, 'cover' | 'sum_insured_minor' | 'deductible_minor'> {
  if (product === 'CASCO') {
    const cover: CoverCode[] = ['own_damage', 'theft', 'glass', 'natural_events'];
    if (seed % 2 === 0) cover.push('roadside_assistance');
    // A car worth 45,000 to 135,000 lei; 500 lei paid by the holder, 1,000 lei on dearer cars.
    const sum = (45_000 + (seed % 10) * 10_000) * 100;
    return { cover, sum_insured_minor: sum, deductible_minor: sum > 9_000_000 ? 100_000 : 50_000 };
  }
  // Liability limits are set by law, so the register keeps no sum insured; RCA has no deductible.
  return { cover: ['third_party_liability'], sum_insured_minor: null, deductible_minor: 0 };
}

/** A stable number from a text, so the demo periods are the same on every machine. */
const seedOf = (text: string) => [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);

/**
 * A policy behind every claim file of the organisation that has none: the claim's policy number,
 * product and insured, its vehicles among the insured ones, a year's period around the event days.
 * Claims that share a number share the policy. Returns how many policies were written.
 */
export async function seedPoliciesOfClaims(db: Kysely<Database>, organisationId: string, now: Date): Promise<number> {
  const claims = await claimFilesWithoutPolicy(db, organisationId);
  const byNumber = new Map<string, { policy: NewPolicy; first: string; last: string }>();
  const registered = await policyIdsByNumber(db, organisationId);
  for (const claim of claims) {
    const policyNo = claim.policy_no.trim().toUpperCase();
    if (registered.has(policyNo)) continue;
    const vehicle = { plate: claim.plate, vin: claim.vin, brand: claim.vehicle_brand, model: claim.vehicle_model };
    const known = byNumber.get(policyNo);
    if (known) {
      const plate = vehicle.plate.replace(/[\s-]/g, '').toUpperCase();
      if (!known.policy.vehicles.some((v) => v.plate.replace(/[\s-]/g, '').toUpperCase() === plate))
        known.policy.vehicles.push(vehicle);
      if (claim.event_date < known.first) known.first = claim.event_date;
      if (claim.event_date > known.last) known.last = claim.event_date;
      continue;
    }
    const seed = seedOf(policyNo);
    byNumber.set(policyNo, {
      first: claim.event_date,
      last: claim.event_date,
      policy: {
        organisation_id: organisationId,
        policy_no: policyNo,
        product: claim.policy_type,
        holder_name: claim.insured_name,
        starts_on: '',
        ends_on: '',
        ...termsOf(claim.policy_type, seed),
        vehicles: [vehicle],
      },
    });
  }
  const policies = [...byNumber.values()].map(({ policy, first, last }) => {
    // Bought between two weeks and ten months before the first event, for a year (longer if claims go past it).
    const startsOn = addDays(first, -(14 + (seedOf(policy.policy_no) % 290)));
    const yearEnd = addDays(startsOn, 364);
    return { ...policy, starts_on: startsOn, ends_on: yearEnd >= last ? yearEnd : addDays(last, 30) };
  });
  const ids = await addPolicies(db, policies, now);
  for (const [i, policy] of policies.entries()) registered.set(policy.policy_no, ids[i]!);
  // Each file gets the policy stored under its number exactly as the file writes it.
  const policyIdOf = new Map(
    claims.flatMap((claim) => {
      const id = registered.get(claim.policy_no);
      return id ? [[claim.policy_no, id] as const] : [];
    }),
  );
  await linkClaimFilesToPolicies(db, organisationId, policyIdOf);
  return policies.length;
}

/** The first day of the month after `day`. */
const nextMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/**
 * Policies README lists, for trying the checks: one in force with two cars, one that ended, one
 * cancelled and one that starts next month (DEMO), and one of PARTNER1 that DEMO's staff never find.
 */
export function demoRegisterPolicies(orgIds: { demo: string; partner: string }, now: Date): NewPolicy[] {
  const today = businessDate(now);
  const casco = termsOf('CASCO', 0);
  const rca = termsOf('RCA', 0);
  const car = (plate: string, vin: string, brand: string, model: string) => ({ plate, vin, brand, model });
  return [
    {
      organisation_id: orgIds.demo,
      policy_no: 'ROCAS90000001',
      product: 'CASCO',
      holder_name: 'Elena Marin',
      holder_contact: 'elena.marin@example.test',
      starts_on: addDays(today, -100),
      ends_on: addDays(today, 264),
      ...casco,
      vehicles: [
        car('B 901 DEM', 'WVWZZZ1KZ9W000901', 'Volkswagen', 'Golf'),
        car('B 902 DEM', 'UU1SDSL4H90000902', 'Dacia', 'Duster'),
      ],
    },
    {
      organisation_id: orgIds.demo,
      policy_no: 'RORCA90000002',
      product: 'RCA',
      holder_name: 'Mihai Ionescu',
      starts_on: addDays(today, -400),
      ends_on: addDays(today, -36),
      ...rca,
      vehicles: [car('CJ 903 EXP', 'VF1RFB00X60000903', 'Renault', 'Clio')],
    },
    {
      organisation_id: orgIds.demo,
      policy_no: 'ROCAS90000003',
      product: 'CASCO',
      holder_name: 'Ana Dobre',
      starts_on: addDays(today, -120),
      ends_on: addDays(today, 244),
      status: 'cancelled',
      ...casco,
      vehicles: [car('TM 904 CAN', 'TMBJJ7NE0K0000904', 'Skoda', 'Octavia')],
    },
    {
      organisation_id: orgIds.demo,
      policy_no: 'RORCA90000004',
      product: 'RCA',
      holder_name: 'Dan Stoica',
      starts_on: nextMonth(today),
      ends_on: addDays(nextMonth(today), 364),
      ...rca,
      vehicles: [car('IS 905 NEW', 'WF0AXXGCDA0000905', 'Ford', 'Focus')],
    },
    {
      organisation_id: orgIds.partner,
      policy_no: 'RORCA80000001',
      product: 'RCA',
      holder_name: 'Sorin Partener',
      starts_on: addDays(today, -30),
      ends_on: addDays(today, 334),
      ...rca,
      vehicles: [car('B 801 PRT', 'UU1SDSL4H80000801', 'Dacia', 'Logan')],
    },
  ];
}

/** The demo register: the policies of every seeded claim file of both organisations, then README's. */
export async function seedPolicies(db: Kysely<Database>, orgIds: { demo: string; partner: string }, now: Date) {
  await seedPoliciesOfClaims(db, orgIds.demo, now);
  await seedPoliciesOfClaims(db, orgIds.partner, now);
  await addPolicies(db, demoRegisterPolicies(orgIds, now), now);
}
