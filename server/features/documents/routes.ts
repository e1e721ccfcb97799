import * as v from 'valibot';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { findDocumentFor } from './repository.ts';
import type { DocumentStorage } from './storage.ts';

const DocumentParams = v.object({ id: IdSchema });

/**
 * /api/documents: staff download a document's file. Reviewing one answers with its assignment, so
 * that call is the assignments feature's (assignments/document-review-routes.ts), on the same prefix.
 */
export function documentRoutes(deps: Services & { storage: DocumentStorage }) {
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
    });
}
