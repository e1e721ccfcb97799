import type { Context } from 'hono';
import * as v from 'valibot';
import { NewRoleSchema, RoleCodeSchema, RoleNamesSchema } from '../../../contract/role-catalogue.ts';
import { isBuiltInRole } from '../../../contract/roles.ts';
import { requireArea } from '../../access/require-area.ts';
import { findLastChange } from '../../audit/last-change.ts';
import { AppError } from '../../errors.ts';
import { factory, type AppEnv } from '../../http/app-env.ts';
import { validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { findOwnRole, roleCatalogueOf } from '../organisations/index.ts';
import { addRole } from './add-role.ts';
import { renameRole } from './rename-role.ts';

type Ctx = Context<AppEnv>;

const RoleParams = v.object({ code: RoleCodeSchema });

/**
 * /api/config/roles: the roles the organisation knows, each named in both languages. Everyone
 * signed in reads them (pages show roles by name); a configurator adds the organisation's own and
 * renames them, on the version they saw. The product's roles keep the names it gives them.
 */
export function roleCatalogueRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const configurator = [signedIn, requireArea(deps, 'config')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const catalogue = async (c: Ctx) => c.json(await roleCatalogueOf(deps.db, orgId(c)));
  const notFound = (code: string) => new AppError('not_found', 'error.notFound.role', { params: { role: code } });

  return factory
    .createApp()
    .get('/', signedIn, (c) => catalogue(c))
    .post('/', ...configurator, async (c) => {
      const role = await readJson(c, NewRoleSchema);
      await addRole(deps.db, { actor: actorOf(c), role, now: deps.clock.now() });
      return c.json(await roleCatalogueOf(deps.db, orgId(c)), 201);
    })
    .put('/:code', ...configurator, validParams(RoleParams, 'error.notFound.role'), async (c) => {
      const { code } = c.req.valid('param');
      const names = await readJson(c, RoleNamesSchema);
      if (isBuiltInRole(code)) throw new AppError('forbidden', 'error.role.builtIn', { params: { role: code } });
      const seen = requireIfMatch(c);
      if (!(await findOwnRole(deps.db, orgId(c), code))) throw notFound(code);
      if (!(await renameRole(deps.db, { actor: actorOf(c), code, names, seen, now: deps.clock.now() }))) {
        const now = await findOwnRole(deps.db, orgId(c), code);
        if (!now) throw notFound(code);
        throw staleVersion(now, now.version, await findLastChange(deps.db, orgId(c), code, 'role.'));
      }
      const renamed = await findOwnRole(deps.db, orgId(c), code);
      if (renamed) setVersion(c, renamed.version);
      return catalogue(c);
    });
}
