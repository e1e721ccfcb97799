import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type IntakeClaimInput, IntakeReceiptSchema } from '../../../contract/intake.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { createGuestTokens } from '../guest/index.ts';
import { createCaseTokens } from '../tracker/index.ts';

/** A phoned-in claim without a policy from the register: the test clock's today is 2026-01-15. */
const valid = (over: Partial<IntakeClaimInput> = {}): IntakeClaimInput => ({
  policy_id: null,
  policy_missing_reason: 'The caller does not have the policy at hand.',
  policy_no: 'RORCA55550001',
  policy_type: 'RCA',
  insured_name: 'Ioana Stan',
  event: {
    date: '2026-01-10',
    time: '14:30',
    country: 'RO',
    county: 'CJ',
    place: 'Cluj-Napoca',
    description: 'A van reversed into the front of the parked car.',
    police_report_no: 'PV 123/2026',
  },
  vehicle: {
    plate: 'CJ 77 INT',
    vin: '',
    brand: 'dacia',
    model: 'Logan',
    category: 'car',
    color: 'white',
    damaged_parts: ['part-bumper-rear'],
  },
  damage: 'Rear bumper pushed in.',
  parties: [
    { role: 'policyholder', name: 'Ioana Stan', phone: '+40 721 000 111' },
    { role: 'third_party', name: 'Van Driver', plate: 'B 99 VAN', insurer: 'Other Insurer' },
  ],
  contact: { channel: 'email', contact: 'ioana@example.test' },
  ...over,
});

describe.each(TEST_ENGINES)('staff intake on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const create = (body: unknown, headers: Record<string, string>) => ctx.api.post('/api/intake/claims', body, headers);
  const orgId = async (code: string) =>
    (
      await ctx.t.database.db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;
  const addPolicy = async (orgCode: string, policyNo: string) => {
    const id = randomUUID();
    await ctx.t.database.db
      .insertInto('policies')
      .values({
        id,
        organisation_id: await orgId(orgCode),
        policy_no: policyNo,
        product: 'CASCO',
        holder_name: 'Registered Holder',
        holder_id_no: null,
        holder_contact: null,
        starts_on: '2025-06-01',
        ends_on: '2026-05-31',
        sum_insured_minor: 5_000_000,
        created_at: '2025-06-01T08:00:00.000Z',
      })
      .execute();
    return id;
  };
  const countRows = async () => {
    const db = ctx.t.database.db;
    const n = async (table: 'claim_files' | 'assignments' | 'tracker_cases' | 'claim_parties' | 'outbox') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      files: await n('claim_files'),
      assignments: await n('assignments'),
      cases: await n('tracker_cases'),
      parties: await n('claim_parties'),
      outbox: await n('outbox'),
    };
  };

  it('registers a claim without a policy: file, people, notification and inspection, tracker case, message', async () => {
    const handler = await as('handler');
    const res = await create(valid(), handler);
    expect(res.status).toBe(201);
    const receipt = v.parse(IntakeReceiptSchema, res.body);
    expect(receipt.claim_file_no).toMatch(/^DEMO\d{8}$/);
    expect(receipt.tracker_case_no).toBe(receipt.claim_file_no);
    expect(receipt.assignment_ids).toHaveLength(2);
    const db = ctx.t.database.db;
    const file = await db
      .selectFrom('claim_files')
      .selectAll()
      .where('claim_file_no', '=', receipt.claim_file_no)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      policy_id: null,
      policy_missing_reason: 'The caller does not have the policy at hand.',
      policy_no: 'RORCA55550001',
      plate: 'CJ 77 INT',
      // The brand's name, as the claim file shows it, not the list's code ('dacia').
      vehicle_brand: 'Dacia',
      vehicle_model: 'Logan',
      event_time: '14:30',
      event_county: 'CJ',
      police_report_no: 'PV 123/2026',
      damage: 'Rear bumper pushed in.',
      contact: 'ioana@example.test',
    });
    expect(file.created_by_user_id).toBe((await signInAs(ctx.api, 'handler')).profile.user_id);
    const parties = await db.selectFrom('claim_parties').selectAll().where('claim_file_id', '=', file.id).execute();
    expect(parties.sort((a, b) => a.sort - b.sort).map((p) => [p.role, p.name, p.plate])).toEqual([
      ['policyholder', 'Ioana Stan', null],
      ['third_party', 'Van Driver', 'B 99 VAN'],
    ]);
    const assignments = await db
      .selectFrom('assignments')
      .select(['id', 'assignment_type', 'status_code', 'group_code', 'assignee_user_id'])
      .where('claim_file_id', '=', file.id)
      .orderBy('assignment_no')
      .execute();
    expect(assignments.map((a) => [a.assignment_type, a.status_code, a.group_code, a.assignee_user_id])).toEqual([
      ['claim_notification', 'new', 'claims-bucharest', null],
      ['vehicle_inspection', 'new', 'claims-bucharest', null],
    ]);
    const mail = ((await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string; body: string }[]).find(
      (m) => m.to === 'ioana@example.test',
    )!;
    expect(mail.subject).toBe(`Claim ${receipt.claim_file_no} registered`);
    expect(mail.body).toContain(`/status/${receipt.claim_file_no}?org_code=DEMO`);
    expect(mail.body).toMatch(/\/contact-confirmation\/[\w-]{22}\?org_code=DEMO/);
    // The intake team finds it.
    const found = (await ctx.api.get(`/api/assignments/search?q=${receipt.claim_file_no}`, handler)).body as unknown[];
    expect(found).toHaveLength(2);
  });

  it('takes the policy number, type and holder from a chosen policy; no damaged part, no inspection', async () => {
    const policyId = await addPolicy('DEMO', 'CASCO-7001');
    const res = await create(
      valid({
        policy_id: policyId,
        policy_missing_reason: null,
        policy_no: '',
        vehicle: { ...valid().vehicle, damaged_parts: [] },
      }),
      await as('handler2'),
    );
    expect(res.status).toBe(201);
    expect(res.body.assignment_ids).toHaveLength(1);
    const file = await ctx.t.database.db
      .selectFrom('claim_files')
      .selectAll()
      .where('claim_file_no', '=', res.body.claim_file_no)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      policy_id: policyId,
      policy_missing_reason: null,
      policy_no: 'CASCO-7001',
      policy_type: 'CASCO',
      insured_name: 'Registered Holder',
    });
  });

  it("does not find another organisation's policy", async () => {
    const theirs = await addPolicy('PARTNER1', 'PARTNER-9001');
    const res = await create(valid({ policy_id: theirs, policy_missing_reason: null }), await as('handler'));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', field: 'policy_id' });
  });

  it('warns of an open claim on the same policy or plate within 7 days, unless told to go on', async () => {
    const handler = await as('handler');
    const first = await create(valid(), handler);
    expect(first.status).toBe(201);
    const no = first.body.claim_file_no as string;
    const candidate = {
      claim_file_no: no,
      event_date: '2026-01-10',
      plate: 'CJ 77 INT',
      policy_no: 'RORCA55550001',
      insured_name: 'Ioana Stan',
    };
    // Same plate written otherwise, another policy, exactly seven days before: a duplicate.
    const samePlate = valid({
      policy_no: 'RORCA55550999',
      event: { ...valid().event, date: '2026-01-03' },
      vehicle: { ...valid().vehicle, plate: 'cj-77-int' },
    });
    const refused = await create(samePlate, handler);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'duplicate',
      params: { count: 1 },
      message: '1 open claim file has the same policy or plate within 7 days of this event.',
    });
    expect(refused.body.current).toEqual([candidate]);
    const inRomanian = { ...handler, 'Accept-Language': 'ro' };
    const sameEvent = (files: string) =>
      `${files} aceeași poliță sau același număr de înmatriculare la cel mult 7 zile față de acest eveniment.`;
    expect((await create(samePlate, inRomanian)).body.error.message).toBe(sameEvent('1 dosar de daună deschis are'));
    // Same policy, another plate, five days after.
    const samePolicy = valid({
      event: { ...valid().event, date: '2026-01-15' },
      vehicle: { ...valid().vehicle, plate: 'B 11 XYZ' },
    });
    expect((await create(samePolicy, handler)).status).toBe(409);
    const early = await ctx.api.post(
      '/api/intake/duplicates',
      { policy_no: 'rorca55550001', plate: '', event_date: '2026-01-03' },
      handler,
    );
    expect(early.body).toEqual([candidate]);
    // Eight days away it is another event.
    expect(
      (await ctx.api.post('/api/intake/duplicates', { policy_no: 'RORCA55550001', event_date: '2026-01-02' }, handler))
        .body,
    ).toEqual([]);
    const otherPlate = { ...valid().vehicle, plate: 'B 22 XYZ' };
    expect(
      (await create(valid({ event: { ...valid().event, date: '2026-01-02' }, vehicle: otherPlate }), handler)).status,
    ).toBe(201);
    // Told to go on, it is created.
    const anyway = await create({ ...samePlate, allow_duplicate: true }, handler);
    expect(anyway.status).toBe(201);
    expect((await create(samePlate, inRomanian)).body.error.message).toBe(sameEvent('2 dosare de daună deschise au'));
    // A claim whose work is all closed is no longer a candidate.
    await ctx.t.database.db.updateTable('assignments').set({ is_final: 1 }).execute();
    expect(
      (await ctx.api.post('/api/intake/duplicates', { policy_no: 'RORCA55550001', event_date: '2026-01-10' }, handler))
        .body,
    ).toEqual([]);
  });

  it('refuses bad input, naming each field', async () => {
    const handler = await as('handler');
    const fieldOf = async (body: unknown) => {
      const res = await create(body, handler);
      expect(res.status).toBe(400);
      return res.body.error.field as string;
    };
    expect(await fieldOf(valid({ policy_missing_reason: 'no' }))).toBe('policy_missing_reason');
    expect(await fieldOf(valid({ event: { ...valid().event, county: '' } }))).toBe('event.county');
    expect(await fieldOf(valid({ event: { ...valid().event, date: '2026-01-16' } }))).toBe('event.date');
    expect(await fieldOf(valid({ event: { ...valid().event, date: '2022-01-01' } }))).toBe('event.date');
    expect(await fieldOf(valid({ event: { ...valid().event, time: '25:00' } }))).toBe('event.time');
    expect(await fieldOf(valid({ event: { ...valid().event, description: 'short' } }))).toBe('event.description');
    expect(await fieldOf(valid({ vehicle: { ...valid().vehicle, plate: '!' } }))).toBe('vehicle.plate');
    expect(await fieldOf(valid({ vehicle: { ...valid().vehicle, brand: 'no-such-brand' } }))).toBe('vehicle.brand');
    expect(await fieldOf(valid({ vehicle: { ...valid().vehicle, damaged_parts: ['part-wing'] } }))).toBe(
      'vehicle.damaged_parts',
    );
    expect(await fieldOf(valid({ policy_type: 'NOPE' }))).toBe('policy_type');
    expect(await fieldOf(valid({ parties: [{ role: 'witness', name: 'Only Witness' }] }))).toBe('parties');
    expect(await fieldOf(valid({ parties: [{ role: 'policyholder', name: 'X' }] }))).toBe('parties.0.name');
    expect(await fieldOf(valid({ contact: { channel: 'sms', contact: 'not a phone' } }))).toBe('contact.contact');
    const ro = await create(valid({ policy_missing_reason: '' }), { ...handler, 'Accept-Language': 'ro' });
    expect(ro.body.error.message).toBe('Spuneți de ce polița nu este în registru (5-500 de caractere).');
  });

  it('creates nothing when the last write fails', async () => {
    const db = ctx.t.database.db;
    const before = await countRows();
    if (engine.name === 'sqlite') {
      await sql
        .raw(`CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`)
        .execute(db);
    } else {
      await sql
        .raw(
          `CREATE FUNCTION refuse_mail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`,
        )
        .execute(db);
      await sql
        .raw('CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()')
        .execute(db);
    }
    expect((await create(valid(), await as('handler'))).status).toBe(500);
    expect(await countRows()).toEqual(before);
  });

  it('is for signed-in staff only: not a guest, a tracker visitor, or a preview', async () => {
    expect((await create(valid(), {})).status).toBe(401);
    const assignment = await ctx.t.database.db
      .selectFrom('assignments')
      .select(['id', 'guest_key'])
      .executeTakeFirstOrThrow();
    const secret = ctx.t.config.tokenSecret;
    const guest = await createGuestTokens({ secret, clock: ctx.t.clock }).sign(assignment.id, assignment.guest_key);
    expect((await create(valid(), bearer(guest.token))).status).toBe(401);
    const trackerCase = await ctx.t.database.db.selectFrom('tracker_cases').select('id').executeTakeFirstOrThrow();
    const visitor = await createCaseTokens({ secret, clock: ctx.t.clock }).sign(trackerCase.id);
    expect((await create(valid(), bearer(visitor.token))).status).toBe(401);
    expect(
      (await ctx.api.post('/api/intake/duplicates', { event_date: '2026-01-10' }, bearer(visitor.token))).status,
    ).toBe(401);
    const admin = await as('admin');
    const preview = await ctx.api.post('/api/preview/start', { roles: ['claims.handler'] }, admin);
    expect((await create(valid(), bearer(preview.body.idToken))).status).toBe(403);
  });
});
