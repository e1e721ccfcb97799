import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReportResultSchema } from '../../../contract/reports.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDays, businessDate, businessDayStart, weekStart } from '../../../contract/business-time.ts';

// The test clock stands at 2026-01-15; the demo's claims were opened over the months before.
const PERIOD = 'from=2025-09-01&to=2026-01-15';

/** Nearest-rank percentile, computed here independently of the database's window functions. */
const nearestRank = (sorted: number[], p: number) => sorted[Math.ceil(p * sorted.length) - 1]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

describe.each(TEST_ENGINES)('reports on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const run = async (report: string, query: string, who: Record<string, string>) =>
    v.parse(ReportResultSchema, (await ctx.api.get(`/api/reports/${report}/run?${query}`, who)).body);
  const demoAssignments = () =>
    ctx.t.database.db
      .selectFrom('assignments')
      .innerJoin('organisations', 'organisations.id', 'assignments.organisation_id')
      .selectAll('assignments')
      .where('organisations.code', '=', 'DEMO')
      .execute();

  it('counts claims opened and closed per Romanian-calendar week', async () => {
    const manager = await as('manager');
    const report = await run('claims-opened-closed', PERIOD, manager);
    const all = await demoAssignments();
    const start = businessDayStart('2025-09-01');
    const end = businessDayStart(addDays('2026-01-15', 1));
    const expected = new Map<string, number>();
    for (const a of all.filter((a) => a.created_at >= start && a.created_at < end)) {
      const week = weekStart(businessDate(new Date(a.created_at)));
      expected.set(week, (expected.get(week) ?? 0) + 1);
    }
    expect(report.rows[0]![0]).toBe('2025-09-01');
    expect(report.rows.filter((r) => (r[1] as number) > 0).map((r) => [r[0], r[1]])).toEqual(
      [...expected.entries()].sort(),
    );
    expect(report.rows.reduce((sum, r) => sum + (r[2] as number), 0)).toBeGreaterThan(0);
    expect(report.chart.series.map((s) => s.name)).toEqual(['Opened', 'Closed']);
    const inspections = await run('claims-opened-closed', `${PERIOD}&type=vehicle_inspection`, manager);
    expect(inspections.rows.reduce((s, r) => s + (r[1] as number), 0)).toBe(
      all.filter((a) => a.assignment_type === 'vehicle_inspection' && a.created_at >= start && a.created_at < end)
        .length,
    );
  });

  it('measures time per status with median and 90th percentile', async () => {
    const manager = await as('manager');
    const report = await run('time-per-status', `${PERIOD}&type=assessment`, manager);
    const ids = new Set((await demoAssignments()).filter((a) => a.assignment_type === 'assessment').map((a) => a.id));
    const entries = (
      await ctx.t.database.db
        .selectFrom('timeline_entries')
        .select(['assignment_id', 'status_code', 'created_at', 'id'])
        .where('status_code', 'is not', null)
        .execute()
    )
      .filter((e) => ids.has(e.assignment_id) && e.created_at >= businessDayStart('2025-09-01'))
      .sort(
        (a, b) =>
          a.assignment_id.localeCompare(b.assignment_id) ||
          a.created_at.localeCompare(b.created_at) ||
          a.id.localeCompare(b.id),
      );
    const durations = new Map<string, number[]>();
    entries.forEach((e, i) => {
      const next = entries[i + 1];
      if (!next || next.assignment_id !== e.assignment_id) return;
      const list = durations.get(e.status_code!) ?? [];
      list.push((Date.parse(next.created_at) - Date.parse(e.created_at)) / 3_600_000);
      durations.set(e.status_code!, list);
    });
    const newStatus = durations.get('new')!.sort((a, b) => a - b);
    const row = report.rows.find((r) => r[1] === 'New')!;
    expect(row).toEqual([
      'Assessment',
      'New',
      newStatus.length,
      round1(nearestRank(newStatus, 0.5)),
      round1(nearestRank(newStatus, 0.9)),
    ]);
    expect(report.columns.map((c) => c.label)).toEqual([
      'Assignment type',
      'Status',
      'Steps measured',
      'Median (hours)',
      '90th percentile (hours)',
    ]);
  });

  it('shows each handler’s workload and the overdue assignments, oldest first', async () => {
    const manager = await as('manager');
    const workload = await run('workload-per-handler', PERIOD, manager);
    const open = (await demoAssignments()).filter((a) => a.is_final === 0);
    const elena = (
      await ctx.t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'handler')
        .executeTakeFirstOrThrow()
    ).id;
    const today = businessDate(ctx.t.clock.now());
    const mine = open.filter((a) => a.assignee_user_id === elena);
    expect(workload.rows.find((r) => r[0] === 'Elena Handler')!.slice(1, 3)).toEqual([
      mine.length,
      mine.filter((a) => a.due_date < today).length,
    ]);

    const overdue = await run('overdue-assignments', PERIOD, manager);
    const late = open
      .filter((a) => a.due_date < today && a.due_date >= '2025-09-01')
      .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.assignment_no.localeCompare(b.assignment_no));
    expect(overdue.rows.map((r) => r[0])).toEqual(late.map((a) => a.assignment_no));
    expect(overdue.rows[0]![5]).toBe(Math.round((Date.parse(today) - Date.parse(late[0]!.due_date)) / 86_400_000));
    expect(overdue.chart.series[0]!.values.reduce((s, n) => s + n, 0)).toBe(late.length);
    // An assignment's number leads to its page; a handler's counts to the worklist narrowed to them.
    expect(overdue.links![0]![0]).toBe(`/assignments/view/${late[0]!.id}`);
    const elenaAt = workload.rows.findIndex((r) => r[0] === 'Elena Handler');
    expect(workload.links![elenaAt]).toEqual([
      null,
      '/assignments/worklist?q=Elena+Handler&scope=2',
      '/assignments/list/overdue?q=Elena+Handler&scope=2',
      null,
      null,
    ]);
    const inRomanian = v.parse(
      ReportResultSchema,
      (await ctx.api.get(`/api/reports/overdue-assignments/run?${PERIOD}`, { ...manager, 'Accept-Language': 'ro' }))
        .body,
    );
    expect(inRomanian.columns[5]!.label).toBe('Zile întârziere');
  });

  it('counts a status change as it happens: the stay that ended and the closing', async () => {
    // A week after the demo's own changes, so the period holds only this test's.
    ctx.t.clock.advance(7 * 86_400_000);
    const manager = await as('manager');
    const query = 'from=2026-01-22&to=2026-01-27&type=vehicle_inspection';
    const before = await run('time-per-status', query, manager);
    expect(before.rows).toEqual([]);
    const closedBefore = (await run('claims-opened-closed', query, manager)).rows[0]![2] as number;
    const inspection = await ctx.t.database.db
      .selectFrom('assignments')
      .select(['id', 'status_code', 'version'])
      .where('assignment_no', '=', 'DEMO000789-2')
      .executeTakeFirstOrThrow();
    expect(inspection.status_code).toBe('new');
    const move = async (body: Record<string, string>, who: Record<string, string>) => {
      const version = (await ctx.api.get(`/api/assignments/${inspection.id}`, who)).body.version as number;
      const res = await ctx.api.post(`/api/assignments/${inspection.id}/status`, body, {
        ...who,
        'If-Match': `"${version}"`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    // Into "scheduled" now, inspected 30 hours later and closed at once.
    await move({ status_code: 'scheduled' }, manager);
    ctx.t.clock.advance(30 * 3_600_000);
    const later = await as('manager');
    await move({ status_code: 'inspected' }, later);
    await move({ status_code: 'closed' }, later);
    const after = await run('time-per-status', query, later);
    expect(after.rows).toEqual([
      ['Vehicle inspection', 'Inspection scheduled', 1, 30, 30],
      ['Vehicle inspection', 'Inspected', 1, 0, 0],
    ]);
    const weeks = await run('claims-opened-closed', query, later);
    expect(weeks.rows).toEqual([
      ['2026-01-19', 0, closedBefore + 1],
      ['2026-01-26', 0, 0],
    ]);
    // Reopening takes the closing back.
    await move({ status_code: 'inspected', reason: 'The report was incomplete.' }, later);
    expect((await run('claims-opened-closed', query, later)).rows).toEqual([
      ['2026-01-19', 0, closedBefore],
      ['2026-01-26', 0, 0],
    ]);
  });

  it('exports the same table as CSV and XLSX', async () => {
    const manager = await as('manager');
    const report = await run('workload-per-handler', PERIOD, manager);
    const csv = await ctx.t.app.request(`/api/reports/workload-per-handler/export?${PERIOD}&format=csv`, {
      headers: manager,
    });
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="workload-per-handler-2025-09-01-2026-01-15.csv"',
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Handler,Open,Overdue,Due in 7 days,Closed in period');
    expect(lines.slice(1)).toEqual(report.rows.map((r) => r.join(',')));
    const xlsx = await ctx.t.app.request(`/api/reports/workload-per-handler/export?${PERIOD}&format=xlsx`, {
      headers: manager,
    });
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Handler',
      'Open',
      'Overdue',
      'Due in 7 days',
      'Closed in period',
    ]);
    expect(sheet.rowCount).toBe(report.rows.length + 1);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(report.rows[0]);
    const wrong = await ctx.api.get(`/api/reports/workload-per-handler/export?${PERIOD}&format=pdf`, manager);
    expect(wrong.body.error.message).toBe('Choose one of the options.');
  });

  it('exports days as real dates: ISO in CSV, said in its header, and dd.mm.yyyy dates in XLSX', async () => {
    const manager = await as('manager');
    const report = await run('overdue-assignments', PERIOD, manager);
    expect(report.columns.find((c) => c.key === 'due_date')?.kind).toBe('date');
    const first = report.rows[0]!;
    const csv = await ctx.t.app.request(`/api/reports/overdue-assignments/export?${PERIOD}&format=csv`, {
      headers: manager,
    });
    const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Due date (YYYY-MM-DD)');
    expect(row).toContain(`,${first[4]},`);
    const xlsx = await ctx.t.app.request(`/api/reports/overdue-assignments/export?${PERIOD}&format=xlsx`, {
      headers: manager,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const due = book.worksheets[0]!.getRow(2).getCell(5);
    expect(due.value).toEqual(new Date(`${first[4]}T12:00:00Z`));
    expect(due.numFmt).toBe('dd.mm.yyyy');
    const weeks = await run('claims-opened-closed', PERIOD, manager);
    expect(weeks.chart.labels_kind).toBe('date');
    expect(weeks.columns[0]?.kind).toBe('date');
  });

  it('answers wrong parameters clearly and refuses reports outside the caller’s roles', async () => {
    const manager = await as('manager');
    const cases: [string, string | { key: string; field: string; message: string }][] = [
      [
        'from=2026-02-01&to=2026-01-01',
        { key: 'error.report.periodOrder', field: 'to', message: 'The period ends on or after its first day.' },
      ],
      [
        'from=2020-01-01&to=2026-01-01',
        { key: 'error.report.tooManyDays', field: 'to', message: 'A report covers at most 731 days.' },
      ],
      [
        'from=2026-13-01&to=2026-12-01',
        { key: 'error.field.noSuchDay', field: 'from', message: 'That day does not exist.' },
      ],
      [
        'from=yesterday&to=2026-01-01',
        { key: 'error.field.dayFormat', field: 'from', message: 'A day is written YYYY-MM-DD.' },
      ],
      [
        `${PERIOD}&type=spaceship`,
        { key: 'error.report.type', field: 'type', message: 'Choose an assignment type from the list.' },
      ],
      [`${PERIOD}&group=elsewhere`, 'Choose a unit from the list.'],
    ];
    for (const [query, message] of cases) {
      const res = await ctx.api.get(`/api/reports/claims-opened-closed/run?${query}`, manager);
      expect(res.status, query).toBe(400);
      if (typeof message === 'string') expect(res.body.error.message).toBe(message);
      else expect(res.body.error, query).toMatchObject(message);
    }
    expect((await ctx.api.get(`/api/reports/no-such-report/run?${PERIOD}`, manager)).status).toBe(404);
    const handler = await as('handler');
    expect((await ctx.api.get(`/api/reports/overdue-assignments/run?${PERIOD}`, handler)).status).toBe(200);
    for (const id of ['claims-opened-closed', 'time-per-status', 'workload-per-handler']) {
      expect((await ctx.api.get(`/api/reports/${id}/run?${PERIOD}`, handler)).status, id).toBe(403);
      expect((await ctx.api.get(`/api/reports/${id}/export?${PERIOD}&format=csv`, handler)).status, id).toBe(403);
    }
    expect((await ctx.api.get(`/api/reports/overdue-assignments/run?${PERIOD}`)).status).toBe(401);
  });
});
