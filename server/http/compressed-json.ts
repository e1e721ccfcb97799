import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from './accept-encoding.ts';

const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];

/** JSON text kept for answering again, with its compressed copies made on first demand. */
export interface ReusableJson {
  text: string;
  encoded(coding: Coding): Uint8Array<ArrayBuffer>;
}

// Quality 5 compresses a few hundred kilobytes of JSON in milliseconds to about a tenth; the
// highest qualities take a hundred times longer for a few percent more.
const compress: Record<Coding, (text: string) => Uint8Array<ArrayBuffer>> = {
  br: (text) => new Uint8Array(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  gzip: (text) => new Uint8Array(gzipSync(text)),
};

export function reusableJson(value: unknown): ReusableJson {
  const text = JSON.stringify(value);
  const copies = new Map<Coding, Uint8Array<ArrayBuffer>>();
  return {
    text,
    encoded(coding) {
      let copy = copies.get(coding);
      if (!copy) {
        copy = compress[coding](text);
        copies.set(coding, copy);
      }
      return copy;
    },
  };
}

/**
 * Answers JSON kept for reuse, compressed when the caller accepts it: a large answer (a month of
 * free slots) is a tenth of its size on a phone's connection, and compressed once, not per request.
 */
export function reusableJsonResponse(c: Context, json: ReusableJson): Response {
  const coding = chooseEncoding(c.req.header('accept-encoding'), CODINGS);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (!coding) return c.body(json.text, 200, headers);
  headers['Content-Encoding'] = coding;
  return c.body(json.encoded(coding), 200, headers);
}
