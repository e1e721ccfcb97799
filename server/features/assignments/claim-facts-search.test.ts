import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SearchAllResultsSchema } from '../../../contract/assignments.ts';
import { type IntakeClaimInput, IntakeReceiptSchema } from '../../../contract/intake.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

/** A phoned-in claim whose every fact the search should find it by (the test clock's today is 2026-01-15). */
const claim: IntakeClaimInput = {
  policy_id: null,
  policy_missing_reason: 'The caller does not have the policy at hand.',
  policy_no: 'RORCA55550009',
  policy_type: 'RCA',
  insured_name: 'Ioana Stan',
  event: {
    date: '2026-01-10',
    time: '14:30',
    country: 'RO',
    county: 'CJ',
    place: 'Cluj-Napoca',
    description: 'A van reversed into the front of the parked car.',
    police_report_no: 'PV 4711/2026',
  },
  vehicle: {
    plate: 'CJ 77 FCT',
    vin: 'WVWZZZ1JZXW471100',
    brand: 'dacia',
    model: 'Logan',
    category: 'car',
    color: 'white',
    damaged_parts: ['part-bumper-rear'],
  },
  damage: 'Rear bumper pushed in.',
  parties: [
    { role: 'policyholder', name: 'Ioana Stan', phone: '+40 721 471 100' },
    { role: 'third_party', name: 'Van Driver', plate: 'B 47 VAN', email: 'Van.Driver@Example.test' },
  ],
  contact: { channel: 'email', contact: 'ioana.stan@example.test' },
};

describe.each(TEST_ENGINES)('the search by a claim file’s facts on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const search = async (auth: Record<string, string>, q: string) => {
    const res = await ctx.api.get(`/api/assignments/search/all?q=${encodeURIComponent(q)}`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(SearchAllResultsSchema, res.body);
  };
  const registered = async () => {
    const res = await ctx.api.post('/api/intake/claims', claim, await as('handler'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return v.parse(IntakeReceiptSchema, res.body).claim_file_no;
  };

  it('finds a claim by its VIN, phone, e-mail, police report and the other party’s plate, however they are typed', async () => {
    const no = await registered();
    const handler = await as('handler');
    const typed = [
      ['wvwzzz1jzxw4711', 'vin', 'WVWZZZ1JZXW471100'],
      ['0721 471 100', 'phone', '+40 721 471 100'],
      ['+40721471', 'phone', '+40 721 471 100'],
      ['0040 721 471 100', 'phone', '+40 721 471 100'],
      ['IOANA.STAN@example', 'email', 'ioana.stan@example.test'],
      ['van.driver@EXAMPLE.TEST', 'email', 'van.driver@example.test'],
      ['pv 4711/2026', 'police_report', 'PV 4711/2026'],
      ['4711/2026', 'police_report', 'PV 4711/2026'],
      ['b-47-van', 'party_plate', 'B 47 VAN'],
      ['b47v', 'party_plate', 'B 47 VAN'],
    ] as const;
    for (const [q, field, value] of typed) {
      const found = await search(handler, q);
      expect(found.claim_files, q).toEqual([
        { claim_file_no: no, insured_name: 'Ioana Stan', plate: 'CJ 77 FCT', found_by: { field, value } },
      ]);
      expect(found.assignments.length, q).toBeGreaterThan(0);
      for (const assignment of found.assignments) {
        expect(assignment.claim_file_no, q).toBe(no);
        expect(assignment.found_by, q).toEqual({ field, value });
      }
    }
    // Found by its own plate or number, nothing is said about a fact.
    expect((await search(handler, 'cj 77 fct')).claim_files).toEqual([
      { claim_file_no: no, insured_name: 'Ioana Stan', plate: 'CJ 77 FCT', found_by: null },
    ]);
  });

  it('follows changes of the event and the people: an old fact finds the file no more, a new one does', async () => {
    const no = await registered();
    const handler = await as('handler');
    const { police_report_no: _old, ...event } = claim.event;
    const changed = {
      event_date: event.date,
      event_time: event.time,
      event_place: event.place,
      event_county: event.county,
      event_country: event.country,
      description: event.description,
      damage: claim.damage,
      police_report_no: 'IPJ 9090/2026',
    };
    expect((await ctx.api.put(`/api/claim-files/${no}/event`, changed, { ...handler, ...ifMatch(1) })).status).toBe(
      200,
    );
    const people = [
      { role: 'policyholder', name: 'Ioana Stan' },
      { role: 'witness', name: 'Ana Martor', phone: '0744 909 090' },
    ];
    expect((await ctx.api.put(`/api/claim-files/${no}/parties`, people, { ...handler, ...ifMatch(2) })).status).toBe(
      200,
    );

    const filesFound = async (q: string) => (await search(handler, q)).claim_files.map((f) => f.claim_file_no);
    expect(await filesFound('4711/2026')).toEqual([]);
    expect(await filesFound('b 47 van')).toEqual([]);
    expect(await filesFound('0721471100')).toEqual([]);
    expect(await filesFound('9090/2026')).toEqual([no]);
    expect(await filesFound('+40 744 909')).toEqual([no]);
    // The contact channel and the VIN are not the people's: they stay.
    expect(await filesFound('ioana.stan@')).toEqual([no]);
    expect(await filesFound('WVWZZZ1JZXW471100')).toEqual([no]);
  });

  it('finds the demo claims by the facts they were seeded with', async () => {
    const handler = await as('handler');
    // Every third demo file has a driver reached on +40 722 000 1nn.
    const byPhone = await search(handler, '0722 000 1');
    expect(byPhone.claim_files.length).toBeGreaterThan(0);
    for (const file of byPhone.claim_files) expect(file.found_by?.value).toMatch(/^\+40 722 000 1\d\d$/);
    const byOtherPlate = await search(handler, 'B77XTR');
    expect(byOtherPlate.claim_files.length).toBeGreaterThan(0);
    expect(byOtherPlate.claim_files[0]!.found_by).toEqual({ field: 'party_plate', value: 'B 77 XTR' });
  });

  it("never finds another organisation's claim by its facts, both ways", async () => {
    await registered();
    const partner = await as('partner1.handler');
    for (const q of ['WVWZZZ1JZXW4711', '0721471100', 'ioana.stan@example.test', '4711/2026', 'B47VAN'])
      expect(await search(partner, q), q).toEqual({ claim_files: [], assignments: [] });
  });
});
