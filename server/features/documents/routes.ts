import * as v from 'valibot';
import { ReviewDocumentSchema } from '../../../contract/documents.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { assignments } from './assignments-port.ts';
import { findDocumentFor } from './repository.ts';
import { reviewDocument } from './review-document.ts';
import type { DocumentStorage } from './storage.ts';
import type { TrackerLinkOf } from './request-mail.ts';

const DocumentParams = v.object({ id: IdSchema });

/**
 * /api/documents: staff download a document's file, and accept or reject what arrived for it (the
 * answer is its assignment's page as it is now, which the assignments feature hands in).
 */
export function documentRoutes(deps: Services & { storage: DocumentStorage; trackerLink: TrackerLinkOf }) {
  const documentParam = validParams(DocumentParams, 'error.notFound.document');
  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .get('/:id/file', documentParam, async (c) => {
      const { document } = await findDocumentFor(deps.db, c.var.auth.user.organisation_id, c.req.valid('param').id);
      const bytes = document.storage_key ? await deps.storage.get(document.storage_key) : null;
      if (!bytes) throw new AppError('not_found', 'error.documents.noFile');
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': document.content_type ?? 'application/octet-stream',
        // Always a download, never rendered in our origin.
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.file_name ?? 'document')}`,
      });
    })
    .post('/:id/review', documentParam, async (c) => {
      const body = await readJson(c, ReviewDocumentSchema);
      const { user } = c.var.auth;
      const found = await findDocumentFor(deps.db, user.organisation_id, c.req.valid('param').id);
      await reviewDocument(deps, actorOf(c), found, body, deps.clock.now());
      return c.json(await assignments().pageFor(deps.db, user, found.assignment.id, requestLanguage(c)));
    });
}
