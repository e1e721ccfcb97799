import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseEncoding } from './accept-encoding.ts';

/**
 * Below this an answer fits a few packets as it is. Above it, JSON shrinks to about a tenth: a
 * claim file of fifty assignments is 65 KB, a third of a second on a phone's slow connection.
 */
export const SMALLEST_COMPRESSED_JSON_BYTES = 8 * 1024;

/**
 * The areas whose answers carry a token: sign-in and its refresh, a preview's switch, a guest's
 * link, the tracker's visit.
 */
export const AREAS_WITH_TOKENS = /^\/api\/(auth|preview|guest|tracker)\//;

const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 5, as the kept answers (compressed-json.ts): milliseconds for a few hundred kilobytes.
const encode: Record<Coding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipAsync(body),
};

/**
 * JSON answers of 8 KB and more leave compressed when the caller accepts it, off the event loop.
 * Not the answers of the paths `except` names (AREAS_WITH_TOKENS): a token beside what the caller
 * wrote could leak through the answer's compressed length (BREACH). An answer already encoded (a
 * kept answer) is left as it is.
 */
export function compressLargeJson(except: RegExp): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (
      except.test(c.req.path) ||
      c.req.method === 'HEAD' ||
      !answer.body ||
      answer.headers.has('Content-Encoding') ||
      !/^application\/json\b/i.test(answer.headers.get('Content-Type') ?? '')
    )
      return;
    // A caller that takes no coding gets the answer untouched, never read into memory again.
    const coding = chooseEncoding(c.req.header('accept-encoding'), CODINGS);
    if (!coding) return;
    const body = new Uint8Array(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    headers.delete('Content-Length');
    if (body.byteLength < SMALLEST_COMPRESSED_JSON_BYTES) {
      c.res = undefined;
      c.res = new Response(body, { status: answer.status, statusText: answer.statusText, headers });
      return;
    }
    if (!/\baccept-encoding\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
    headers.set('Content-Encoding', coding);
    // The same version in another coding: a strong validator names one sequence of bytes.
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = undefined;
    c.res = new Response(new Uint8Array(await encode[coding](body)), {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
  };
}
