import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
const dist = 'dist';
const html = readFileSync(join(dist, 'login/index.html'), 'utf8');
const STATIC_IMPORT = /(?:from|import)\s*["'`](\.\/[^"']+\.js)["'`]/g;
const seen = new Map<string, number>();
const pending = [...html.matchAll(/(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
while (pending.length) {
  const url = pending.pop()!;
  if (seen.has(url)) continue;
  const code = readFileSync(join(dist, url));
  seen.set(url, gzipSync(code, { level: 9 }).length);
  for (const m of code.toString().matchAll(STATIC_IMPORT)) pending.push(`/_astro/${m[1]!.slice(2)}`);
}
for (const [u, n] of [...seen].sort((a, b) => b[1] - a[1])) console.log((n / 1024).toFixed(1), u);
let inline = 0;
for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) inline += gzipSync(m[1] ?? '', { level: 9 }).length;
console.log('inline', (inline / 1024).toFixed(1));
