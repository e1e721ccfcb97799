import { caseLinkKey } from '../tracker/index.ts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AssignmentDetailSchema,
  DashboardCountsSchema,
  WORKLIST_CRITERIA,
  WorklistPageSchema,
  type WorklistRow,
} from '../../../contract/assignments.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('claim work on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const worklist = async (auth: Record<string, string>, query: string) => {
    const res = await ctx.api.get(`/api/assignments/worklist?${query}`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(WorklistPageSchema, res.body);
  };
  /** Every row of a worklist, page by page through the keyset cursor. */
  const allPages = async (auth: Record<string, string>, query: string) => {
    const rows: WorklistRow[] = [];
    let cursor: string | null = null;
    do {
      const page = await worklist(auth, `${query}&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      rows.push(...page.rows);
      cursor = page.next_cursor;
    } while (cursor);
    return rows;
  };
  const fileOf = async (claimFileNo: string, type: string) => {
    const row = await ctx.t.database.db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['a.id', 'a.guest_key', 'a.assignment_no'])
      .where('f.claim_file_no', '=', claimFileNo)
      .where('a.assignment_type', '=', type)
      .executeTakeFirstOrThrow();
    return row;
  };

  it('counts on the dashboard exactly what each worklist then lists', async () => {
    const handler = await as('handler');
    const counts = v.parse(DashboardCountsSchema, (await ctx.api.get('/api/assignments/dashboard', handler)).body);
    expect(counts.new + counts.overdue + counts['due-today']).toBeGreaterThan(0);
    for (const criterion of WORKLIST_CRITERIA) {
      const scope = criterion === 'unassigned' ? 1 : 0;
      const rows = await allPages(handler, `filter_keys=${scope}&filter_criteria=${criterion}`);
      expect(rows.length, criterion).toBe(counts[criterion]);
    }
  });

  it('gives someone without a team an empty team pile, on every engine (found by the hostile-input test)', async () => {
    const admin = await as('admin');
    const counts = v.parse(DashboardCountsSchema, (await ctx.api.get('/api/assignments/dashboard', admin)).body);
    expect(counts.unassigned).toBe(0);
    const team = await ctx.api.get('/api/assignments/worklist?filter_keys=1', admin);
    expect(team.status).toBe(200);
    expect(team.body).toEqual({ rows: [], next_cursor: null });
  });

  it("pages through the worklist by keyset: every row once, in order, only the caller's own", async () => {
    const handler = await as('handler');
    const rows = await allPages(handler, 'filter_keys=0&category_code=all&sort=due_date&direction=asc');
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const keys = rows.map((r) => `${r.due_date}|${r.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(rows.map((r) => r.assignee_name))).toEqual(new Set(['Elena Handler']));
    const newestFirst = await allPages(handler, 'filter_keys=0&category_code=all&sort=updated_at&direction=desc');
    expect(newestFirst.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const times = newestFirst.map((r) => r.updated_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by type and category, and refuses bad parameters with the parameter named', async () => {
    const handler = await as('handler');
    const inspections = await allPages(
      handler,
      'filter_keys=1&assignment_type=vehicle_inspection&category_code=closed',
    );
    expect(inspections.every((r) => r.assignment_type === 'vehicle_inspection')).toBe(true);
    for (const [query, field, key, message] of [
      ['filter_keys=7', 'filter_keys', 'error.worklist.filterKeys', 'Choose 0, 1 or 2.'],
      ['sort=insured_name', 'sort', 'error.worklist.sort', 'Choose one of due_date, updated_at, assignment_no.'],
      ['limit=1000', 'limit', 'error.worklist.limit', 'Choose one of 10, 25, 50, 100.'],
      [
        'assignment_type=%3Cscript%3E',
        'assignment_type',
        'error.worklist.assignmentType',
        'Choose one of claim_notification, vehicle_inspection, assessment, appointment.',
      ],
    ] as const) {
      const res = await ctx.api.get(`/api/assignments/worklist?${query}`, handler);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toEqual({
        request_id: expect.any(String),
        code: 'validation_failed',
        key,
        message,
        field,
        problems: [{ field, key, message }],
      });
    }
    const cursor = await ctx.api.get('/api/assignments/worklist?cursor=%7B%7D', handler);
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.message).toBe('This cursor is not valid: ask for the first page again.');
  });

  it('shows the whole organisation only to managers, and never another organisation', async () => {
    expect((await ctx.api.get('/api/assignments/worklist?filter_keys=2', await as('handler'))).status).toBe(403);
    const all = await allPages(await as('manager'), 'filter_keys=2&category_code=all');
    expect(all.length).toBeGreaterThan(300);
    expect(all.some((r) => r.claim_file_no.startsWith('PRT'))).toBe(false);
    expect((await ctx.api.get('/api/assignments/worklist')).status).toBe(401);
  });

  it("opens an assignment of the organisation; another organisation's is not found, like a made-up one", async () => {
    const handler = await as('handler');
    const own = await fileOf('DEMO000123', 'vehicle_inspection');
    const detail = v.parse(AssignmentDetailSchema, (await ctx.api.get(`/api/assignments/${own.id}`, handler)).body);
    expect(detail).toMatchObject({
      assignment_no: own.assignment_no,
      status: { code: 'scheduled' },
      claim_file: { claim_file_no: 'DEMO000123', insured_name: 'Ion Popescu', tracker_case_no: 'DEMO000123' },
      may_change: true,
    });
    expect(detail.timeline.map((t) => t.kind)).toEqual(['status', 'created']);
    const foreign = await fileOf('PRT000001', 'claim_notification');
    for (const path of [
      `/api/assignments/${foreign.id}`,
      '/api/assignments/00000000-0000-0000-0000-000000000000',
      `/api/timeline/getAsgId/${foreign.guest_key}`,
      '/api/assignments/..%2F..%2Fetc',
    ]) {
      const res = await ctx.api.get(path, handler);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await ctx.api.post(`/api/assignments/${foreign.id}/notes`, { text: 'hello' }, handler)).status).toBe(404);
  });

  it("closing the intake team's own check tells the policyholder nothing: their step is the claim's", async () => {
    const manager = await as('manager');
    const intake = await fileOf('DEMO000456', 'claim_notification');
    const events = () =>
      ctx.t.database.db
        .selectFrom('tracker_events as e')
        .innerJoin('tracker_cases as c', 'c.id', 'e.case_id')
        .select(['e.event_title', 'c.process_step_index'])
        .where('c.case_no', '=', 'DEMO000456')
        .execute();
    const before = await events();
    let etag = (await ctx.api.get(`/api/assignments/${intake.id}`, manager)).headers.get('ETag') ?? '';
    for (const status_code of ['closed']) {
      ctx.t.clock.advance(60_000);
      const res = await ctx.api.post(
        `/api/assignments/${intake.id}/status`,
        { status_code },
        { ...manager, 'If-Match': etag },
      );
      expect(res.status, `${status_code}: ${JSON.stringify(res.body.error)}`).toBe(200);
      etag = res.headers.get('ETag') ?? '';
    }
    // Still registered, with no event saying "Closed" and so no message about one.
    expect(await events()).toEqual(before);
  });

  it("changes a status: timeline first, and the policyholder's tracker moves to the next step", async () => {
    const handler = await as('handler');
    const own = await fileOf('DEMO000123', 'vehicle_inspection');
    ctx.t.clock.advance(60_000);
    const res = await ctx.api.post(
      `/api/assignments/${own.id}/status`,
      { status_code: 'inspected', note: 'Photos taken.' },
      { ...handler, 'If-Match': '"1"' },
    );
    expect(res.status).toBe(200);
    const detail = v.parse(AssignmentDetailSchema, res.body);
    expect(detail.status.code).toBe('inspected');
    expect(detail.timeline[0]).toMatchObject({
      kind: 'status',
      text: 'Photos taken.',
      status: { name: 'Inspected' },
      actor_name: 'Elena Handler',
    });
    const trackerCase = await ctx.t.database.db
      .selectFrom('tracker_cases')
      .selectAll()
      .where('case_no', '=', 'DEMO000123')
      .executeTakeFirstOrThrow();
    expect(trackerCase.process_step_index).toBe(3);
    const event = await ctx.t.database.db
      .selectFrom('tracker_events')
      .selectAll()
      .where('case_id', '=', trackerCase.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    // The policyholder reads the step in the insurer's words for it, not the staff's status name.
    expect(event).toMatchObject({
      event_title: 'Assessment',
      event_description: '<p>We work out the cost of the repair and what the policy covers.</p>',
      process_step_index: 3,
      next_step_title: 'Payment',
    });

    const again = await ctx.api.post(
      `/api/assignments/${own.id}/status`,
      { status_code: 'inspected' },
      { ...handler, 'If-Match': '"2"' },
    );
    expect(again.body.error).toMatchObject({
      code: 'transition_not_allowed',
      field: 'status_code',
      params: { allowed: ['closed'] },
    });
    const unknown = await ctx.api.post(
      `/api/assignments/${own.id}/status`,
      { status_code: 'approved' },
      { ...handler, 'If-Match': '"2"' },
    );
    expect(unknown.body.error).toMatchObject({
      code: 'validation_failed',
      key: 'error.assignments.unknownStatus',
      message: 'That status does not exist for this assignment type.',
      field: 'status_code',
    });
  });

  it('lets only the assignee, their group or a manager change work', async () => {
    const own = await fileOf('DEMO000123', 'vehicle_inspection');
    const admin = await as('admin');
    const res = await ctx.api.post(`/api/assignments/${own.id}/notes`, { text: 'Looks fine' }, admin);
    expect(res.status).toBe(403);
    const detail = v.parse(AssignmentDetailSchema, (await ctx.api.get(`/api/assignments/${own.id}`, admin)).body);
    expect(detail).toMatchObject({ may_change: false, may_assign: false, assignable_users: [] });
  });

  it('assigning gives the new holder a notification; a handler may only take or hand back', async () => {
    const own = await fileOf('DEMO000123', 'vehicle_inspection');
    const handler = await as('handler');
    const handler2Id = (
      await ctx.t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'handler2')
        .executeTakeFirstOrThrow()
    ).id;
    const refused = await ctx.api.post(`/api/assignments/${own.id}/assign`, { user_id: handler2Id }, handler);
    expect(refused.status).toBe(403);
    const manager = await as('manager');
    const res = await ctx.api.post(
      `/api/assignments/${own.id}/assign`,
      { user_id: handler2Id },
      { ...manager, 'If-Match': '"1"' },
    );
    expect(res.status).toBe(200);
    const detail = v.parse(AssignmentDetailSchema, res.body);
    expect(detail.assignee?.full_name).toBe('Radu Handler');
    expect(detail.timeline[0]).toMatchObject({ kind: 'assigned', text: 'Radu Handler', actor_name: 'Mihai Manager' });
    const notifications = await ctx.api.get('/api/config/users/browseNotifications', await as('handler2'));
    expect(notifications.body).toContainEqual(
      expect.objectContaining({
        type: 'new_activities',
        name: `${own.assignment_no} · Vehicle inspection`,
        new_activities: 1,
        current_user: true,
        assignment_id: own.id,
      }),
    );
    const nobody = await ctx.api.post(
      `/api/assignments/${own.id}/assign`,
      { user_id: 'no-such-user' },
      { ...manager, 'If-Match': '"2"' },
    );
    expect(nobody.body.error).toMatchObject({
      code: 'validation_failed',
      key: 'error.assignments.assigneeCannotHold',
      message: 'That user cannot hold this assignment.',
      field: 'user_id',
    });
  });

  it('records the real person when someone acts for a replaced colleague', async () => {
    const auth = await signInAs(ctx.api, 'handler');
    const acting = await ctx.api.post('/api/auth/refreshToken', {
      refresh_token: auth.refreshToken,
      impersonated_by_user_id: auth.profile.user_id,
      new_user_id: auth.profile.replaced_users[0]!.user_id,
    });
    const own = await fileOf('DEMO000456', 'claim_notification');
    const res = await ctx.api.post(
      `/api/assignments/${own.id}/notes`,
      { text: 'Called the client.' },
      bearer(acting.body.idToken),
    );
    expect(res.status).toBe(200);
    expect(res.body.timeline[0]).toMatchObject({
      kind: 'note',
      text: 'Called the client.',
      actor_name: 'Elena Handler',
      acting_as_name: 'Radu Handler',
    });
  });

  it('sends an e-mail through the outbox, keeps it on the timeline and serves it to the print page', async () => {
    const handler = await as('handler');
    const own = await fileOf('DEMO000123', 'vehicle_inspection');
    const bad = await ctx.api.post(
      `/api/assignments/${own.id}/messages`,
      { channel: 'email', to: 'not-an-address', text: 'Hi' },
      handler,
    );
    expect(bad.body.error.message).toBe('Enter an e-mail address such as name@example.com.');
    const res = await ctx.api.post(
      `/api/assignments/${own.id}/messages`,
      { channel: 'email', to: 'client@example.test', subject: 'Inspection', text: 'See you on Thursday.' },
      handler,
    );
    const entry = res.body.timeline[0];
    expect(entry).toMatchObject({ kind: 'email', text: 'client@example.test: Inspection' });
    const printed = await ctx.api.get(`/api/timeline/getEmailKey/${entry.message_id}`, handler);
    expect(printed.body).toMatchObject({
      claim_file_no: 'DEMO000123',
      assignment_no: own.assignment_no,
      to: 'client@example.test',
      subject: 'Inspection',
      body: 'See you on Thursday.',
    });
    // Messages go only to the claim's people: its policyholder gets a phone number to text.
    await ctx.t.database.db
      .updateTable('claim_parties')
      .set({ phone: '+40 721 000 000' })
      .where('role', '=', 'policyholder')
      .where(
        'claim_file_id',
        '=',
        ctx.t.database.db.selectFrom('assignments').select('claim_file_id').where('id', '=', own.id),
      )
      .execute();
    const sms = await ctx.api.post(
      `/api/assignments/${own.id}/messages`,
      { channel: 'sms', to: '+40 721 000 000', text: 'Thursday 10:00' },
      handler,
    );
    const smsId = sms.body.timeline[0].message_id;
    expect((await ctx.api.get(`/api/timeline/getSms/${smsId}`, handler)).body).toMatchObject({
      assignment_name: 'Vehicle inspection',
      to: '+40721000000',
      body: 'Thursday 10:00',
    });
    // The e-mail's id is not an SMS's.
    expect((await ctx.api.get(`/api/timeline/getSms/${entry.message_id}`, handler)).status).toBe(404);
  });

  it("serves the print timeline by key with a QR code of the claim's tracker", async () => {
    const own = await fileOf('DEMO000123', 'vehicle_inspection');
    const res = await ctx.api.get(`/api/timeline/getAsgId/${own.guest_key}`, await as('handler'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: own.id,
      name: 'Vehicle inspection',
      claim_file_no: 'DEMO000123',
      is_case_master: false,
      // The printed link carries the key of our own links, as the messages' do.
      tracker_url: `${ctx.t.config.publicOrigin}/status/DEMO000123?org_code=DEMO&k=${caseLinkKey(ctx.t.config.tokenSecret, 'DEMO000123')}`,
    });
    expect(res.body.tracker_qr_svg).toMatch(/^<svg[^>]*viewBox/);
  });

  it('searches by number, plate, policy and name prefixes, within the organisation', async () => {
    const handler = await as('handler');
    const search = async (q: string) =>
      (await ctx.api.get(`/api/assignments/search?q=${encodeURIComponent(q)}`, handler)).body as {
        claim_file_no: string;
        plate: string;
      }[];
    expect((await search('demo000123')).map((r) => r.claim_file_no)).toEqual(['DEMO000123', 'DEMO000123']);
    expect((await search('b 123 a')).some((r) => r.plate === 'B 123 ABC')).toBe(true);
    expect((await search('Popesc')).length).toBeGreaterThan(0);
    expect((await search('prt0000')).length).toBe(0);
    expect((await search('zz')).length).toBe(0);
    const short = await ctx.api.get('/api/assignments/search?q=a', handler);
    expect(short.body.error).toEqual({
      request_id: expect.any(String),
      code: 'validation_failed',
      key: 'error.search.tooShort',
      message: 'Type at least 2 characters.',
      field: 'q',
      params: { limit: 2, count: 2 },
      problems: [
        {
          field: 'q',
          key: 'error.search.tooShort',
          params: { limit: 2, count: 2 },
          message: 'Type at least 2 characters.',
        },
      ],
    });
    // In Romanian the count takes its form: "2 caractere", "100 de caractere".
    const inRomanian = async (q: string) =>
      (await ctx.api.get(`/api/assignments/search?q=${q}`, { ...handler, 'Accept-Language': 'ro' })).body.error.message;
    expect([await inRomanian('a'), await inRomanian('a'.repeat(101))]).toEqual([
      'Tastați cel puțin 2 caractere.',
      'Tastați cel mult 100 de caractere.',
    ]);
  });

  it('lists where a part was noted on other files of the same vehicle, or nothing', async () => {
    const db = ctx.t.database.db;
    // Two assessments of one vehicle share a part.
    const items = await db
      .selectFrom('assessment_note_items as n')
      .innerJoin('assignments as a', 'a.id', 'n.assignment_id')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select(['n.assignment_id', 'n.item_guid', 'f.vin', 'f.claim_file_no'])
      .where('a.organisation_id', '=', (eb) => eb.selectFrom('organisations').select('id').where('code', '=', 'DEMO'))
      .orderBy('n.created_at')
      .execute();
    const first = items[0]!;
    const second = items.find((item) => item.claim_file_no !== first.claim_file_no);
    await db
      .updateTable('claim_files')
      .set({ vin: first!.vin })
      .where('claim_file_no', '=', second!.claim_file_no)
      .execute();
    await db
      .insertInto('assessment_note_items')
      .values({
        id: 'shared-part',
        assignment_id: second!.assignment_id,
        item_guid: first!.item_guid,
        operation: 'replace',
        created_at: '2026-01-10T10:00:00.000Z',
      })
      .execute();
    const manager = await as('manager');
    const res = await ctx.api.get(
      `/api/claim/assessmentNote/browseItemHistory/${first!.assignment_id}/${first!.item_guid}`,
      manager,
    );
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual(
      expect.objectContaining({
        claim_file_no: second!.claim_file_no,
        assignment_type_name: 'Assessment',
        assignment_id: second!.assignment_id,
      }),
    );
    const none = await ctx.api.get(
      `/api/claim/assessmentNote/browseItemHistory/${first!.assignment_id}/part-roof-not-noted`,
      manager,
    );
    expect(none.body).toEqual([]);
  });

  it("keeps the worklist filter in the user's metadata for the next sign-in", async () => {
    const handler = await as('handler');
    const filter = { filter_keys: 1, assignment_type: 'assessment', filter_criteria: 'overdue', category_code: 'all' };
    expect((await ctx.api.put('/api/assignments/worklistFilter', filter, handler)).status).toBe(200);
    expect((await signInAs(ctx.api, 'handler')).profile).toMatchObject({ user_metadata: { worklist_filter: filter } });
    const bad = await ctx.api.put(
      '/api/assignments/worklistFilter',
      { ...filter, category_code: 'everything' },
      handler,
    );
    expect(bad.status).toBe(400);
  });

  it("answers the claim form's reference lists in the request's language, without signing in", async () => {
    const counties = (await ctx.api.get('/api/fnol/browseCounties/RO')).body as { code: string; name: string }[];
    expect(counties).toHaveLength(42);
    expect(counties).toContainEqual({ code: 'CJ', name: 'Cluj', parent_code: 'RO' });
    const countries = (await ctx.api.get('/api/fnol/browseCountries/', { 'Accept-Language': 'ro' })).body as {
      code: string;
      name: string;
    }[];
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Germania');
    const brands = (await ctx.api.get('/api/fnol/browseVehicleBrands/')).body as { name: string }[];
    expect(brands.map((b) => b.name)).toContain('Dacia');
    for (const path of [
      '/api/fnol/browsePolicyTypesByBusinessSegment/auto',
      '/api/fnol/browseVehicleCategories/',
      '/api/fnol/browseVehicleParts/',
      '/api/fnol/browseBranches/',
      '/api/fnol/browseColors/',
    ]) {
      const res = await ctx.api.get(path);
      expect(res.status, path).toBe(200);
      expect((res.body as unknown[]).length, path).toBeGreaterThan(3);
    }
  });
});
