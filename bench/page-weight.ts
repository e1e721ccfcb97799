import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** gzip bytes the page loads before it is usable: its scripts, islands, renderer and their static imports. */
  onLoad: number;
  /** gzip bytes of modules fetched later by dynamic import (for example after a visitor is verified). */
  deferred: number;
}

const STATIC_IMPORT = /(?:from|import)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

/**
 * The JavaScript a pre-rendered page makes the browser load, each module counted once,
 * gzip-compressed: what loads with the page, and apart from it what dynamic imports fetch later.
 */
export function pageJavaScriptGzip(distDir: string, pagePath: string): PageWeight {
  const html = readFileSync(join(distDir, pagePath.replace(/\/?$/, '/index.html')), 'utf8');
  const seen = new Set<string>();
  const deferredRoots: string[] = [];
  const walk = (roots: string[]) => {
    const pending = [...roots];
    let total = 0;
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const code = readFileSync(join(distDir, url));
      total += gzipSync(code, { level: 9 }).length;
      const text = code.toString();
      for (const m of text.matchAll(STATIC_IMPORT)) pending.push(`/_astro/${m[1]!.slice(2)}`);
      for (const m of text.matchAll(DYNAMIC_IMPORT)) deferredRoots.push(`/_astro/${m[1]!.slice(2)}`);
    }
    return total;
  };
  let onLoad = walk(
    [...html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  // Inline scripts count too.
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g))
    onLoad += gzipSync(m[1] ?? '', { level: 9 }).length;
  const deferred = walk(deferredRoots.filter((url) => !seen.has(url)));
  return { onLoad, deferred };
}
