import * as v from 'valibot';
import { NO_OTHERS } from '../../test/fnol-claim.ts';
import { describe, expect, it } from 'vitest';
import { FnolReceiptSchema, type FnolSubmission } from '../../../contract/fnol.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

/** A complete, valid notice: the test clock's today is 2026-01-15. */
const valid = (): FnolSubmission => ({
  policy: { policy_type: 'RCA', policy_no: 'rorca12345678', insured_name: 'Ana Marinescu' },
  event: {
    event_date: '2026-01-14',
    event_time: '08:30',
    event_country: 'RO',
    event_county: 'CJ',
    event_place: 'Cluj-Napoca',
    description: 'Another car hit my rear bumper at a red light.',
  },
  vehicle: {
    vehicle_category: 'car',
    vehicle_brand: 'dacia',
    vehicle_color: 'white',
    plate: 'cj 10 abc',
    damaged_parts: ['part-bumper-rear', 'part-tail-lamp-left'],
  },
  contact: { contact_channel: 'email', contact: 'ana@example.test', contact_confirmation: 'ANA@example.test' },
  others: NO_OTHERS,
  declaration: true,
});

describe.each(TEST_ENGINES)('first notice of loss on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const submit = (body: unknown, org = 'DEMO', language = 'en', address = '203.0.113.50') =>
    ctx.api.post(`/api/fnol/submit/${org}`, body, { 'Accept-Language': language, 'X-Forwarded-For': address });

  it("becomes a claim file in the intake team's pile, a tracker case, and a message with the number", async () => {
    const res = await submit(valid());
    expect(res.status).toBe(201);
    const receipt = v.parse(FnolReceiptSchema, res.body);
    expect(receipt.case_no).toMatch(/^DEMO\d{8}$/);
    // The link carries the key of our messages' links: a busy shared network does not hold its holder back.
    expect(receipt.tracker_url).toMatch(
      new RegExp(`^${ctx.t.config.publicOrigin}/status/${receipt.case_no}\\?org_code=DEMO&k=[\\w-]{22}$`),
    );
    const mail = ((await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string; body: string }[]).find(
      (m) => m.to === 'ana@example.test',
    )!;
    expect(mail.subject).toBe(`Claim ${receipt.case_no} registered`);
    expect(mail.body).toContain(receipt.tracker_url);
    expect(mail.body).toMatch(/\/contact-confirmation\/[\w-]{22}\?org_code=DEMO/);

    // The claims team sees it unassigned, with what the policyholder said.
    const handler = bearer((await signInAs(ctx.api, 'handler')).idToken);
    const found = (await ctx.api.get(`/api/assignments/search?q=${receipt.case_no}`, handler)).body as { id: string }[];
    expect(found).toHaveLength(1);
    const detail = (await ctx.api.get(`/api/assignments/${found[0]!.id}`, handler)).body;
    expect(detail).toMatchObject({
      assignment_type: 'claim_notification',
      status: { code: 'new' },
      assignee: null,
      group_code: 'claims-bucharest',
      due_date: '2026-01-17',
      claim_file: {
        claim_file_no: receipt.case_no,
        policy_no: 'RORCA12345678',
        insured_name: 'Ana Marinescu',
        // As the policy register writes a plate.
        vehicle: { plate: 'CJ10ABC' },
        tracker_case_no: receipt.case_no,
      },
    });
    expect(detail.note_items.map((i: { name: string }) => i.name)).toEqual(['Rear bumper', 'Left tail lamp']);
    expect(detail.timeline[0]).toMatchObject({
      kind: 'created',
      text: 'Another car hit my rear bumper at a red light.',
    });
    // The tracker knows the number before any code, as it does every well-formed one.
    expect((await ctx.api.get(`/api/tracker/findTackerCaseData/${receipt.case_no}`)).body).toEqual({
      case_no: receipt.case_no,
      found: true,
    });
    const trackerCase = await ctx.t.database.db
      .selectFrom('tracker_cases')
      .selectAll()
      .where('case_no', '=', receipt.case_no)
      .executeTakeFirstOrThrow();
    expect(trackerCase).toMatchObject({ contact_channel: 'ana@example.test', process_step_index: 1 });
  });

  it('refuses an incomplete or wrong notice, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [
        { ...valid(), policy: { ...valid().policy, policy_no: '12' } },
        'policy.policy_no',
        'Enter the policy number as it is on the policy (5 to 30 letters and digits).',
      ],
      [
        { ...valid(), event: { ...valid().event, description: 'short' } },
        'event.description',
        'Tell what happened, in at least 10 characters.',
      ],
      [
        { ...valid(), event: { ...valid().event, event_date: '2026-01-16' } },
        'event.event_date',
        'The event cannot be in the future.',
      ],
      [
        { ...valid(), event: { ...valid().event, event_date: '2022-01-01' } },
        'event.event_date',
        'Claims older than three years cannot be notified here; call the insurer.',
      ],
      [
        { ...valid(), event: { ...valid().event, event_county: '' } },
        'event.event_county',
        'Choose the county where it happened.',
      ],
      [
        { ...valid(), vehicle: { ...valid().vehicle, damaged_parts: [] } },
        'vehicle.damaged_parts',
        'Mark at least one damaged part.',
      ],
      [
        { ...valid(), vehicle: { ...valid().vehicle, damaged_parts: ['part-rocket'] } },
        'vehicle.damaged_parts',
        'Mark parts from the list.',
      ],
      [
        { ...valid(), vehicle: { ...valid().vehicle, vehicle_brand: '<script>' } },
        'vehicle.vehicle_brand',
        'Choose a brand from the list.',
      ],
      [
        { ...valid(), contact: { ...valid().contact, contact_confirmation: 'other@example.test' } },
        'contact.contact_confirmation',
        'The two entries differ: type the same contact twice.',
      ],
      [
        {
          ...valid(),
          contact: { contact_channel: 'sms', contact: 'ana@example.test', contact_confirmation: 'ana@example.test' },
        },
        'contact.contact',
        'Enter an e-mail address such as name@example.com, or a phone number such as +40 721 000 000.',
      ],
      [{ policy: valid().policy }, 'event', 'Fill in this field.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await submit(body);
      expect(res.status, message).toBe(400);
      expect(res.body.error, message).toMatchObject({ code: 'validation_failed', field, message });
      expect(res.body.error.key, message).toMatch(/^error\.(fnol|field)\./);
    }
    expect((await submit(valid(), 'NOPE')).body.error).toEqual({
      request_id: expect.any(String),
      code: 'not_found',
      key: 'error.fnol.formNotFound',
      message: "This claim form does not exist. Use the link on the insurer's website.",
    });
    expect((await submit(valid(), '..%2Fadmin')).status).toBe(404);
    // Nothing half-made was left behind.
    expect(
      await ctx.t.database.db
        .selectFrom('claim_files')
        .select('id')
        .where('insured_name', '=', 'Ana Marinescu')
        .execute(),
    ).toEqual([]);
  });

  it('names the organisation for the form, and nothing for an unknown key', async () => {
    expect((await ctx.api.get('/api/fnol/form/DEMO')).body).toEqual({ org_name: 'Demo Asigurări', org_code: 'DEMO' });
    expect((await ctx.api.get('/api/fnol/form/NOPE')).status).toBe(404);
  });

  it('limits claims per address an hour and per contact a day, since each one sends a message', async () => {
    // Each one said to be a different claim: the duplicate check has a test of its own.
    const withContact = (contact: string) => ({
      ...valid(),
      contact: { contact_channel: 'email' as const, contact, contact_confirmation: contact },
      different_claim: true,
    });
    for (let i = 0; i < 5; i++)
      expect((await submit(withContact(`person${i}@example.test`), 'DEMO', 'en', '198.51.100.9')).status).toBe(201);
    const sixth = await submit(withContact('person6@example.test'), 'DEMO', 'en', '198.51.100.9');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(
      // The demo insurer keeps a phone in its tracker settings: the refusal gives it.
      'Many claims were sent from this connection in the last hour. Try again later, or call the insurer on +40 21 300 4000.',
    );
    // An hour from the app's own clock, whatever the wall clock says.
    expect(sixth.headers.get('retry-after')).toBe('3600');
    // Another address is not held back; an hour later this one is not either.
    expect((await submit(withContact('other@example.test'), 'DEMO', 'en', '198.51.100.10')).status).toBe(201);
    ctx.t.clock.advance(61 * 60_000);
    expect((await submit(withContact('person6@example.test'), 'DEMO', 'en', '198.51.100.9')).status).toBe(201);

    for (const address of ['192.0.2.1', '192.0.2.2'])
      expect((await submit(withContact('Same@Example.test'), 'DEMO', 'en', address)).status).toBe(201);
    expect((await submit(withContact('same@example.test'), 'DEMO', 'en', '192.0.2.3')).status).toBe(201);
    const fourth = await submit(withContact(' same@example.test'), 'DEMO', 'en', '192.0.2.4');
    expect(fourth.body.error.message).toBe(
      'Several claims for this contact were sent today already. Call the insurer on +40 21 300 4000 if you need to add another.',
    );
  });
});
