import { openDatabase } from '../server/db/database.ts';
import { claimsOpenedClosed, timePerStatus, workloadPerHandler, overdueAssignments } from '../server/features/reports/run-report.ts';
const { db } = openDatabase('sqlite:/tmp/big.sqlite');
const org = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
const now = new Date();
const from = new Date(Date.now() - 365 * 86400000).toISOString().slice(0, 10);
const input = { db, organisationId: org.id, params: { from, to: now.toISOString().slice(0, 10), group: '', type: '' as const }, language: 'en' as const, now };
for (const [name, fn] of [['opened', claimsOpenedClosed], ['time', timePerStatus], ['workload', workloadPerHandler], ['overdue', (i: typeof input) => overdueAssignments(i, 501)]] as const) {
  for (let i = 0; i < 2; i++) {
    const t = performance.now();
    await (fn as any)(input, 501);
    console.log(name, (performance.now() - t).toFixed(0), 'ms');
  }
}
