import * as v from 'valibot';
import { hasRole, hasRoleEndingWith, MANAGER_ROLE_SUFFIX, ROLES } from './roles.ts';

/**
 * The reports of the product and who may run them. Each report lives at /reports/{id}; its
 * parameters, table and exports come with the reports issue.
 */
export interface ReportDefinition {
  id: string;
  category: 'claims' | 'performance';
  names: { en: string; ro: string };
  allowed: (roles: readonly string[]) => boolean;
}

const isManagerOrConfigurator = (roles: readonly string[]) =>
  hasRoleEndingWith(roles, MANAGER_ROLE_SUFFIX) || hasRole(roles, ROLES.appConfigurator) || hasRole(roles, ROLES.orgConfigurator);

export const REPORTS: ReportDefinition[] = [
  { id: 'overdue-assignments', category: 'claims', names: { en: 'Overdue assignments', ro: 'Activitati intarziate' }, allowed: () => true },
  { id: 'claims-opened-closed', category: 'claims', names: { en: 'Claims opened and closed per week', ro: 'Dosare deschise si inchise pe saptamana' }, allowed: isManagerOrConfigurator },
  { id: 'time-per-status', category: 'performance', names: { en: 'Time spent per status step', ro: 'Timp petrecut pe fiecare stare' }, allowed: isManagerOrConfigurator },
  { id: 'workload-per-handler', category: 'performance', names: { en: 'Workload per handler', ro: 'Incarcare pe operator' }, allowed: isManagerOrConfigurator },
];

export const REPORT_CATEGORY_NAMES = {
  claims: { en: 'Claims', ro: 'Dosare' },
  performance: { en: 'Performance', ro: 'Performanta' },
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
export const ReportInfoSchema = v.object({ id: v.string(), category: v.string(), name: v.string() });
export type ReportInfo = v.InferOutput<typeof ReportInfoSchema>;
