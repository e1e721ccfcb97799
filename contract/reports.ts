import * as v from 'valibot';
import { ASSIGNMENT_TYPES } from './assignments.ts';
import { dayField } from './fields.ts';
import { hasRole, hasRoleEndingWith, MANAGER_ROLE_SUFFIX, ROLES } from './roles.ts';

/**
 * The reports of the product and who may run them. Each report lives at /reports/{id} and takes
 * the same parameters (period, organisation unit, assignment type); its answer is a table whose
 * chart plots one column against the first, and exports as CSV or XLSX.
 */
export interface ReportDefinition {
  id: string;
  category: 'claims' | 'performance';
  names: { en: string; ro: string };
  allowed: (roles: readonly string[]) => boolean;
}

const isManagerOrConfigurator = (roles: readonly string[]) =>
  hasRoleEndingWith(roles, MANAGER_ROLE_SUFFIX) ||
  hasRole(roles, ROLES.appConfigurator) ||
  hasRole(roles, ROLES.orgConfigurator);

export const REPORTS: ReportDefinition[] = [
  {
    id: 'overdue-assignments',
    category: 'claims',
    names: { en: 'Overdue assignments', ro: 'Activități întârziate' },
    allowed: () => true,
  },
  {
    id: 'claims-opened-closed',
    category: 'claims',
    names: { en: 'Claims opened and closed per week', ro: 'Dosare deschise și închise pe săptămână' },
    allowed: isManagerOrConfigurator,
  },
  {
    id: 'time-per-status',
    category: 'performance',
    names: { en: 'Time spent per status step', ro: 'Timp petrecut pe fiecare stare' },
    allowed: isManagerOrConfigurator,
  },
  {
    id: 'open-reserves',
    category: 'claims',
    names: {
      en: 'Open reserves by handler, product and age',
      ro: 'Rezerve deschise pe responsabil, produs și vechime',
    },
    allowed: isManagerOrConfigurator,
  },
  {
    id: 'legal-deadlines',
    category: 'performance',
    names: { en: 'Legal deadlines met per month', ro: 'Termene legale respectate pe lună' },
    allowed: isManagerOrConfigurator,
  },
  {
    id: 'deadline-breaches',
    category: 'performance',
    names: { en: 'Legal deadlines breached', ro: 'Termene legale depășite' },
    allowed: isManagerOrConfigurator,
  },
  {
    id: 'workload-per-handler',
    category: 'performance',
    names: { en: 'Workload per handler', ro: 'Încărcare pe operator' },
    allowed: isManagerOrConfigurator,
  },
];

export const REPORT_CATEGORY_NAMES = {
  claims: { en: 'Claims', ro: 'Dosare' },
  performance: { en: 'Performance', ro: 'Performanță' },
} as const;

/** GET /api/reports/browse: the categories and reports the caller may run. */
export const ReportListSchema = v.array(
  v.object({
    id: v.string(),
    name: v.string(),
    reports: v.array(v.object({ id: v.string(), name: v.string(), href: v.string() })),
  }),
);
export type ReportList = v.InferOutput<typeof ReportListSchema>;

/** GET /api/reports/{id}: one report's description, for its page. */
const ReportInfoSchema = v.object({ id: v.string(), category: v.string(), name: v.string() });
export type ReportInfo = v.InferOutput<typeof ReportInfoSchema>;

/** The longest period one report covers: two years of weeks stays a readable table. */
const REPORT_MAX_DAYS = 731;

export const ReportParamsSchema = v.pipe(
  v.object({
    from: dayField(),
    to: dayField(),
    /** The organisation unit (work group); empty for the whole organisation. */
    group: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{0,40}$/, 'error.report.group')), ''),
    type: v.optional(v.union([v.literal(''), v.picklist(ASSIGNMENT_TYPES)], 'error.report.type'), ''),
  }),
  v.forward(
    v.check((p) => p.from <= p.to, 'error.report.periodOrder'),
    ['to'],
  ),
  v.forward(
    v.check((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 <= REPORT_MAX_DAYS, 'error.report.tooManyDays'),
    ['to'],
  ),
);
export type ReportParams = v.InferOutput<typeof ReportParamsSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

const ReportColumnSchema = v.object({
  key: v.string(),
  label: v.string(),
  /** money: whole bani, shown and exported as lei; date: YYYY-MM-DD and month: YYYY-MM, shown as the product writes dates. */
  kind: v.picklist(['text', 'number', 'hours', 'money', 'percent', 'date', 'month']),
});
export const ReportResultSchema = v.object({
  id: v.string(),
  name: v.string(),
  params: v.object({ from: v.string(), to: v.string(), group: v.string(), type: v.string() }),
  columns: v.array(ReportColumnSchema),
  rows: v.array(v.array(v.union([v.string(), v.number(), v.null()]))),
  /**
   * Where a cell leads, row by row and column by column (null for none): an assignment's number to
   * its page, a count of assignments to the worklist narrowed to them. Not exported.
   */
  links: v.optional(v.array(v.array(v.nullable(v.string())))),
  /** The chart: labels along the axis and one or more series of values, as bars or lines over time. */
  chart: v.object({
    kind: v.picklist(['bar', 'line']),
    labels: v.array(v.string()),
    /** What the labels are: days and months are shown as the product writes them. */
    labels_kind: v.optional(v.picklist(['text', 'date', 'month'])),
    series: v.array(v.object({ name: v.string(), values: v.array(v.number()) })),
  }),
  /** The table shows at most this many rows; the export has them all. */
  truncated: v.boolean(),
  /** The organisation units the caller may choose, for the parameter form. */
  groups: v.array(v.string()),
});
export type ReportResult = v.InferOutput<typeof ReportResultSchema>;
