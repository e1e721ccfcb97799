import * as v from 'valibot';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { assignmentDetail, findAssignmentFor } from '../assignments/index.ts';
import { requireSession } from '../auth/index.ts';
import { revokeGuestLink } from './revoke-guest-link.ts';

const AssignmentParams = v.object({ id: IdSchema });

/**
 * /api/assignments/:id/guestLink (mounted with the assignment in its prefix): staff replace an
 * assignment's guest link, and the answer is the assignment as it is now. It lives here rather than
 * with the assignment's other calls because this feature builds on the assignments feature, not the
 * other way round.
 */
export function guestLinkRoutes(deps: Services) {
  // The call names its own middleware, like the assignment's other calls under its prefix.
  const signedIn = requireSession(deps, ['full']);
  const assignmentParam = validParams(AssignmentParams, 'error.notFound.assignment');
  return factory.createApp().post('/revoke', signedIn, assignmentParam, async (c) => {
    const { user } = c.var.auth;
    const assignment = await findAssignmentFor(deps.db, user, c.req.valid('param').id);
    await revokeGuestLink(deps.db, user, assignment, deps.clock.now());
    const current = await findAssignmentFor(deps.db, user, assignment.id);
    return c.json(await assignmentDetail(deps.db, user, current, requestLanguage(c)));
  });
}
