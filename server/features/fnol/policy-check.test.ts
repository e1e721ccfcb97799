import { NO_OTHERS } from '../../test/fnol-claim.ts';
import { describe, expect, it } from 'vitest';
import type { FnolSubmission } from '../../../contract/fnol.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { PRUNE_KINDS } from '../pruning/index.ts';

/** README's demo policy in force: ROCAS90000001 insures B 901 DEM and B 902 DEM. */
const notice = (policyNo: string, plate: string): FnolSubmission => ({
  policy: { policy_type: 'CASCO', policy_no: policyNo, insured_name: 'Elena Marin' },
  event: {
    event_date: '2026-01-14',
    event_time: '08:30',
    event_country: 'RO',
    event_county: 'B',
    event_place: 'Bucuresti',
    description: 'A branch fell on the bonnet in the storm.',
  },
  vehicle: {
    vehicle_category: 'car',
    vehicle_brand: 'volkswagen',
    vehicle_color: 'white',
    plate,
    damaged_parts: ['part-bumper-rear'],
  },
  contact: { contact_channel: 'email', contact: 'elena@example.test', contact_confirmation: 'elena@example.test' },
  others: NO_OTHERS,
  declaration: true,
});

/** The demo register's vehicle under B 902 DEM. */
const VEHICLE = 'Dacia Duster';

describe.each(TEST_ENGINES)("the public claim form's policy check on $name", (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const check = (body: unknown, org = 'DEMO', address = '203.0.113.70', language = 'en') =>
    ctx.api.post(`/api/fnol/policyCheck/${org}`, body, { 'X-Forwarded-For': address, 'Accept-Language': language });

  it('answers only whether the number and plate are in the register together', async () => {
    const found = await check({ policy_no: ' rocas90000001 ', plate: 'b 902-dem' });
    expect(found.status).toBe(200);
    // The visitor proved the number and plate: they come back as the register writes them, with the vehicle.
    expect(found.body).toEqual({
      recognised: true,
      standing: 'in_force',
      policy_no: 'ROCAS90000001',
      plate: 'B902DEM',
      vehicle: VEHICLE,
    });
    // A name given is said to be the holder's or not; the holder's name itself is never told.
    const named = async (insured_name: string) =>
      (await check({ policy_no: 'ROCAS90000001', plate: 'B902DEM', insured_name })).body;
    expect(await named('  marin ELENA ')).toMatchObject({ holder_matches: true });
    expect(await named('Elena Marinescu')).toMatchObject({ holder_matches: false });
    expect(JSON.stringify(await named('Elena Marinescu'))).not.toContain('Marin');
    expect((await check({ policy_no: 'ROCAS90000001', plate: 'B 903 DEM' })).body).toEqual({ recognised: false });
    expect((await check({ policy_no: 'ROCAS90000009', plate: 'B 901 DEM' })).body).toEqual({ recognised: false });
    // Ended, cancelled or not yet started, it is still the visitor's policy, and the register says so
    // for the event's day (today when the form has none): the handler judges the cover.
    const standing = async (policy_no: string, plate: string, event_date?: string) =>
      (await check({ policy_no, plate, ...(event_date ? { event_date } : {}) })).body as { standing?: string };
    expect((await standing('ROCAS90000003', 'TM 904 CAN')).standing).toBe('cancelled');
    expect((await standing('RORCA90000002', 'CJ 903 EXP')).standing).toBe('ended');
    // Ended 36 days ago: an event 40 days ago was in its time.
    expect((await standing('RORCA90000002', 'CJ 903 EXP', '2025-12-06')).standing).toBe('in_force');
    expect((await standing('RORCA90000004', 'IS 905 NEW', '2026-01-14')).standing).toBe('not_started');
    // Another organisation's register is not this form's.
    expect((await check({ policy_no: 'RORCA80000001', plate: 'B 801 PRT' })).body).toEqual({ recognised: false });
    expect((await check({ policy_no: 'RORCA80000001', plate: 'B 801 PRT' }, 'PARTNER1')).body).toMatchObject({
      recognised: true,
      standing: 'in_force',
    });
    expect((await check({ policy_no: 'RORCA80000001', plate: 'B 801 PRT' }, 'NOPE')).status).toBe(404);
    const empty = await check({ policy_no: '', plate: ' ' }, 'DEMO', '203.0.113.70', 'ro');
    expect(empty.status).toBe(400);
    expect(empty.body.error.problems.map((p: { field: string; message: string }) => [p.field, p.message])).toEqual([
      ['policy_no', 'Introduceți numărul poliței.'],
      ['plate', 'Introduceți numărul de înmatriculare.'],
    ]);
  });

  it('allows 30 checks an hour from one address, then asks to wait', async () => {
    for (let i = 0; i < 30; i++)
      expect((await check({ policy_no: `ROCAS9${i}`, plate: 'B 1 ABC' }, 'DEMO', '198.51.100.20')).status).toBe(200);
    const refused = await check({ policy_no: 'ROCAS90000001', plate: 'B 901 DEM' }, 'DEMO', '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      key: 'error.policies.tooManyChecks',
      message:
        'Many policy checks were made from this connection in the last hour. Try again later, or send the claim without the check.',
    });
    expect(refused.body.recognised).toBeUndefined();
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await check({ policy_no: 'ROCAS90000001', plate: 'B 901 DEM' }, 'DEMO', '198.51.100.21')).status).toBe(200);
    ctx.t.clock.advance(61 * 60_000);
    const later = await check({ policy_no: 'ROCAS90000001', plate: 'B 901 DEM' }, 'DEMO', '198.51.100.20');
    expect(later.body).toMatchObject({ recognised: true, standing: 'in_force' });
    // A counter whose hour ended holds nothing, so the pruning job removes it.
    const db = ctx.t.database.db;
    const kind = PRUNE_KINDS.find((k) => k.name === 'rate_counters')!;
    expect(await kind.deleteBatch(db, ctx.t.clock.now(), 500)).toBeGreaterThanOrEqual(1);
    const counters = await db
      .selectFrom('rate_counters')
      .select('key')
      .where('key', 'like', 'policy-check:%')
      .execute();
    expect(counters.map((r) => r.key)).toEqual(['policy-check:198.51.100.20']);
  });

  it('links a sent claim to its policy when the number and plate match, and to none otherwise', async () => {
    const send = (body: FnolSubmission, address: string) =>
      ctx.api.post('/api/fnol/submit/DEMO', body, { 'X-Forwarded-For': address });
    const matched = await send(notice('rocas90000001', 'b 901 dem'), '198.51.100.30');
    // The same number on another plate, the same day: said to be another claim, past the duplicate check.
    const unmatched = await send({ ...notice('rocas90000001', 'b 999 zzz'), different_claim: true }, '198.51.100.31');
    expect([matched.status, unmatched.status]).toEqual([201, 201]);
    const policyOf = async (caseNo: string) =>
      (
        await ctx.t.database.db
          .selectFrom('claim_files as f')
          .leftJoin('policies as p', 'p.id', 'f.policy_id')
          .select('p.policy_no')
          .where('f.claim_file_no', '=', caseNo)
          .executeTakeFirstOrThrow()
      ).policy_no;
    expect(await policyOf(matched.body.case_no)).toBe('ROCAS90000001');
    expect(await policyOf(unmatched.body.case_no)).toBeNull();
  });
});
