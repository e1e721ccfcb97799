import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Context } from 'hono';
import * as v from 'valibot';
import { PRECOMPRESSED, SiteRoutesSchema, type ContentEncoding, type SiteRoutes } from '../../contract/site-files.ts';
import { matchPattern, fillPattern } from '../../contract/routes.ts';
import type { CspHashes } from '../../contract/csp.ts';
import { chooseEncoding } from './accept-encoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files the build writes for the server and CDNs; never served to browsers. */
const PRIVATE_FILES = new Set(['/site-routes.json', '/_redirects', '/_headers']);

interface SiteFile {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** The build's Brotli and gzip copies, when it wrote them (text files only). */
  encoded: Map<ContentEncoding, { body: Buffer; etag: string }>;
}

export interface Site {
  routes: SiteRoutes;
  cspHashes: CspHashes;
  /** Answers a GET or HEAD for a path outside /api. */
  serve(c: Context): Response;
}

/**
 * Loads the built site from `dist/` once: the site never changes while the server runs, so every
 * file is read and hashed at start and answered from memory.
 */
export function loadSite(distDir: string): Site {
  const routesFile = join(distDir, 'site-routes.json');
  if (!existsSync(routesFile)) throw new Error(`${routesFile} is missing: build the site with \`npm run build\`.`);
  const routes = v.parse(SiteRoutesSchema, JSON.parse(readFileSync(routesFile, 'utf8')));
  const files = indexFiles(distDir);

  const fileResponse = (c: Context, file: SiteFile, status = 200): Response => {
    const encoding = file.encoded.size ? chooseEncoding(c.req.header('accept-encoding'), file.encoded.keys()) : null;
    const chosen = (encoding && file.encoded.get(encoding)) || file;
    const headers = new Headers({
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      ETag: chosen.etag,
    });
    if (file.encoded.size) headers.set('Vary', 'Accept-Encoding');
    if (encoding) headers.set('Content-Encoding', encoding);
    if (c.req.header('if-none-match') === chosen.etag) return new Response(null, { status: 304, headers });
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(chosen.body), { status, headers });
  };
  const redirect = (to: string, status: number) => new Response(null, { status, headers: { Location: to } });

  return {
    routes,
    cspHashes: routes.csp,
    serve(c) {
      const pathname = safePathname(c.req.path);
      if (pathname !== null) {
        const file = files.get(pathname) ?? files.get(`${pathname.replace(/\/$/, '')}/index.html`);
        if (file && !PRIVATE_FILES.has(pathname)) return fileResponse(c, file);
        for (const r of routes.redirects) {
          const params = matchPattern(r.from, pathname);
          if (params) return redirect(fillPattern(r.to, params) + querySuffix(c), r.status);
        }
        for (const shell of routes.shells) {
          if (matchPattern(shell.pattern, pathname)) {
            const shellFile = files.get(shell.file);
            if (shellFile) return fileResponse(c, shellFile);
          }
        }
      }
      const fallback = routes.fallbacks.find((f) => pathname?.startsWith(`${f.prefix}/`))?.to ?? routes.fallback;
      return redirect(fallback, 302);
    },
  };
}

/** Redirects keep the query string: `/?returnUrl=…` must arrive at `/home?returnUrl=…`. */
function querySuffix(c: Context): string {
  return new URL(c.req.url).search;
}

/**
 * Decodes a request path, refusing anything that could step outside the site folder. An encoded
 * slash stays encoded: it is part of one segment (the tracker's case number 1234/2026 arrives as
 * /status/1234%2F2026), not a separator, so the path keeps its shape when matched to a shell.
 */
function safePathname(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replace(/%2F/gi, '%252F'));
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment === '..' || segment.includes('\\')))
    return null;
  return decoded;
}

const etagOf = (body: Buffer, suffix = '') =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}${suffix}"`;

function indexFiles(distDir: string): Map<string, SiteFile> {
  const paths = new Map<string, string>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    paths.set(`/${relative(distDir, full).split(sep).join('/')}`, full);
  }

  const files = new Map<string, SiteFile>();
  // A compressed copy belongs to the file it was made from and is not a page of its own.
  const isCopy = (urlPath: string) =>
    PRECOMPRESSED.some(({ suffix }) => urlPath.endsWith(suffix) && paths.has(urlPath.slice(0, -suffix.length)));
  for (const [urlPath, full] of paths) {
    if (isCopy(urlPath)) continue;
    const body = readFileSync(full);
    const encoded = new Map<ContentEncoding, { body: Buffer; etag: string }>();
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const copy = paths.get(urlPath + suffix);
      // The ETag of a copy differs from the file's, as a cache must not mix the two up.
      if (copy) encoded.set(encoding, { body: readFileSync(copy), etag: etagOf(body, `-${encoding}`) });
    }
    files.set(urlPath, {
      body,
      etag: etagOf(body),
      contentType: CONTENT_TYPES[extname(full)] ?? 'application/octet-stream',
      // Vite names bundled assets by their content hash, so they can be cached for good;
      // everything else is revalidated with its ETag.
      cacheControl: urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      encoded,
    });
  }
  return files;
}
