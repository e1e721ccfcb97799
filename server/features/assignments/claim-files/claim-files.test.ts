import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClaimFileDetailSchema, ClaimFilesPageSchema } from '../../../../contract/claim-file-page.ts';
import { TEST_ENGINES, useSeededApp } from '../../../test/engines.ts';
import { bearer, signInAs } from '../../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../../test/staff-user.ts';

const event = {
  event_date: '2026-01-10',
  event_time: '14:30',
  event_place: 'Calea Victoriei 12',
  event_county: 'B',
  event_country: 'RO',
  description: 'Rear-ended at a red light.',
  police_report_no: 'PV-123/2026',
  damage: 'Rear bumper and boot lid.',
};
const witness = { role: 'witness', name: 'Vasile Toma', phone: '+40 722 111 222' };

describe.each(TEST_ENGINES)('claim files on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const detail = async (headers: Record<string, string>, no = 'DEMO000789') => {
    const res = await ctx.api.get(`/api/claim-files/${no}`, headers);
    expect(res.status).toBe(200);
    return { etag: res.headers.get('ETag'), file: v.parse(ClaimFileDetailSchema, res.body) };
  };

  it('answers a file with its policy, people, assignments, documents, messages, timeline and tracker step in one call', async () => {
    const { etag, file } = await detail(await as('handler'));
    expect(etag).toBe('"1"');
    expect(file).toMatchObject({
      claim_file_no: 'DEMO000789',
      insured_name: 'Andrei Vasilescu',
      version: 1,
      may_edit: true,
    });
    expect(file.vehicle.plate).toBe('IF 07 DMO');
    expect(file.parties.map((p) => p.role)).toEqual(['policyholder', 'driver', 'third_party', 'witness']);
    expect(file.assignments.length).toBeGreaterThanOrEqual(2);
    expect(file.assignments[0]).toMatchObject({ is_case_master: true });
    expect(file.assignments[0]!.status.name).toBeTruthy();
    expect(file.timeline.length).toBeGreaterThan(0);
    const times = file.timeline.map((t) => t.system_time);
    expect([...times].sort().reverse()).toEqual(times);
    const numbers = new Set(file.assignments.map((a) => a.assignment_no));
    for (const entry of file.timeline) expect(numbers.has(entry.assignment_no)).toBe(true);
    expect(file.tracker_step).toMatchObject({ case_no: 'DEMO000789' });
    const ro = await detail({ ...(await as('handler')), 'Accept-Language': 'ro' });
    expect(ro.file.assignments[0]!.type_name).not.toBe(file.assignments[0]!.type_name);
  });

  it("answers another organisation's file as not found", async () => {
    const partnerFiles = await ctx.api.get('/api/claim-files?state=all', await as('partner1.handler'));
    const theirs = v.parse(ClaimFilesPageSchema, partnerFiles.body).rows[0]!.claim_file_no;
    expect(theirs.startsWith('PRT')).toBe(true);
    const res = await ctx.api.get(`/api/claim-files/${theirs}`, await as('manager'));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', message: 'There is no such claim file.' });
    expect((await ctx.api.get('/api/claim-files/NOPE0001', await as('manager'))).status).toBe(404);
  });

  it('refuses an event edit with a day that does not exist, a future day or an unknown country, naming the field', async () => {
    const handler = await as('handler');
    const wrong = [
      [{ event_date: '2026-13-45' }, 'event_date', 'error.field.noSuchDay'],
      [{ event_date: '2099-01-01' }, 'event_date', 'error.fnol.eventInFuture'],
      [{ event_country: 'ZZ<script>' }, 'event_country', 'error.fnol.unknownCountry'],
      [{ event_county: 'XX' }, 'event_county', 'error.fnol.unknownCounty'],
    ] as const;
    for (const [change, field, key] of wrong) {
      const res = await ctx.api.put(
        '/api/claim-files/DEMO000789/event',
        { ...event, ...change },
        { ...handler, ...ifMatch(1), 'Accept-Language': 'ro' },
      );
      expect(res.status, key).toBe(400);
      expect(res.body.error).toMatchObject({ field, key });
      expect(res.body.error.message).toBeTruthy();
    }
    // Nothing was written: the file is still at its first version.
    expect((await detail(handler)).etag).toBe('"1"');
  });

  it('changes the event and the people on the version read, on the timeline and in the audit log', async () => {
    const handler = await as('handler');
    const res = await ctx.api.put('/api/claim-files/DEMO000789/event', event, { ...handler, ...ifMatch(1) });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBe('"2"');
    const changed = v.parse(ClaimFileDetailSchema, res.body);
    expect(changed.event).toMatchObject({ ...event, police_report_no: 'PV-123/2026' });
    expect(changed.timeline[0]).toMatchObject({ text: 'Event details changed', actor_name: 'Elena Handler' });
    const people = await ctx.api.put('/api/claim-files/DEMO000789/parties', [witness], { ...handler, ...ifMatch(2) });
    expect(people.status).toBe(200);
    expect(people.body).toMatchObject({ version: 3, parties: [witness] });
    expect(people.body.timeline[0]).toMatchObject({ text: 'Parties changed' });
    const audit = await ctx.t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('target', '=', 'DEMO000789')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'claimFile.event', target: 'DEMO000789' },
      { action: 'claimFile.parties', target: 'DEMO000789' },
    ]);
  });

  it('refuses a change without If-Match (428) and a stale one (409) with the current file and who changed it when', async () => {
    const handler = await as('handler');
    const manager = await as('manager');
    for (const path of ['event', 'parties'])
      expect(
        (await ctx.api.put(`/api/claim-files/DEMO000789/${path}`, path === 'event' ? event : [], handler)).status,
      ).toBe(428);
    const changedAt = ctx.t.clock.now().toISOString();
    await ctx.api.put('/api/claim-files/DEMO000789/event', event, { ...manager, ...ifMatch(1) });
    const stale = await ctx.api.put('/api/claim-files/DEMO000789/parties', [witness], { ...handler, ...ifMatch(1) });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('ETag')).toBe('"2"');
    expect(stale.body).toMatchObject({
      error: { code: 'conflict', params: { changed_at: changedAt } },
      current: { version: 2, event: { police_report_no: 'PV-123/2026' } },
    });
    expect(stale.body.error.params.changed_by).toBeTruthy();
    expect((await detail(handler)).file.parties).toHaveLength(4);
  });

  it('lets managers and whoever works an open assignment edit, and refuses others with 403', async () => {
    await addDemoColleague(ctx.t.database.db, 'olga', 'Olga Outsider', [], null);
    const olga = await as('olga');
    expect((await detail(olga)).file.may_edit).toBe(false);
    const refused = await ctx.api.put('/api/claim-files/DEMO000789/event', event, { ...olga, ...ifMatch(1) });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    // Refused before the version is asked for: no If-Match still says who may.
    expect((await ctx.api.put('/api/claim-files/DEMO000789/event', event, olga)).status).toBe(403);
    expect((await detail(await as('manager'))).file.may_edit).toBe(true);
  });

  it('refuses bad input naming the field', async () => {
    const handler = await as('handler');
    const badTime = await ctx.api.put(
      '/api/claim-files/DEMO000789/event',
      { ...event, event_time: '25:99' },
      { ...handler, ...ifMatch(1) },
    );
    expect(badTime.status).toBe(400);
    expect(badTime.body.error).toMatchObject({
      field: 'event_time',
      message: 'Enter the time as HH:MM, for example 14:30.',
    });
    const badParty = await ctx.api.put(
      '/api/claim-files/DEMO000789/parties',
      [witness, { role: 'witness', name: 'X' }],
      { ...handler, ...ifMatch(1), 'Accept-Language': 'ro' },
    );
    expect(badParty.status).toBe(400);
    expect(badParty.body.error.field).toBe('1.name');
  });

  it('lists the organisation files newest first, by page, open or closed', async () => {
    const manager = await as('manager');
    const page = async (query: string) => {
      const res = await ctx.api.get(`/api/claim-files?${query}`, manager);
      expect(res.status).toBe(200);
      return v.parse(ClaimFilesPageSchema, res.body);
    };
    const all: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next = await page(`state=all&limit=50${cursor ? `&after=${cursor}` : ''}`);
      all.push(...next.rows.map((r) => r.claim_file_no));
      cursor = next.next_cursor;
    }
    expect(all.length).toBe(123);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((no) => !no.startsWith('PRT'))).toBe(true);
    const open = await page('state=open&limit=100');
    expect(open.rows.every((r) => r.open_assignments > 0)).toBe(true);
    const closed = await page('state=closed&limit=100');
    expect(closed.rows.every((r) => r.open_assignments === 0)).toBe(true);
    const first = await page('limit=25');
    const created = first.rows.map((r) => r.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const bad = await ctx.api.get('/api/claim-files?state=maybe', manager);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('state');
    expect((await ctx.api.get('/api/claim-files?after=zzz', manager)).status).toBe(400);
  });
});
