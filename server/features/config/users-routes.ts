import type { Context } from 'hono';
import * as v from 'valibot';
import {
  AdminUsersSchema,
  CreateUserSchema,
  ResetPasswordSchema,
  UpdateUserSchema,
} from '../../../contract/users-admin.ts';
import { requireArea } from '../../access/require-area.ts';
import { findLastChange } from '../../audit/last-change.ts';
import { AppError } from '../../errors.ts';
import { factory, type AppEnv } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { hashPassword, requireSession } from '../auth/index.ts';
import { assertKnownRoles, choicesIn, rolesOf } from '../organisations/index.ts';
import { createUser } from './create-user.ts';
import { lockUser } from './lock-user.ts';
import { newPasswordProblem } from './new-password-problem.ts';
import { resetUserPassword } from './reset-user-password.ts';
import { unlockUser } from './unlock-user.ts';
import { updateUser } from './update-user.ts';
import { adminView, assertKeepsOwnConfigurator, assertMayChangeRoles, mayActOn } from './user-admin.ts';
import { notificationRoutes } from '../notifications/index.ts';
import { findUserOf, isUsernameTaken, listUsers } from '../organisations/index.ts';

type Ctx = Context<AppEnv>;

const UserParams = v.object({ id: IdSchema });

/**
 * /api/config/users: users and roles of the configurator's own organisation; roles come from its
 * catalogue, a code it does not know is refused. The app-wide roles
 * (app configurator, app previewer) are granted and taken away only by an app configurator, who
 * alone acts on a user holding one; nobody can take away their own configurator role or lock
 * themself out. Every change of a user is made on the version its author saw (If-Match).
 */
export function usersRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'config')] as const;
  const userParams = validParams(UserParams, 'error.notFound.user');
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const list = async (c: Ctx) => {
    const rows = await listUsers(deps.db, orgId(c));
    return c.json(
      v.parse(
        AdminUsersSchema,
        rows.map((u) => adminView(u, c.var.auth.user)),
      ),
    );
  };
  /** The list as the answer to a change of one user, with that user's version as its ETag. */
  const listAfter = async (c: Ctx, userId: string) => {
    const user = await findUserOf(deps.db, orgId(c), userId);
    if (user) setVersion(c, user.version);
    return list(c);
  };
  /** The change a request makes to user `id`, once the caller may act on them, on the version they saw (If-Match). */
  const changeOf = async (c: Ctx, id: string) => {
    const user = await findUserOf(deps.db, orgId(c), id);
    if (!user) throw new AppError('not_found', 'error.notFound.user');
    if (!mayActOn(c.var.auth.user, user))
      throw new AppError('forbidden', 'error.users.appWideUserOnlyByAppConfigurator');
    const seen = requireIfMatch(c);
    if (seen !== user.version) throw await staleUser(c, user.id);
    return { actor: actorOf(c), user, seen, now: deps.clock.now() };
  };
  /** 409 with the user as they are now and who changed them last. */
  const staleUser = async (c: Ctx, id: string) => {
    const user = await findUserOf(deps.db, orgId(c), id);
    // The user was found a moment ago; a concurrent change may have removed them since.
    if (!user) return new AppError('not_found', 'error.notFound.user');
    const current = adminView(user, c.var.auth.user);
    return staleVersion(current, user.version, await findLastChange(deps.db, orgId(c), user.username, 'user.'));
  };
  const passwordProblem = (c: Ctx, username: string, password: string) =>
    newPasswordProblem(deps.db, { organisationId: orgId(c), username, password, language: requestLanguage(c) });

  return (
    factory
      .createApp()
      // The signed-in person's own notifications are read and cleared under the same prefix.
      .route('/', notificationRoutes(deps))
      .get('/', ...guard, (c) => list(c))
      .post('/', ...guard, async (c) => {
        const body = await readJson(c, CreateUserSchema);
        await assertKnownRoles(deps.db, orgId(c), choicesIn('roles', body.roles));
        assertMayChangeRoles(c.var.auth.user, [], body.roles);
        if (await isUsernameTaken(deps.db, body.username))
          throw new AppError('conflict', 'error.users.usernameTaken', { field: 'username' });
        const problem = await passwordProblem(c, body.username, body.password);
        if (problem)
          throw new AppError('validation_failed', 'error.password.rule', {
            field: 'password',
            params: { message: problem },
          });
        const passwordHash = await hashPassword(body.password);
        await createUser(deps.db, { actor: actorOf(c), user: body, passwordHash, now: deps.clock.now() });
        return list(c);
      })
      .put('/:id', ...guard, userParams, async (c) => {
        const body = await readJson(c, UpdateUserSchema);
        const change = await changeOf(c, c.req.valid('param').id);
        const roles = [...new Set(body.roles)];
        await assertKnownRoles(deps.db, orgId(c), choicesIn('roles', roles));
        assertMayChangeRoles(c.var.auth.user, rolesOf(change.user), roles);
        assertKeepsOwnConfigurator(c.var.auth.user, change.user, roles);
        if (!(await updateUser(deps.db, { ...change, details: { ...body, roles } })))
          throw await staleUser(c, change.user.id);
        return listAfter(c, change.user.id);
      })
      .post('/:id/lock', ...guard, userParams, async (c) => {
        const change = await changeOf(c, c.req.valid('param').id);
        if (change.user.id === c.var.auth.user.id)
          throw new AppError('validation_failed', 'error.users.cannotLockSelf');
        if (!change.user.locked_at && !(await lockUser(deps.db, change))) throw await staleUser(c, change.user.id);
        return listAfter(c, change.user.id);
      })
      .post('/:id/unlock', ...guard, userParams, async (c) => {
        const change = await changeOf(c, c.req.valid('param').id);
        if (change.user.locked_at && !(await unlockUser(deps.db, change))) throw await staleUser(c, change.user.id);
        return listAfter(c, change.user.id);
      })
      .post('/:id/reset-password', ...guard, userParams, async (c) => {
        const { password } = await readJson(c, ResetPasswordSchema);
        const change = await changeOf(c, c.req.valid('param').id);
        if (change.user.is_external) throw new AppError('validation_failed', 'error.users.externalNoPassword');
        const problem = await passwordProblem(c, change.user.username, password);
        if (problem)
          throw new AppError('validation_failed', 'error.password.rule', {
            field: 'password',
            params: { message: problem },
          });
        const passwordHash = await hashPassword(password);
        if (!(await resetUserPassword(deps.db, { ...change, passwordHash }))) throw await staleUser(c, change.user.id);
        return listAfter(c, change.user.id);
      })
  );
}
