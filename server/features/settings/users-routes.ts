import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { newPasswordError, newPasswordSchema } from '../../../contract/password-policy.ts';
import { hasRole, ROLES } from '../../../contract/roles.ts';
import {
  AdminUsersSchema,
  APP_WIDE_ROLES,
  CreateUserSchema,
  ResetPasswordSchema,
  UpdateUserSchema,
  type AdminUser,
  type UpdateUser,
} from '../../../contract/users-admin.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import { requestLanguage, translate } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { hashPassword } from '../auth/index.ts';
import { requireSession } from '../auth/index.ts';
import { testRuleSafely } from '../auth/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById, rolesOf, type UserRow } from '../auth/index.ts';
import { actorOf } from '../../http/request-context.ts';
import { idParam } from '../../http/params.ts';
import { requireArea } from '../../access/require-area.ts';
import { audit } from '../../audit/audit.ts';
import { bumpUserVersion, writeIfCurrent } from './bump-version.ts';
import { findLastChange } from '../../audit/last-change.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as v from 'valibot';

type Ctx = Context<AppEnv>;

const CONFIGURATOR_ROLES: readonly string[] = [ROLES.appConfigurator, ROLES.orgConfigurator];

const holdsAppWideRole = (u: UserRow) => rolesOf(u).some((r) => APP_WIDE_ROLES.includes(r));

/** Only an app configurator acts on a user who holds an app-wide role: nobody else can take such an account over. */
const mayActOn = (actor: UserRow, target: UserRow) =>
  hasRole(rolesOf(actor), ROLES.appConfigurator) || !holdsAppWideRole(target);

const adminView = (u: UserRow, actor: UserRow): AdminUser => ({
  id: u.id,
  username: u.username,
  full_name: u.full_name,
  email: u.email,
  language: u.language,
  roles: rolesOf(u),
  work_group: u.work_group,
  locked: u.locked_at !== null,
  is_external: u.is_external === 1,
  is_default_pass: u.is_default_pass === 1,
  version: u.version,
  manageable: mayActOn(actor, u),
});

/** What an audit entry keeps of a user: never the password hash. */
const audited = (u: Pick<AdminUser, 'full_name' | 'email' | 'language' | 'roles' | 'work_group'>) => ({
  full_name: u.full_name,
  email: u.email,
  language: u.language,
  roles: u.roles,
  work_group: u.work_group,
});

/**
 * Users and roles of the configurator's own organisation. The app-wide roles (app configurator,
 * app previewer) are granted and taken away only by an app configurator, who alone acts on a user
 * holding one; nobody can take away their own configurator role or lock themself out. Every change
 * of a user is made on the version its author saw (If-Match).
 */
export function usersRoutes(deps: Services) {
  const guard = [requireSession(deps, ['full']), requireArea(deps, 'config')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const list = async (c: Ctx) => {
    const rows = await deps.db
      .selectFrom('users')
      .selectAll()
      .where('organisation_id', '=', orgId(c))
      .orderBy('username')
      .execute();
    return c.json(
      v.parse(
        AdminUsersSchema,
        rows.map((u) => adminView(u, c.var.auth.user)),
      ),
    );
  };
  /** The list as the answer to a change of one user, with that user's version as its ETag. */
  const listAfter = async (c: Ctx, userId: string) => {
    const user = await findUser(c, userId);
    if (user) setVersion(c, user.version);
    return list(c);
  };
  const findUser = (c: Ctx, id: string) =>
    deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('organisation_id', '=', orgId(c))
      .executeTakeFirst();
  /** The user a change is about, once the caller may act on them; with the version the caller saw (If-Match). */
  const userOf = async (c: Ctx) => {
    const user = await findUser(c, idParam(c, 'id', 'user'));
    if (!user) throw new AppError('not_found', 'There is no such user.');
    if (!mayActOn(c.var.auth.user, user))
      throw new AppError('forbidden', 'Only an app configurator changes a user who holds an app-wide role.');
    const seen = requireIfMatch(c);
    if (seen !== user.version) throw await staleUser(c, user.id);
    return { user, seen };
  };
  const staleUser = async (c: Ctx, id: string) => {
    const user = (await findUser(c, id))!;
    const current = adminView(user, c.var.auth.user);
    return staleVersion(current, user.version, await findLastChange(deps.db, orgId(c), user.username, 'user.'));
  };
  /** Writes a change of one user in one transaction, only if nobody changed the user since the caller read them. */
  const changeUser = async (c: Ctx, user: UserRow, seen: number, write: (trx: Kysely<Database>) => Promise<void>) => {
    if (!(await writeIfCurrent(deps.db, (trx) => bumpUserVersion(trx, user.id, seen), write)))
      throw await staleUser(c, user.id);
  };
  const checkRoles = (c: Ctx, before: string[], after: string[]) => {
    const mine = rolesOf(c.var.auth.user);
    const changed = [...before.filter((r) => !after.includes(r)), ...after.filter((r) => !before.includes(r))];
    if (!hasRole(mine, ROLES.appConfigurator) && changed.some((r) => APP_WIDE_ROLES.includes(r))) {
      throw new AppError('forbidden', 'Only an app configurator grants or removes the app-wide roles.');
    }
  };
  const passwordProblem = async (c: Ctx, username: string, password: string) => {
    const org = await findOrganisationById(deps.db, orgId(c));
    const policy = appMetadataOf(org).credentials.password_policy;
    const message = translate(requestLanguage(c), 'password.error.minLength', { n: policy.min_length });
    return newPasswordError(
      newPasswordSchema(policy, { username, orgName: org.name }, message, testRuleSafely),
      password,
    );
  };
  const now = () => deps.clock.now();

  return new Hono<AppEnv>()
    .get('/config/users', ...guard, list)
    .post('/config/users', ...guard, async (c) => {
      const body = await readJson(c, CreateUserSchema);
      checkRoles(c, [], body.roles);
      if (await deps.db.selectFrom('users').select('id').where('username', '=', body.username).executeTakeFirst()) {
        throw new AppError('conflict', 'username: that username is taken.');
      }
      const problem = await passwordProblem(c, body.username, body.password);
      if (problem) throw new AppError('validation_failed', `password: ${problem}`);
      const id = randomUUID();
      const hash = await hashPassword(body.password);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id,
            organisation_id: orgId(c),
            username: body.username,
            full_name: body.full_name,
            email: body.email,
            language: body.language,
            password_hash: hash,
            created_at: now().toISOString(),
            roles: JSON.stringify([...new Set(body.roles)]),
            work_group: body.work_group,
            // The first password is known to the configurator: it must be replaced at sign-in.
            is_default_pass: 1,
          })
          .execute();
        await audit(
          trx,
          actorOf(c),
          { action: 'user.create', target: body.username, before: null, after: audited(body) },
          now(),
        );
      });
      return list(c);
    })
    .put('/config/users/:id', ...guard, async (c) => {
      const body: UpdateUser = await readJson(c, UpdateUserSchema);
      const { user, seen } = await userOf(c);
      const roles = [...new Set(body.roles)];
      checkRoles(c, rolesOf(user), roles);
      if (user.id === c.var.auth.user.id && !roles.some((r) => CONFIGURATOR_ROLES.includes(r))) {
        throw new AppError('validation_failed', 'roles: you cannot take away your own configurator role.');
      }
      await changeUser(c, user, seen, async (trx) => {
        await trx
          .updateTable('users')
          .set({
            full_name: body.full_name,
            email: body.email,
            language: body.language,
            roles: JSON.stringify(roles),
            work_group: body.work_group,
          })
          .where('id', '=', user.id)
          .execute();
        await audit(
          trx,
          actorOf(c),
          {
            action: 'user.update',
            target: user.username,
            before: audited(adminView(user, c.var.auth.user)),
            after: audited({ ...body, roles }),
          },
          now(),
        );
      });
      return listAfter(c, user.id);
    })
    .post('/config/users/:id/lock', ...guard, async (c) => {
      const { user, seen } = await userOf(c);
      if (user.id === c.var.auth.user.id) throw new AppError('validation_failed', 'You cannot lock your own account.');
      if (!user.locked_at) {
        await changeUser(c, user, seen, async (trx) => {
          await trx
            .updateTable('users')
            .set({ locked_at: now().toISOString(), lock_reason: 'locked by a configurator' })
            .where('id', '=', user.id)
            .execute();
          await revokeUserSessions(trx, user.id, now(), 'account locked');
          await audit(
            trx,
            actorOf(c),
            { action: 'user.lock', target: user.username, before: { locked: false }, after: { locked: true } },
            now(),
          );
        });
      }
      return listAfter(c, user.id);
    })
    .post('/config/users/:id/unlock', ...guard, async (c) => {
      const { user, seen } = await userOf(c);
      if (user.locked_at) {
        await changeUser(c, user, seen, async (trx) => {
          await trx
            .updateTable('users')
            .set({ locked_at: null, lock_reason: null })
            .where('id', '=', user.id)
            .execute();
          await trx.deleteFrom('login_throttle').where('username', '=', user.username).execute();
          await audit(
            trx,
            actorOf(c),
            { action: 'user.unlock', target: user.username, before: { locked: true }, after: { locked: false } },
            now(),
          );
        });
      }
      return listAfter(c, user.id);
    })
    .post('/config/users/:id/reset-password', ...guard, async (c) => {
      const { password } = await readJson(c, ResetPasswordSchema);
      const { user, seen } = await userOf(c);
      if (user.is_external)
        throw new AppError(
          'validation_failed',
          'This user signs in through their organisation and has no password here.',
        );
      const problem = await passwordProblem(c, user.username, password);
      if (problem) throw new AppError('validation_failed', `password: ${problem}`);
      const hash = await hashPassword(password);
      await changeUser(c, user, seen, async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, is_default_pass: 1, password_changed_at: now().toISOString() })
          .where('id', '=', user.id)
          .execute();
        await revokeUserSessions(trx, user.id, now(), 'password reset');
        // The hash is never audited: only that a reset happened.
        await audit(
          trx,
          actorOf(c),
          { action: 'user.reset-password', target: user.username, before: null, after: { is_default_pass: true } },
          now(),
        );
      });
      return listAfter(c, user.id);
    });
}
