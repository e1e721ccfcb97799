import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED, type ContentEncoding } from '../../contract/site-files.ts';

/** Text files worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.xml',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` (Brotli at its best level) and `file.gz` beside every text file in dist/, once
 * at build time: best-level Brotli takes seconds for the whole site, too slow for every start of
 * the server, and the server then answers with the smaller body without compressing anything.
 * A variant that would not save at least a tenth is not written.
 */
export async function writePrecompressed(distDir: string): Promise<void> {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(e.name)),
  );
  const jobs = files.map((e) => compressOne(join(e.parentPath, e.name)));
  await Promise.all(jobs);
}

async function compressOne(file: string): Promise<void> {
  const body = readFileSync(file);
  const compressors: Record<ContentEncoding, () => Promise<Buffer>> = {
    br: () =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gzip: () => gzipAsync(body, { level: 9 }),
  };
  await Promise.all(
    PRECOMPRESSED.map(async ({ encoding, suffix }) => {
      const compressed = await compressors[encoding]();
      if (compressed.length < body.length * 0.9) writeFileSync(file + suffix, compressed);
    }),
  );
}
