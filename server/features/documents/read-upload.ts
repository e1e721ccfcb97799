import type { Context, MiddlewareHandler } from 'hono';
import { MAX_UPLOAD_BYTES } from '../../../contract/documents.ts';
import { errorResponse } from '../../http/error-body.ts';
import { limitBody } from '../../http/limit-body.ts';

/** Uploads are raw bodies (the file itself), at most MAX_UPLOAD_BYTES, refused while still arriving. */
export const limitUpload: MiddlewareHandler = limitBody(MAX_UPLOAD_BYTES, (c) =>
  errorResponse(c, 'payload_too_large', 'error.documents.fileTooLarge', {
    params: { limit: MAX_UPLOAD_BYTES / 1024 / 1024 },
  }),
);

/** Paths whose bodies are files: the JSON body limit leaves them to `limitUpload`. */
export const UPLOAD_PATH =
  /^\/api\/(assignments\/[^/]+\/documents|tracker\/documents\/[^/]+|guest\/documents|fnol\/photos\/[^/]+)$/;

/**
 * The file of an upload request: its bytes and its name (X-File-Name, URI-encoded). The document
 * type asked for comes in the query (DocTypeQuerySchema), checked at the edge.
 */
export async function readUpload(c: Context): Promise<{ bytes: Uint8Array; fileName: string }> {
  let fileName = 'document';
  try {
    fileName = decodeURIComponent(c.req.header('x-file-name') ?? 'document');
  } catch {
    // A malformed name is not worth refusing the file for.
  }
  return { bytes: new Uint8Array(await c.req.arrayBuffer()), fileName };
}
