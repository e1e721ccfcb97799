import type { Context } from 'hono';
import * as v from 'valibot';
import { DocTypeQuerySchema, RequestDocumentsSchema } from '../../../contract/documents.ts';
import { type AppEnv, factory } from '../../http/app-env.ts';
import { IdSchema, validParams, validQuery } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { limitUpload, readUpload, requestDocuments, storeUpload, type DocumentStorage } from '../documents/index.ts';
import { assignmentDetail } from './detail.ts';
import { findAssignmentFor } from './repository.ts';
import { trackerLinksOf } from '../tracker/index.ts';

const AssignmentParams = v.object({ id: IdSchema });

/**
 * /api/assignments/:id (mounted with the assignment in its prefix): staff upload an assignment's
 * documents and ask for them. Each answers with the assignment as it is now. Replacing the guest
 * link, under the same prefix, is the guests feature's (guests/link-routes.ts).
 */
export function assignmentDocumentRoutes(deps: Services & { storage: DocumentStorage }) {
  // Each call names its own middleware: one for the whole prefix would also run on every other
  // call under /api/assignments/:id/ that the assignments router answers.
  const signedIn = requireSession(deps, ['full']);
  const assignmentParam = validParams(AssignmentParams, 'error.notFound.assignment');
  const answerDetail = async (c: Context<AppEnv>, id: string) => {
    const { user } = c.var.auth;
    return c.json(
      await assignmentDetail(deps.db, user, await findAssignmentFor(deps.db, user, id), requestLanguage(c)),
    );
  };
  return factory
    .createApp()
    .post('/documents', signedIn, limitUpload, assignmentParam, validQuery(DocTypeQuerySchema), async (c) => {
      const assignment = await findAssignmentFor(deps.db, c.var.auth.user, c.req.valid('param').id);
      const upload = await readUpload(c);
      const uploader = { kind: 'staff', actor: actorOf(c) } as const;
      const docType = c.req.valid('query').doc_type;
      await storeUpload(deps, { assignment, ...upload, docType, uploader, now: deps.clock.now() });
      return answerDetail(c, assignment.id);
    })
    .post('/documentRequests', signedIn, assignmentParam, async (c) => {
      const body = await readJson(c, RequestDocumentsSchema);
      const assignment = await findAssignmentFor(deps.db, c.var.auth.user, c.req.valid('param').id);
      const { doc_type_names: names, due_date: due } = body;
      const told = { db: deps.db, trackerLink: trackerLinksOf(deps.config) };
      await requestDocuments(told, actorOf(c), assignment, names, deps.clock.now(), due);
      return answerDetail(c, assignment.id);
    });
}
