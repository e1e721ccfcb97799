import * as v from 'valibot';
import { ASSIGNMENT_TYPES } from '../../../contract/assignments.ts';
import { UpdateStatusHelpSchema, type StatusesHelp } from '../../../contract/statuses-help.ts';
import { requireArea } from '../../access/require-area.ts';
import { findLastChange } from '../../audit/last-change.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { findStatusHelp } from '../assignments/index.ts';
import { changeStatusHelp, listStatusesHelp } from './statuses-help.ts';

const StatusParams = v.object({ type: v.picklist(ASSIGNMENT_TYPES), code: IdSchema });

/**
 * /api/config/statuses (the organisation's help admin): the statuses' help texts, every change
 * audited and made only on the version its author saw (If-Match).
 */
export function statusesHelpRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'help')] as const;
  return factory
    .createApp()
    .get('/', ...guard, async (c) =>
      c.json(
        (await listStatusesHelp(deps.db, c.var.auth.user.organisation_id, requestLanguage(c))) satisfies StatusesHelp,
      ),
    )
    .put('/:type/:code/help', ...guard, validParams(StatusParams, 'error.notFound.status'), async (c) => {
      const help = await readJson(c, UpdateStatusHelpSchema);
      const { type, code } = c.req.valid('param');
      const organisationId = c.var.auth.user.organisation_id;
      const status = { organisation_id: organisationId, assignment_type: type, code };
      if (!(await findStatusHelp(deps.db, status))) throw new AppError('not_found', 'error.notFound.status');
      const seen = requireIfMatch(c);
      const applied = await changeStatusHelp(deps.db, { actor: actorOf(c), status, seen, help, now: deps.clock.now() });
      const all = await listStatusesHelp(deps.db, organisationId, requestLanguage(c));
      // The status was found above; a concurrent change may have removed it since.
      const fresh = all.find((t) => t.assignment_type === type)?.statuses.find((s) => s.code === code);
      if (!fresh) throw new AppError('not_found', 'error.notFound.status');
      if (!applied)
        throw staleVersion(
          fresh,
          fresh.version,
          await findLastChange(deps.db, organisationId, `${type}/${code}`, 'status.help.'),
        );
      setVersion(c, fresh.version);
      return c.json(all satisfies StatusesHelp);
    });
}
