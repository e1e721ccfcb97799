import * as v from 'valibot';
import { DocTypeQuerySchema } from '../../../contract/documents.ts';
import type { Clock } from '../../clock.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams, validQuery } from '../../http/params.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findOpenCaseRequest, limitUpload, readUpload, storeUpload, type DocumentStorage } from '../documents/index.ts';
import type { CaseTokens } from './case-token.ts';
import { requireCase } from './require-case.ts';

const CLOSED = 'error.documents.requestClosed';
const RequestParams = v.object({ request_key: IdSchema });

/** /api/tracker/documents: the tracker's request buttons upload what the insurer asked the policyholder for. */
export function trackerDocumentRoutes(deps: {
  db: Kysely<Database>;
  clock: Clock;
  storage: DocumentStorage;
  caseTokens: CaseTokens;
}) {
  return factory
    .createApp()
    .post(
      '/:request_key',
      limitUpload,
      requireCase(deps.caseTokens, 'error.tracker.enterCodeToSend'),
      validParams(RequestParams, CLOSED),
      validQuery(DocTypeQuerySchema),
      async (c) => {
        // A request already answered still takes more files (the back of a licence, more photos)
        // while what arrived awaits review: the upload itself decides, up to its limit.
        const request = await findOpenCaseRequest(deps.db, c.var.caseId, c.req.valid('param').request_key, {
          fulfilled: true,
        });
        if (!request) throw new AppError('not_found', CLOSED);
        const upload = await readUpload(c);
        const docType = c.req.valid('query').doc_type;
        const uploader = { kind: 'tracker' } as const;
        const input = { assignment: request.assignment, ...upload, docType, uploader, requestKey: request.key };
        return c.json(await storeUpload(deps, { ...input, now: deps.clock.now() }));
      },
    );
}
