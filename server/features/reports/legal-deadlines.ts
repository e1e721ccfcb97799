import { addDays } from '../../../contract/business-time.ts';
import type { DeadlineKind } from '../../../contract/settlement-view.ts';
import { deadlineFactsOf } from '../settlement/index.ts';
import { label } from './labels.ts';
import type { ReportInput, ReportTable } from './report-input.ts';

/** The longest a deadline runs after its claim's notice (an answer, then ten days to pay, and more): claims noticed earlier are read too. */
const LOOK_BACK_DAYS = 120;
const KINDS: DeadlineKind[] = ['inspection', 'answer', 'payment'];

/** The deadlines due in the period, whose outcome is known (met, or breached), with their month. */
export async function deadlinesInPeriod(input: ReportInput) {
  const { params } = input;
  const { deadlines, penalties } = await deadlineFactsOf(
    input.db,
    input.organisationId,
    addDays(params.from, -LOOK_BACK_DAYS),
    input.now,
  );
  const due = deadlines.filter(
    (d): d is typeof d & { due: string } =>
      d.due !== null &&
      d.due >= params.from &&
      d.due <= params.to &&
      (d.standing === 'met' || d.standing === 'breached'),
  );
  const paid = penalties.filter((p) => p.paid_on >= params.from && p.paid_on <= params.to);
  return { due, paid };
}

const share = (met: number, all: number) => (all === 0 ? null : Math.round((met * 1000) / all) / 10);

/**
 * Per month of the period: the share of each deadline met among those due that month, how many
 * were breached and by how many days in all, and the late-payment penalties paid that month.
 */
export async function legalDeadlines(input: ReportInput): Promise<ReportTable> {
  const { language } = input;
  const { due, paid } = await deadlinesInPeriod(input);
  const months = [...new Set([...due.map((d) => d.due.slice(0, 7)), ...paid.map((p) => p.paid_on.slice(0, 7))])].sort();
  const rows = months.map((month) => {
    const inMonth = due.filter((d) => d.due.startsWith(month));
    const shareOf = (kind: DeadlineKind) => {
      const ofKind = inMonth.filter((d) => d.kind === kind);
      return share(ofKind.filter((d) => d.standing === 'met').length, ofKind.length);
    };
    const breached = inMonth.filter((d) => d.standing === 'breached');
    const penalties = paid.filter((p) => p.paid_on.startsWith(month)).reduce((sum, p) => sum + p.penalty_minor, 0);
    return [
      month,
      inMonth.length,
      ...KINDS.map(shareOf),
      breached.length,
      breached.reduce((n, d) => n + d.days_late, 0),
      penalties,
    ];
  });
  return {
    columns: [
      { key: 'month', label: label('month', language), kind: 'month' },
      { key: 'due', label: label('deadlinesDue', language), kind: 'number' },
      { key: 'inspection', label: label('inspectionMet', language), kind: 'percent' },
      { key: 'answer', label: label('answerMet', language), kind: 'percent' },
      { key: 'payment', label: label('paymentMet', language), kind: 'percent' },
      { key: 'breaches', label: label('breaches', language), kind: 'number' },
      { key: 'days_late', label: label('daysLate', language), kind: 'number' },
      { key: 'penalties', label: label('penaltiesPaid', language), kind: 'money' },
    ],
    rows,
    chart: {
      kind: 'line',
      labels: months,
      labels_kind: 'month',
      series: KINDS.map((kind, i) => ({
        name: label(`${kind}Met`, language),
        values: rows.map((row) => Number(row[2 + i] ?? 0)),
      })),
    },
  };
}
