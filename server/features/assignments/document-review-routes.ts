import * as v from 'valibot';
import { ReviewDocumentSchema } from '../../../contract/documents.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { findDocumentFor, reviewDocument } from '../documents/index.ts';
import { assignmentDetail } from './detail.ts';
import { findAssignmentFor } from './repository.ts';

const DocumentParams = v.object({ id: IdSchema });

/**
 * /api/documents/:id/review: staff accept or reject what arrived for a document, and the answer is
 * its assignment as it is now. The documents router answers the rest of /api/documents; this call
 * lives here because it answers with the assignment, which the documents feature sits below.
 */
export function documentReviewRoutes(deps: Services) {
  // The call names its own middleware: app.ts mounts this router before the documents router, whose
  // session check for its whole prefix then never runs for this call, so the session is checked once.
  return factory
    .createApp()
    .post(
      '/:id/review',
      requireSession(deps, ['full']),
      validParams(DocumentParams, 'error.notFound.document'),
      async (c) => {
        const body = await readJson(c, ReviewDocumentSchema);
        const { user } = c.var.auth;
        const found = await findDocumentFor(deps.db, user.organisation_id, c.req.valid('param').id);
        await reviewDocument(deps.db, actorOf(c), found, body, deps.clock.now());
        const assignment = await findAssignmentFor(deps.db, user, found.assignment.id);
        return c.json(await assignmentDetail(deps.db, user, assignment, requestLanguage(c)));
      },
    );
}
