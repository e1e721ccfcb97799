import { claimFileNumbersOf } from '../assignments/index.ts';
import { label } from './labels.ts';
import { deadlinesInPeriod } from './legal-deadlines.ts';
import type { ReportInput, ReportTable } from './report-input.ts';

/** Each deadline due in the period that was breached: the claim, which deadline, when due, when done (or not yet), days late. */
export async function deadlineBreaches(input: ReportInput): Promise<ReportTable> {
  const { language } = input;
  const { due } = await deadlinesInPeriod(input);
  const breached = due
    .filter((d) => d.standing === 'breached')
    .sort((a, b) => b.days_late - a.days_late || a.due.localeCompare(b.due));
  const numbers = await claimFileNumbersOf(
    input.db,
    breached.map((d) => d.claim_file_id),
  );
  const rows = breached.map((d) => [
    numbers.get(d.claim_file_id) ?? '',
    label(d.kind, language),
    d.due,
    d.done_on ?? label('notDone', language),
    d.days_late,
  ]);
  const perKind = (['inspection', 'answer', 'payment'] as const).map(
    (kind) => breached.filter((d) => d.kind === kind).length,
  );
  return {
    columns: [
      { key: 'claim_file', label: label('claimFile', language), kind: 'text' },
      { key: 'deadline', label: label('deadline', language), kind: 'text' },
      { key: 'due', label: label('dueOn', language), kind: 'date' },
      { key: 'done', label: label('doneOn', language), kind: 'date' },
      { key: 'days_late', label: label('daysLate', language), kind: 'number' },
    ],
    rows,
    chart: {
      kind: 'bar',
      labels: (['inspection', 'answer', 'payment'] as const).map((kind) => label(kind, language)),
      series: [{ name: label('breaches', language), values: perKind }],
    },
  };
}
