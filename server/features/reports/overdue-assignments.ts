import { assignmentTypeName } from '../../../contract/assignments.ts';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import { overdueAssignmentsOf, overdueCountsPerDueDate } from '../assignments/index.ts';
import { label } from './labels.ts';
import { scopeOf, type ReportInput, type ReportTable } from './report-input.ts';

const AGE_BUCKETS = [
  { name: '1-2', max: 2 },
  { name: '3-7', max: 7 },
  { name: '8-14', max: 14 },
  { name: '15-30', max: 30 },
  { name: '30+', max: Number.POSITIVE_INFINITY },
];

/** Open assignments past their due date, the due date within the period; the oldest first. */
export async function overdueAssignments(input: ReportInput, limit: number): Promise<ReportTable> {
  const { db, params, language } = input;
  const today = businessDate(input.now);
  const lastDue = params.to < today ? params.to : addDays(today, -1);
  const scope = scopeOf(input);
  const rows = await overdueAssignmentsOf(db, scope, { from: params.from, lastDue, limit });
  // The chart counts all of them, not only the rows the table shows: one count per due date.
  const perDay = await overdueCountsPerDueDate(db, scope, { from: params.from, lastDue });
  const daysLate = (due: string) => Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000);
  // The last bucket has no upper bound, so every late day falls in one.
  const counts = AGE_BUCKETS.map((bucket) =>
    perDay.reduce(
      (sum, day) => (bucket === AGE_BUCKETS.find((b) => daysLate(day.due_date) <= b.max) ? sum + Number(day.n) : sum),
      0,
    ),
  );
  return {
    columns: [
      { key: 'assignment_no', label: label('assignmentNo', language), kind: 'text' },
      { key: 'type', label: label('type', language), kind: 'text' },
      { key: 'status', label: label('status', language), kind: 'text' },
      { key: 'assignee', label: label('assignee', language), kind: 'text' },
      { key: 'due_date', label: label('dueDate', language), kind: 'date' },
      { key: 'days_overdue', label: label('daysOverdue', language), kind: 'number' },
    ],
    rows: rows.map((r) => [
      r.assignment_no,
      assignmentTypeName(r.assignment_type, language),
      language === 'ro' ? r.name_ro : r.name_en,
      r.full_name ?? label('unassigned', language),
      r.due_date,
      daysLate(r.due_date),
    ]),
    // Each assignment's number leads to its page.
    links: rows.map((r) => [`/assignments/view/${encodeURIComponent(r.id)}`, null, null, null, null, null]),
    chart: {
      kind: 'bar',
      labels: AGE_BUCKETS.map((b) => b.name),
      series: [{ name: label('assignments', language), values: counts }],
    },
  };
}
