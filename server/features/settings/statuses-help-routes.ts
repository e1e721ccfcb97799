import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import { ASSIGNMENT_TYPE_NAMES, ASSIGNMENT_TYPES, type AssignmentType } from '../../../contract/assignments.ts';
import { UpdateStatusHelpSchema, type StatusesHelp } from '../../../contract/statuses-help.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { requireArea } from '../../access/require-area.ts';
import { actorOf } from '../../http/request-context.ts';
import { transitionsOfOrganisation } from '../assignments/index.ts';
import { audit } from '../../audit/audit.ts';
import { bumpStatusHelpVersion, findStatusHelp, writeIfCurrent } from './bump-version.ts';
import { findLastChange } from '../../audit/last-change.ts';

type Ctx = Context<AppEnv>;

/**
 * The statuses' help texts (spec.md: config/statuses/help, org help admin), every change audited
 * and made only on the version its author saw (If-Match).
 */
export function statusesHelpRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const helpAdmin = requireArea(deps, 'help');
  const list = async (c: Ctx): Promise<StatusesHelp> => {
    const rows = await deps.db
      .selectFrom('assignment_statuses')
      .selectAll()
      .where('organisation_id', '=', c.var.auth.user.organisation_id)
      .orderBy('assignment_type')
      .orderBy('sort')
      .execute();
    const language = requestLanguage(c);
    const transitions = await transitionsOfOrganisation(deps.db, c.var.auth.user.organisation_id);
    return ASSIGNMENT_TYPES.map((type) => ({
      assignment_type: type,
      type_name: ASSIGNMENT_TYPE_NAMES[type][language],
      statuses: rows
        .filter((r) => r.assignment_type === type)
        .map((r) => ({
          code: r.code,
          name_en: r.name_en,
          name_ro: r.name_ro,
          color: r.color,
          is_final: r.is_final === 1,
          help_en: r.help_en,
          help_ro: r.help_ro,
          version: r.help_version ?? 1,
          next_codes: transitions.get(`${type}/${r.code}`) ?? [],
        })),
    }));
  };
  return new Hono<AppEnv>()
    .get('/config/statuses', signedIn, helpAdmin, async (c) => c.json((await list(c)) satisfies StatusesHelp))
    .put('/config/statuses/:type/:code/help', signedIn, helpAdmin, async (c) => {
      const body = await readJson(c, UpdateStatusHelpSchema);
      const { user } = c.var.auth;
      const type = c.req.param('type') as AssignmentType;
      const code = c.req.param('code');
      const where = { organisation_id: user.organisation_id, assignment_type: type, code };
      const current = await findStatusHelp(deps.db, where);
      if (!current) throw new AppError('not_found', 'There is no such status.');
      const seen = requireIfMatch(c);
      const now = deps.clock.now();
      const applied = await writeIfCurrent(
        deps.db,
        (trx) => bumpStatusHelpVersion(trx, where, seen),
        async (trx) => {
          const before = await findStatusHelp(trx, where);
          await trx
            .updateTable('assignment_statuses')
            .set(body)
            .where('organisation_id', '=', user.organisation_id)
            .where('assignment_type', '=', type)
            .where('code', '=', code)
            .execute();
          await audit(
            trx,
            actorOf(c),
            {
              action: 'status.help.update',
              target: `${type}/${code}`,
              before: { help_en: before?.help_en, help_ro: before?.help_ro },
              after: body,
            },
            now,
          );
        },
      );
      const fresh = (await list(c)).find((t) => t.assignment_type === type)!.statuses.find((s) => s.code === code)!;
      if (!applied)
        throw staleVersion(
          fresh,
          fresh.version,
          await findLastChange(deps.db, user.organisation_id, `${type}/${code}`, 'status.help.'),
        );
      setVersion(c, fresh.version);
      return c.json((await list(c)) satisfies StatusesHelp);
    });
}
