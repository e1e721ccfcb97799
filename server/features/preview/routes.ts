import * as v from 'valibot';
import type { MenuResponse } from '../../../contract/menu.ts';
import { AvailableRolesSchema, PreviewRolesSchema } from '../../../contract/preview.ts';
import { requireArea } from '../../access/require-area.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { deliverRefreshToken, requireSession } from '../auth/index.ts';
import { appMetadataOf, findOrganisationById } from '../organisations/index.ts';
import { paymentRolesOf } from '../settlement/index.ts';
import { buildMenu } from '../shell/index.ts';
import { assertPreviewable, previewableRoles } from './roles.ts';
import { switchSession } from './switch-session.ts';

/**
 * /api/preview (app previewer). A preview is a session of the previewer's own, showing chosen roles:
 * the server answers every call as those roles would be answered and refuses every change
 * (require-session.ts), so nothing done in a preview can touch real work.
 */
export function previewRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const previewer = [signedIn, requireArea(deps, 'preview')] as const;

  return factory
    .createApp()
    .get('/roles', ...previewer, async (c) =>
      c.json(v.parse(AvailableRolesSchema, await previewableRoles(deps.db, c.var.auth.user.organisation_id))),
    )
    .post('/menu', ...previewer, async (c) => {
      const { roles } = await readJson(c, PreviewRolesSchema);
      const organisationId = c.var.auth.user.organisation_id;
      await assertPreviewable(deps.db, organisationId, roles);
      const org = await findOrganisationById(deps.db, organisationId);
      const paymentRoles = await paymentRolesOf(deps.db, organisationId);
      return c.json({
        entries: buildMenu({ roles, features: appMetadataOf(org), language: requestLanguage(c), paymentRoles }),
      } satisfies MenuResponse);
    })
    .post('/start', ...previewer, async (c) => {
      if (c.var.auth.session.impersonated_by_user_id) throw new AppError('forbidden', 'error.preview.switchBackFirst');
      const { roles } = await readJson(c, PreviewRolesSchema);
      await assertPreviewable(deps.db, c.var.auth.user.organisation_id, roles);
      const next = await switchSession(deps, { session: c.var.auth.session, previewRoles: [...new Set(roles)] });
      const refreshToken = deliverRefreshToken(c, next.refreshToken, next.expiresAt, deps.config.publicOrigin);
      return c.json({ ...next.tokens, refreshToken });
    })
    .post('/end', signedIn, async (c) => {
      if (c.var.auth.session.preview_roles === null)
        throw new AppError('validation_failed', 'error.preview.notAPreview');
      const next = await switchSession(deps, { session: c.var.auth.session, previewRoles: undefined });
      const refreshToken = deliverRefreshToken(c, next.refreshToken, next.expiresAt, deps.config.publicOrigin);
      return c.json({ ...next.tokens, refreshToken });
    });
}
