import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Tokens } from '../../../contract/auth.ts';
import type { MenuResponse } from '../../../contract/menu.ts';
import { AvailableRolesSchema, PreviewRolesSchema } from '../../../contract/preview.ts';
import { KNOWN_ROLES } from '../../../contract/users-admin.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { issueTokens } from '../auth/index.ts';
import { deliverRefreshToken } from '../auth/index.ts';
import { requireSession } from '../auth/index.ts';
import { createSession, revokeSession } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById, findUserById, rolesOf } from '../auth/index.ts';
import { buildMenu } from '../shell/index.ts';
import { requireArea } from '../../access/require-area.ts';

type Ctx = Context<AppEnv>;

/**
 * /preview (app previewer). A preview is a session of the previewer's own, showing chosen roles:
 * the server answers every call as those roles would be answered and refuses every change
 * (require-session.ts), so nothing done in a preview can touch real work.
 */
export function previewRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const previewer = [signedIn, requireArea(deps, 'preview')] as const;

  /** Replaces the caller's session by a new one (same end, same one-time-password state). */
  async function switchSession(c: Ctx, previewRoles: string[] | undefined): Promise<Tokens> {
    const { session } = c.var.auth;
    const now = deps.clock.now();
    const user = await findUserById(deps.db, session.user_id);
    if (!user) throw new AppError('unauthorized', 'Sign in to continue.');
    await revokeSession(deps.db, session.id, now, previewRoles ? 'preview started' : 'preview ended');
    const next = await createSession(deps.db, {
      userId: user.id,
      impersonatedBy: null,
      otpVerified: session.otp_verified === 1,
      now,
      expiresAt: new Date(session.expires_at),
      ...(previewRoles ? { previewRoles } : {}),
    });
    const tokens = await issueTokens(deps, next.session, next.refreshToken, user);
    return {
      ...tokens,
      refreshToken: deliverRefreshToken(c, next.refreshToken, next.session.expires_at, deps.config.publicOrigin),
    };
  }

  return new Hono<AppEnv>()
    .get('/preview/roles', ...previewer, async (c) => {
      const users = await deps.db
        .selectFrom('users')
        .select('roles')
        .where('organisation_id', '=', c.var.auth.user.organisation_id)
        .execute();
      const inUse = users.flatMap(rolesOf);
      return c.json(v.parse(AvailableRolesSchema, [...new Set([...KNOWN_ROLES, ...inUse])].sort()));
    })
    .post('/preview/menu', ...previewer, async (c) => {
      const { roles } = await readJson(c, PreviewRolesSchema);
      const org = await findOrganisationById(deps.db, c.var.auth.user.organisation_id);
      return c.json({
        entries: buildMenu({ roles, features: appMetadataOf(org), language: requestLanguage(c) }),
      } satisfies MenuResponse);
    })
    .post('/preview/start', ...previewer, async (c) => {
      if (c.var.auth.session.impersonated_by_user_id)
        throw new AppError('forbidden', 'Switch back to yourself before starting a preview.');
      const { roles } = await readJson(c, PreviewRolesSchema);
      return c.json(await switchSession(c, [...new Set(roles)]));
    })
    .post('/preview/end', signedIn, async (c) => {
      if (c.var.auth.session.preview_roles === null)
        throw new AppError('validation_failed', 'This session is not a preview.');
      return c.json(await switchSession(c, undefined));
    });
}
