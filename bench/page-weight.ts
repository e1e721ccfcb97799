import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a pre-rendered page makes the browser load: its scripts, its islands' components
 * and renderer, and every module those import, each counted once, gzip-compressed.
 */
export function pageJavaScriptGzipBytes(distDir: string, pagePath: string): number {
  const html = readFileSync(join(distDir, pagePath.replace(/\/?$/, '/index.html')), 'utf8');
  const pending = [...html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  let total = 0;
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(distDir, url));
    total += gzipSync(code, { level: 9 }).length;
    for (const m of code.toString().matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) pending.push(`/_astro/${m[1]!.slice(2)}`);
  }
  // Inline scripts count too.
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) total += gzipSync(m[1] ?? '', { level: 9 }).length;
  return total;
}
