import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReportResultSchema } from '../../../contract/reports.ts';
import { approvedClaim } from '../../test/approved-claim.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

/**
 * The money's reports: what is reserved on claims not settled (by handler, product and age, in lei,
 * exported with its amounts in lei), and the legal deadlines per month with their breaches.
 */
describe.each(TEST_ENGINES)('settlement reports on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const run = async (report: string, query: string, who: Record<string, string>) =>
    v.parse(ReportResultSchema, (await ctx.api.get(`/api/reports/${report}/run?${query}`, who)).body);

  it('sums the open reserves per handler, product and age, and exports them in lei', async () => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const manager = await as('manager');
    const money = (await ctx.api.get(`/api/settlement/claim-files/${claim.claimFileNo}`, manager)).body;
    const report = await run('open-reserves', 'from=2026-01-01&to=2026-01-31', manager);
    expect(report.columns.map((c) => c.kind)).toEqual(['text', 'text', 'text', 'number', 'money', 'money', 'money']);
    const casco = report.rows.filter((row) => row[1] === 'CASCO');
    const indemnity = casco.reduce((sum, row) => sum + Number(row[4]), 0);
    expect(indemnity).toBeGreaterThanOrEqual(money.reserves.indemnity_minor);
    const csv = await ctx.t.app.request('/api/reports/open-reserves/export?from=2026-01-01&to=2026-01-31&format=csv', {
      headers: manager,
    });
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('Indemnity reserve (lei)');
    // The export writes lei with two decimals: the CASCO rows' indemnity reserve, read back, is the same sum.
    const exported = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','))
      .filter((cells) => cells[1] === 'CASCO');
    expect(exported.every((cells) => /^\d+\.\d{2}$/.test(cells[4] ?? ''))).toBe(true);
    expect(exported.reduce((sum, cells) => sum + Math.round(Number(cells[4]) * 100), 0)).toBe(indemnity);
    const handler = await as('handler');
    expect((await ctx.api.get('/api/reports/open-reserves/run?from=2026-01-01&to=2026-01-31', handler)).status).toBe(
      403,
    );
  });

  it('counts the deadlines met and breached per month, and lists each breach with its days late', async () => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const db = ctx.t.database.db;
    // Noticed on Friday 1 March 2024, long before the demo's claims: inspection due 8 March (met on the 5th); the
    // answer's thirty days end on Sunday 31 March, so it is due Monday 1 April, and it is sent on 15 January 2026.
    await db
      .updateTable('settlement_files')
      .set({ notice_date: '2024-03-01', inspected_on: '2024-03-05' })
      .where('claim_file_id', '=', claim.claimFileId)
      .execute();
    const manager = await as('manager');
    const seen = await ctx.api.get(`/api/settlement/claim-files/${claim.claimFileNo}`, manager);
    const version = Number(seen.headers.get('ETag')?.replaceAll('"', ''));
    await ctx.api.post(
      `/api/settlement/claim-files/${claim.claimFileNo}/offer`,
      { language: 'en' },
      { ...manager, ...ifMatch(version) },
    );
    const report = await run('legal-deadlines', 'from=2024-03-01&to=2024-04-30', manager);
    expect(report.rows).toEqual([
      ['2024-03', 1, 100, null, null, 0, 0, 0],
      ['2024-04', 1, null, 0, null, 1, 654, 0],
    ]);
    const breaches = await run('deadline-breaches', 'from=2024-03-01&to=2024-04-30', manager);
    expect(breaches.rows).toEqual([[claim.claimFileNo, 'Written answer', '2024-04-01', '2026-01-15', 654]]);
    const ro = await ctx.api.get('/api/reports/deadline-breaches/run?from=2024-03-01&to=2024-04-30', {
      ...manager,
      'Accept-Language': 'ro',
    });
    expect(ro.body.rows).toEqual([[claim.claimFileNo, 'Răspuns scris', '2024-04-01', '2026-01-15', 654]]);
  });
});
