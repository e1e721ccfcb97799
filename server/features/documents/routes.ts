import type { AppEnv } from '../../http/app-env.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { RequestDocumentsSchema, ReviewDocumentSchema } from '../../../contract/documents.ts';
import { GUEST_LINK_DAYS } from '../../../contract/guest.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { mayChange } from '../assignments/index.ts';
import { actorOf } from '../../http/request-context.ts';
import { idParam } from '../../http/params.ts';
import { assignmentDetail } from '../assignments/index.ts';
import { findAssignmentFor } from '../assignments/index.ts';
import type { CaseTokens } from '../tracker/index.ts';
import { findDocumentFor, requestDocuments, reviewDocument, storeUpload } from './documents.ts';
import { limitUpload, readUpload } from './read-upload.ts';
import type { DocumentStorage } from './storage.ts';

type Ctx = Context<AppEnv>;
/** Documents: staff upload, ask for, review and download them; the tracker's request buttons upload. */
export function documentRoutes(deps: Services & { storage: DocumentStorage; caseTokens: CaseTokens }) {
  const signedIn = requireSession(deps, ['full']);
  const now = () => deps.clock.now();
  const assignmentOf = (c: Ctx) => findAssignmentFor(deps.db, c.var.auth.user, idParam(c, 'id', 'assignment'));
  const detail = async (c: Ctx, assignmentId: string) =>
    c.json(
      await assignmentDetail(
        deps.db,
        c.var.auth.user,
        await findAssignmentFor(deps.db, c.var.auth.user, assignmentId),
        requestLanguage(c),
      ),
    );

  return new Hono<AppEnv>()
    .post('/assignments/:id/documents', signedIn, limitUpload, async (c) => {
      const assignment = await assignmentOf(c);
      const upload = await readUpload(c);
      await storeUpload(deps, { assignment, ...upload, uploader: { kind: 'staff', actor: actorOf(c) }, now: now() });
      return detail(c, assignment.id);
    })
    .post('/assignments/:id/documentRequests', signedIn, async (c) => {
      const body = await readJson(c, RequestDocumentsSchema);
      const assignment = await assignmentOf(c);
      await requestDocuments(deps.db, actorOf(c), assignment, body.doc_type_names, now());
      return detail(c, assignment.id);
    })
    .post('/assignments/:id/guestLink/revoke', signedIn, async (c) => {
      const assignment = await assignmentOf(c);
      if (!mayChange(c.var.auth.user, assignment))
        throw new AppError('forbidden', 'Only the assignee, their group or a manager can replace the guest link.');
      // A new key: the old link and every guest context made from it stop working.
      const expires = new Date(now().getTime() + GUEST_LINK_DAYS * 86_400_000).toISOString();
      await deps.db
        .updateTable('assignments')
        .set({ guest_key: randomBytes(16).toString('base64url'), guest_key_expires_at: expires })
        .where('id', '=', assignment.id)
        .execute();
      return detail(c, assignment.id);
    })
    .get('/documents/:id/file', signedIn, async (c) => {
      const { document } = await findDocumentFor(
        deps.db,
        c.var.auth.user.organisation_id,
        idParam(c, 'id', 'document'),
      );
      const bytes = document.storage_key ? await deps.storage.get(document.storage_key) : null;
      if (!bytes) throw new AppError('not_found', 'This document has no file yet.');
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': document.content_type ?? 'application/octet-stream',
        // Always a download, never rendered in our origin.
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.file_name ?? 'document')}`,
      });
    })
    .post('/documents/:id/review', signedIn, async (c) => {
      const body = await readJson(c, ReviewDocumentSchema);
      const found = await findDocumentFor(deps.db, c.var.auth.user.organisation_id, idParam(c, 'id', 'document'));
      await reviewDocument(deps.db, actorOf(c), found, body, now());
      return detail(c, found.assignment.id);
    })
    .post('/tracker/documents/:request_key', limitUpload, async (c) => {
      const token = bearerToken(c);
      const caseId = token ? await deps.caseTokens.verify(token) : null;
      if (!caseId) throw new AppError('unauthorized', 'Enter the access code again to send documents.');
      const request = await deps.db
        .selectFrom('document_requests')
        .select(['key', 'assignment_id'])
        .where('key', '=', c.req.param('request_key'))
        .where('case_id', '=', caseId)
        .where('fulfilled_at', 'is', null)
        .executeTakeFirst();
      const assignment = request?.assignment_id
        ? await deps.db.selectFrom('assignments').selectAll().where('id', '=', request.assignment_id).executeTakeFirst()
        : undefined;
      if (!request || !assignment)
        throw new AppError('not_found', 'This request for documents is closed or does not exist.');
      const upload = await readUpload(c);
      return c.json(
        await storeUpload(deps, {
          assignment,
          ...upload,
          uploader: { kind: 'tracker' },
          requestKey: request.key,
          now: now(),
        }),
      );
    });
}
