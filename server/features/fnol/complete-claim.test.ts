import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FnolReceiptSchema, type FnolSubmission } from '../../../contract/fnol.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { PNG, upload } from '../../test/files.ts';
import { NO_OTHERS } from '../../test/fnol-claim.ts';
import { bearer, signInAs } from '../../test/http.ts';

/** A collision with another car, settled on an amicable report typed in, with a witness: the test clock's today is 2026-01-15. */
const collision = (others: Partial<FnolSubmission['others']> = {}): FnolSubmission => ({
  policy: { policy_type: 'CASCO', policy_no: 'rocas90000001', insured_name: 'Marin Elena' },
  event: {
    event_date: '2026-01-14',
    event_time: '17:45',
    event_country: 'RO',
    event_county: 'B',
    event_place: 'Bucuresti',
    description: 'A car reversed out of a parking space into my door.',
  },
  vehicle: {
    vehicle_category: 'car',
    vehicle_brand: 'volkswagen',
    vehicle_color: 'white',
    plate: 'b 902-dem',
    damaged_parts: ['part-bumper-rear'],
  },
  contact: { contact_channel: 'email', contact: 'elena@example.test', contact_confirmation: 'elena@example.test' },
  others: {
    ...NO_OTHERS,
    other_vehicle: 'yes',
    other_plate: 'if 12-xyz',
    other_driver: 'Radu Stan',
    other_insurer: 'Asigurarea Buna',
    injured: 'no',
    amicable: 'fields',
    other_policy_no: 'ro/rca 555',
    witness_count: '1',
    witness1_name: 'Ioana Dinu',
    witness1_phone: '+40 722 111 222',
    ...others,
  },
  declaration: true,
});

describe.each(TEST_ENGINES)('a complete motor claim from the claim form on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const submit = (body: unknown, address = '203.0.113.80', language = 'en') =>
    ctx.api.post('/api/fnol/submit/DEMO', body, { 'X-Forwarded-For': address, 'Accept-Language': language });
  const claimFile = async (caseNo: string) => {
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    return (await ctx.api.get(`/api/claim-files/${caseNo}`, handler)).body;
  };

  it('keeps the time, the other vehicle from the amicable report, the witness and the declaration', async () => {
    const sent = await submit(collision());
    expect(sent.status).toBe(201);
    const receipt = v.parse(FnolReceiptSchema, sent.body);
    // Typed in, the amicable report needs no photo.
    expect(receipt.photos?.amicable_path).toBeUndefined();
    const file = await claimFile(receipt.case_no);
    expect(file).toMatchObject({
      vehicle: { plate: 'B902DEM' },
      event: { event_time: '17:45', police_report_no: null },
      injuries: { injured: false, note: null },
      amicable_report: 'fields',
    });
    const people = (file.parties as { role: string }[]).map(
      ({ role, name, plate, insurer, insurer_policy_no, phone }: any) => ({
        role,
        name,
        plate,
        insurer,
        insurer_policy_no,
        phone,
      }),
    );
    expect(people).toEqual([
      { role: 'policyholder', name: 'Marin Elena', plate: null, insurer: null, insurer_policy_no: null, phone: null },
      {
        role: 'third_party',
        name: 'Radu Stan',
        plate: 'IF12XYZ',
        insurer: 'Asigurarea Buna',
        insurer_policy_no: 'RO/RCA 555',
        phone: null,
      },
      {
        role: 'witness',
        name: 'Ioana Dinu',
        plate: null,
        insurer: null,
        insurer_policy_no: null,
        phone: '+40 722 111 222',
      },
    ]);
    const declared = await ctx.t.database.db
      .selectFrom('intake_submissions')
      .select('declared_at')
      .where('case_no', '=', receipt.case_no)
      .executeTakeFirstOrThrow();
    expect(declared.declared_at).toBe(ctx.t.clock.now().toISOString());
  });

  it('keeps an injury with what was said and the police report, and leaves out the amicable report', async () => {
    const sent = await submit(
      collision({
        other_driver: '',
        injured: 'yes',
        injury_note: 'The other driver hurt his wrist.',
        police_report_no: 'PV 123/2026',
        // Answered before the injury was told: an injury takes the amicable report out of the claim.
        amicable: 'photo',
        witness_count: '0',
      }),
      '203.0.113.81',
      'ro',
    );
    expect(sent.status).toBe(201);
    const receipt = v.parse(FnolReceiptSchema, sent.body);
    expect(receipt.photos?.amicable_path).toBeUndefined();
    const file = await claimFile(receipt.case_no);
    expect(file).toMatchObject({
      event: { police_report_no: 'PV 123/2026' },
      injuries: { injured: true, note: 'The other driver hurt his wrist.' },
    });
    // The driver was not named: the file says so in the organisation's language, not the visitor's.
    expect(file.parties[1]).toMatchObject({ role: 'third_party', name: 'Driver not known', insurer_policy_no: null });
    // With an injury no amicable report was asked.
    expect(file.amicable_report).toBeNull();
    expect(file.parties).toHaveLength(2);
    // The notification the intake team works says so too.
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const [found] = (await ctx.api.get(`/api/assignments/search?q=${receipt.case_no}`, handler)).body as {
      id: string;
    }[];
    const notification = (await ctx.api.get(`/api/assignments/${found!.id}`, handler)).body;
    expect(notification.claim_file).toMatchObject({ injured: true });
  });

  it("asks for the amicable report's photo when the visitor will send it, filed under its own type", async () => {
    const sent = await submit(collision({ amicable: 'photo' }), '203.0.113.82');
    const receipt = v.parse(FnolReceiptSchema, sent.body);
    const path = receipt.photos?.amicable_path ?? '';
    expect(path).toBe(`/api/fnol/photos/DEMO?case_no=${receipt.case_no}&kind=amicable_report`);
    const stored = await upload(ctx.t.app, path, PNG, 'report.png', bearer(receipt.photos?.key ?? ''));
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ doc_type: 'Accident report (constat amiabil)', file_name: 'report.png' });
  });

  it('refuses a claim without the declaration, or with answers that do not fit together, naming each field', async () => {
    const { declaration: _, ...undeclared } = collision();
    const refused = await submit(undeclared, '203.0.113.83');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      field: 'declaration',
      message: 'Tick the declaration to send the claim.',
    });

    const mismatched = await submit(
      collision({
        other_plate: 'X',
        other_policy_no: '',
        witness_count: '2',
        witness2_name: 'Q',
        witness2_phone: '12',
      }),
      '203.0.113.83',
      'ro',
    );
    expect(mismatched.status).toBe(400);
    const problems = (mismatched.body.error.problems as { field: string; message: string }[]).map(
      (p) => `${p.field}: ${p.message}`,
    );
    expect(problems).toEqual([
      'others.other_plate: Introduceți numărul de înmatriculare al celuilalt vehicul, între 4 și 12 litere și cifre, de exemplu B 123 ABC.',
      'others.other_policy_no: Introduceți numărul poliței celuilalt șofer, așa cum apare în constatare, între 3 și 40 de litere și cifre.',
      'others.witness2_name: Introduceți numele martorului 2, cel puțin 2 caractere.',
      'others.witness2_phone: Introduceți numărul de telefon al martorului 2, de exemplu +40 721 000 000, sau lăsați câmpul gol.',
    ]);
    const noTime = await submit({ ...collision(), event: { ...collision().event, event_time: '7pm' } }, '203.0.113.83');
    expect(noTime.body.error).toMatchObject({
      field: 'event.event_time',
      message: 'Enter the time as hours and minutes, for example 14:30.',
    });
    // Today, later than now on the insurer's clock (the test clock reads 11:00 in Bucharest).
    const later = await submit(
      { ...collision(), event: { ...collision().event, event_date: '2026-01-15', event_time: '11:01' } },
      '203.0.113.83',
    );
    expect(later.body.error).toMatchObject({
      field: 'event.event_time',
      message: 'The time cannot be later than now.',
    });
    const earlier = await submit(
      { ...collision(), event: { ...collision().event, event_date: '2026-01-15', event_time: '10:59' } },
      '203.0.113.84',
    );
    expect(earlier.status).toBe(201);
  });
});
