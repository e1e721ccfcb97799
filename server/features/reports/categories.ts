import type { Language } from '../../../contract/languages.ts';
import { REPORT_CATEGORY_NAMES, REPORTS, type ReportList } from '../../../contract/reports.ts';

/** The reports a user may run, grouped by category, named in the request's language. */
export function reportCategories(context: { roles: readonly string[]; language: Language }): ReportList {
  const allowed = REPORTS.filter((r) => r.allowed(context.roles));
  return (Object.keys(REPORT_CATEGORY_NAMES) as (keyof typeof REPORT_CATEGORY_NAMES)[])
    .map((category) => ({
      id: category,
      name: REPORT_CATEGORY_NAMES[category][context.language],
      reports: allowed
        .filter((r) => r.category === category)
        .map((r) => ({ id: r.id, name: r.names[context.language], href: `/reports/${r.id}` })),
    }))
    .filter((category) => category.reports.length > 0);
}
