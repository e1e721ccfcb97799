import { handlingAssignmentsOf } from '../assignments/index.ts';
import { userNamesOf } from '../organisations/index.ts';
import { openReservesOf } from '../settlement/index.ts';
import { label } from './labels.ts';
import type { ReportInput, ReportTable } from './report-input.ts';
import { businessDate, calendarDaysFrom } from '../../../contract/business-time.ts';

/** Ages of a claim since its notice, in days, as reserving reviews group them. */
const AGE_BUCKETS = [
  { upTo: 30, name: '0–30' },
  { upTo: 90, name: '31–90' },
  { upTo: 180, name: '91–180' },
  { upTo: 365, name: '181–365' },
  { upTo: Number.POSITIVE_INFINITY, name: '> 365' },
] as const;

/**
 * What is still reserved on claims not settled, now: per handler (who holds the claim's handling
 * assignment), product and age since the notice, with the count of claims; the chart shows each
 * handler's total. The period does not apply: reserves are a picture of today.
 */
export async function openReserves(input: ReportInput): Promise<ReportTable> {
  const { db, organisationId, params, language } = input;
  const today = businessDate(input.now);
  const reserves = await openReservesOf(db, organisationId);
  const handling = await handlingAssignmentsOf(
    db,
    reserves.map((r) => r.claim_file_id),
  );
  const inScope = reserves.filter((r) => !params.group || handling.get(r.claim_file_id)?.group_code === params.group);
  const names = await userNamesOf(
    db,
    inScope.map((r) => handling.get(r.claim_file_id)?.assignee_user_id ?? null),
  );
  const groups = new Map<
    string,
    { handler: string; product: string; age: string; claims: number; indemnity: number; expenses: number }
  >();
  for (const reserve of inScope) {
    const holder = handling.get(reserve.claim_file_id)?.assignee_user_id ?? null;
    const handler = holder ? (names.get(holder) ?? holder) : label('unassigned', language);
    const days = calendarDaysFrom(reserve.notice_date, today);
    const age = AGE_BUCKETS.find((bucket) => days <= bucket.upTo)?.name ?? '';
    const key = `${handler}\u001f${reserve.product}\u001f${age}`;
    const group = groups.get(key) ?? { handler, product: reserve.product, age, claims: 0, indemnity: 0, expenses: 0 };
    group.claims++;
    group.indemnity += reserve.reserve_indemnity;
    group.expenses += reserve.reserve_expenses;
    groups.set(key, group);
  }
  const ageOrder = (age: string) => AGE_BUCKETS.findIndex((bucket) => bucket.name === age);
  const rows = [...groups.values()]
    .sort(
      (a, b) =>
        a.handler.localeCompare(b.handler) || a.product.localeCompare(b.product) || ageOrder(a.age) - ageOrder(b.age),
    )
    .map((g) => [g.handler, g.product, g.age, g.claims, g.indemnity, g.expenses, g.indemnity + g.expenses] as const);
  const perHandler = new Map<string, number>();
  for (const row of rows) perHandler.set(row[0], (perHandler.get(row[0]) ?? 0) + row[6]);
  return {
    columns: [
      { key: 'handler', label: label('handler', language), kind: 'text' },
      { key: 'product', label: label('product', language), kind: 'text' },
      { key: 'age', label: label('age', language), kind: 'text' },
      { key: 'claims', label: label('claims', language), kind: 'number' },
      { key: 'indemnity', label: label('indemnity', language), kind: 'money' },
      { key: 'expenses', label: label('expenses', language), kind: 'money' },
      { key: 'total', label: label('reserveTotal', language), kind: 'money' },
    ],
    rows: rows.map((row) => [...row]),
    chart: {
      kind: 'bar',
      labels: [...perHandler.keys()],
      // The chart's axis counts lei, not bani.
      series: [
        {
          name: label('reserveTotal', language),
          values: [...perHandler.values()].map((bani) => Math.round(bani / 100)),
        },
      ],
    },
  };
}
