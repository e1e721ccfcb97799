import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClaimFileDetailSchema } from '../../../contract/claim-file-page.ts';
import type { IntakeClaimInput } from '../../../contract/intake.ts';
import { PolicyListSchema } from '../../../contract/policies.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

/** A claim on a chosen policy; the test clock's today is 2026-01-15. */
const claimOn = (policyId: string, over: Partial<IntakeClaimInput> = {}): IntakeClaimInput => ({
  policy_id: policyId,
  policy_missing_reason: null,
  policy_type: 'RCA',
  insured_name: 'Registered Holder',
  event: {
    date: '2026-01-12',
    country: 'RO',
    county: 'CJ',
    place: 'Cluj-Napoca',
    description: 'Hit from behind while waiting at a red light.',
  },
  vehicle: { plate: 'CJ 903 EXP', brand: 'dacia', model: 'Logan', category: 'car', color: 'white', damaged_parts: [] },
  damage: 'Boot lid dented.',
  parties: [{ role: 'policyholder', name: 'Mihai Ionescu' }],
  contact: { channel: 'email', contact: 'mihai@example.test' },
  ...over,
});

describe.each(TEST_ENGINES)('intake checks on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const policyId = async (policyNo: string, auth: Record<string, string>) =>
    v.parse(PolicyListSchema, (await ctx.api.get(`/api/policies?q=${policyNo}`, auth)).body)[0]!.id;
  const create = (body: unknown, auth: Record<string, string>) => ctx.api.post('/api/intake/claims', body, auth);
  const fileOf = async (no: string, auth: Record<string, string>) =>
    v.parse(ClaimFileDetailSchema, (await ctx.api.get(`/api/claim-files/${no}`, auth)).body);

  it('refuses a policy not in force on the event date without confirmation and reason, naming the field', async () => {
    const handler = await as('handler');
    const cases = [
      ['RORCA90000002', 'CJ 903 EXP', 'Registered although policy RORCA90000002 ended on'],
      ['ROCAS90000003', 'TM 904 CAN', 'Registered although policy ROCAS90000003 was cancelled.'],
      ['RORCA90000004', 'IS 905 NEW', 'Registered although policy RORCA90000004 only starts on'],
    ] as const;
    for (const [policyNo, plate, line] of cases) {
      const base = claimOn(await policyId(policyNo, handler), { vehicle: { ...claimOn('').vehicle, plate } });
      const unconfirmed = await create(base, handler);
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.body.error).toMatchObject({
        code: 'validation_failed',
        key: 'error.intake.notInForceConfirm',
        field: 'policy_not_in_force_confirmed',
        message: `Policy ${policyNo} was not in force on the event date: confirm that the claim is registered all the same.`,
      });
      const noReason = await create(
        { ...base, policy_not_in_force_confirmed: true, policy_not_in_force_reason: ' no ' },
        { ...handler, 'Accept-Language': 'ro' },
      );
      expect(noReason.status).toBe(400);
      expect(noReason.body.error).toMatchObject({ field: 'policy_not_in_force_reason' });
      expect(noReason.body.error.message).toBe(
        `Spuneți de ce înregistrați dosarul de daună deși polița ${policyNo} nu era în vigoare (5-500 de caractere).`,
      );
      const reason = `The holder says ${policyNo} was renewed by bank transfer.`;
      const created = await create(
        { ...base, policy_not_in_force_confirmed: true, policy_not_in_force_reason: reason },
        handler,
      );
      expect(created.status).toBe(201);
      const file = await fileOf(created.body.claim_file_no, handler);
      const recorded = file.timeline.find((t) => t.text.startsWith(line));
      // The product's sentence in the reader's words; the reason apart, as the handler typed it.
      expect(recorded?.text).toMatch(/Reason:$/);
      expect(recorded).toMatchObject({ actor_name: 'Elena Handler', recorded: false, quote: reason });
      const inRomanian = await ctx.api.get(`/api/claim-files/${created.body.claim_file_no}`, {
        ...handler,
        'Accept-Language': 'ro',
      });
      const lines = inRomanian.body.timeline as { text: string; quote: string | null }[];
      expect(
        lines.some((t) => t.text.startsWith(`Înregistrat deși polița ${policyNo}`) && t.text.endsWith('Motiv:')),
      ).toBe(true);
      expect(lines.some((t) => t.quote === reason)).toBe(true);
    }
  });

  it('asks nothing more of a policy in force, and writes no such line', async () => {
    const handler = await as('handler');
    const inForce = claimOn(await policyId('ROCAS90000001', handler), {
      vehicle: { ...claimOn('').vehicle, plate: 'B 901 DEM' },
    });
    const created = await create(inForce, handler);
    expect(created.status).toBe(201);
    const file = await fileOf(created.body.claim_file_no, handler);
    expect(file.timeline.some((t) => t.text.startsWith('Registered although'))).toBe(false);
  });

  it('adds a report to the open claim of the same event: its story, new people and parts, on the timeline', async () => {
    const handler = await as('handler');
    const id = await policyId('ROCAS90000001', handler);
    const first = claimOn(id, {
      vehicle: { ...claimOn('').vehicle, plate: 'B 901 DEM', damaged_parts: ['part-bumper-rear'] },
    });
    const created = await create(first, handler);
    expect(created.status).toBe(201);
    const no = created.body.claim_file_no as string;
    const before = await fileOf(no, handler);
    const second = claimOn(id, {
      event: { ...first.event, date: '2026-01-13', description: 'The other driver called: he hit the car at a light.' },
      vehicle: { ...first.vehicle, plate: 'b-901-dem', damaged_parts: ['part-bumper-rear', 'part-bumper-front'] },
      damage: 'Front bumper scratched too.',
      parties: [
        { role: 'policyholder', name: ' mihai  ionescu ' },
        { role: 'third_party', name: 'Vlad Other', plate: 'CJ 11 OTH', insurer: 'Other Insurer' },
      ],
      contact: { channel: 'email', contact: 'vlad@example.test' },
    });
    // Creating it is refused as a duplicate, naming the file the report may join.
    const refused = await create(second, handler);
    expect(refused.status).toBe(409);
    expect(refused.body.current.map((c: { claim_file_no: string }) => c.claim_file_no)).toContain(no);
    const files = async () =>
      Number(
        (
          await ctx.t.database.db
            .selectFrom('claim_files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const count = await files();
    const added = await ctx.api.post(`/api/intake/claims/${no}/reports`, second, handler);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ claim_file_no: no });
    expect(await files()).toBe(count);
    const after = await fileOf(no, handler);
    expect(after.version).toBe(before.version + 1);
    expect(after.parties.map((p) => [p.role, p.name, p.plate ?? null])).toEqual([
      ['policyholder', 'Mihai Ionescu', null],
      ['third_party', 'Vlad Other', 'CJ 11 OTH'],
    ]);
    expect(after.timeline[0]).toMatchObject({
      actor_name: 'Elena Handler',
      text: 'Another report of this event, added at intake:',
      quote: 'The other driver called: he hit the car at a light.\n\nFront bumper scratched too.',
    });
    const parts = await ctx.t.database.db
      .selectFrom('assessment_note_items')
      .select('item_guid')
      .where('assignment_id', '=', created.body.assignment_ids[0])
      .where('operation', '=', 'reported')
      .execute();
    expect(new Set(parts.map((p) => p.item_guid))).toEqual(new Set(['part-bumper-rear', 'part-bumper-front']));
    const audit = await ctx.t.database.db.selectFrom('audit_log').select('action').where('target', '=', no).execute();
    expect(audit.map((a) => a.action)).toEqual(['claimFile.report']);
  });

  it('adds a report only to an open claim of the same event, of the caller’s organisation', async () => {
    const handler = await as('handler');
    const id = await policyId('ROCAS90000001', handler);
    const first = claimOn(id, { vehicle: { ...claimOn('').vehicle, plate: 'B 902 DEM' } });
    const no = (await create(first, handler)).body.claim_file_no as string;
    // Eight days away it is another event.
    const later = {
      ...first,
      event: { ...first.event, date: '2026-01-04' },
      vehicle: { ...first.vehicle, plate: 'B 1 ZZZ' },
    };
    const elsewhere = await ctx.api.post(
      `/api/intake/claims/${no}/reports`,
      { ...later, policy_id: null, policy_missing_reason: 'Caller has no policy.', policy_no: 'RORCA11111' },
      handler,
    );
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toMatchObject({ key: 'error.intake.notTheSameEvent', field: 'claim_file_no' });
    // Another organisation's file is not found, as one that does not exist.
    const partner = await as('partner1.handler');
    const theirs = await ctx.api.post(`/api/intake/claims/${no}/reports`, first, partner);
    expect(theirs.status).toBe(404);
    const missing = await ctx.api.post('/api/intake/claims/DEMO99999999/reports', first, handler);
    expect(missing.status).toBe(404);
    // A report is checked as a new claim is.
    const bad = await ctx.api.post(
      `/api/intake/claims/${no}/reports`,
      { ...first, event: { ...first.event, description: 'short' } },
      handler,
    );
    expect(bad.body.error.field).toBe('event.description');
    expect((await ctx.api.post(`/api/intake/claims/${no}/reports`, first, {})).status).toBe(401);
  });
});
