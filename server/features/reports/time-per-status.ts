import { assignmentTypeName } from '../../../contract/assignments.ts';
import { stayLengthCounts, statusesOfOrganisation } from '../assignments/index.ts';
import { label } from './labels.ts';
import { periodOf, scopeOf, type ReportInput, type ReportTable } from './report-input.ts';

/** Nearest-rank median and 90th percentile (in hours) of each group's stays, from counts per tenth of an hour. */
function percentilesOf(buckets: { key: string; tenths: number; n: number }[]) {
  const groups = new Map<string, { tenths: number; n: number }[]>();
  for (const b of buckets) groups.set(b.key, [...(groups.get(b.key) ?? []), b]);
  return [...groups].map(([key, counts]) => {
    const [assignment_type, status_code] = key.split('\n') as [string, string];
    const n = counts.reduce((sum, c) => sum + c.n, 0);
    const at = (rank: number) => {
      let seen = 0;
      let tenths = 0;
      // A rank past the total (rounding) takes the longest stay.
      for (const c of counts) {
        seen += c.n;
        tenths = c.tenths;
        if (seen >= rank) break;
      }
      return tenths / 10;
    };
    return {
      assignment_type,
      status_code,
      n,
      median: at(Math.floor((n + 1) / 2)),
      p90: at(Math.floor((9 * n + 9) / 10)),
    };
  });
}

/**
 * How long assignments stay in each status: every stay that began in the period and has ended.
 * Percentiles are nearest-rank, the same integer arithmetic on both engines.
 */
export async function timePerStatus(input: ReportInput): Promise<ReportTable> {
  const { db, params, language } = input;
  // Stays counted per tenth of an hour (the precision shown): rounding keeps the order, so the
  // k-th smallest rounded stay is the rounded k-th smallest stay, and no row is sorted one by one.
  const buckets = await stayLengthCounts(db, scopeOf(input), periodOf(params));
  const result = percentilesOf(
    buckets.map((b) => ({ key: `${b.assignment_type}\n${b.status_code}`, tenths: Number(b.tenths), n: Number(b.n) })),
  );
  const statuses = await statusesOfOrganisation(db, input.organisationId);
  const statusOf = (type: string, code: string) => statuses.get(`${type}/${code}`);
  const rows = result
    .map((r) => ({ ...r, status: statusOf(r.assignment_type, r.status_code) }))
    .sort(
      (a, b) => a.assignment_type.localeCompare(b.assignment_type) || (a.status?.sort ?? 0) - (b.status?.sort ?? 0),
    );
  const nameOf = (r: (typeof rows)[number]) =>
    r.status ? (language === 'ro' ? r.status.name_ro : r.status.name_en) : r.status_code;
  return {
    columns: [
      { key: 'type', label: label('type', language), kind: 'text' },
      { key: 'status', label: label('status', language), kind: 'text' },
      { key: 'steps', label: label('steps', language), kind: 'number' },
      { key: 'median', label: label('median', language), kind: 'hours' },
      { key: 'p90', label: label('p90', language), kind: 'hours' },
    ],
    rows: rows.map((r) => [assignmentTypeName(r.assignment_type, language), nameOf(r), r.n, r.median, r.p90]),
    chart: {
      kind: 'bar',
      labels: rows.map((r) => `${assignmentTypeName(r.assignment_type, language)}: ${nameOf(r)}`),
      series: [
        { name: label('median', language), values: rows.map((r) => r.median) },
        { name: label('p90', language), values: rows.map((r) => r.p90) },
      ],
    },
  };
}
