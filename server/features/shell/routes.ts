import type { AppEnv } from '../../http/app-env.ts';
import { Hono } from 'hono';
import { REPORTS, type ReportInfo, type ReportList } from '../../../contract/reports.ts';
import { AppError } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { rolesOf } from '../auth/index.ts';
import { reportCategories } from './menu.ts';
import { requireArea } from '../../access/require-area.ts';

/** The reports the caller may run, listed and named, for fully signed-in staff. */
export function shellRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  return new Hono<AppEnv>()
    .get('/reports/browse', signedIn, (c) => {
      const { user } = c.var.auth;
      return c.json(reportCategories({ roles: rolesOf(user), language: requestLanguage(c) }) satisfies ReportList);
    })
    .get('/reports/:id', signedIn, requireArea(deps, 'reports'), (c) => {
      const report = REPORTS.find((r) => r.id === c.req.param('id'));
      if (!report) throw new AppError('not_found', 'There is no such report.');
      if (!report.allowed(rolesOf(c.var.auth.user)))
        throw new AppError('forbidden', 'Your roles do not give access to this report.');
      return c.json({
        id: report.id,
        category: report.category,
        name: report.names[requestLanguage(c)],
      } satisfies ReportInfo);
    });
}
