import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentSecurityPolicy } from '../../contract/csp.ts';
import { LANGUAGES, languagePrefix } from '../../contract/languages.ts';
import { FALLBACK_PATH, REDIRECTS, ROUTE_SHELLS } from '../../contract/routes.ts';
import type { SiteRoutes } from '../../contract/site-files.ts';
import { writePrecompressed } from './precompress.ts';

/**
 * After the build, writes the route table for our server (site-routes.json) and the same table
 * for CDNs (_redirects and _headers in the Netlify / Cloudflare Pages format), plus the hashes of
 * every inline script and style so the Content-Security-Policy needs no 'unsafe-inline', and the
 * Brotli and gzip copies of every text file.
 */
export function siteRoutes(): AstroIntegration {
  return {
    name: 'claims-site-routes',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const distDir = fileURLToPath(dir);
        const routes = buildSiteRoutes(collectInlineHashes(distDir));
        writeFileSync(join(distDir, '_redirects'), cdnRedirects(routes));
        writeFileSync(join(distDir, '_headers'), cdnHeaders(routes));
        await writePrecompressed(distDir);
        // Written last: its time stamp tells `npm start` when the build finished.
        writeFileSync(join(distDir, 'site-routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
      },
    },
  };
}

export function buildSiteRoutes(csp: SiteRoutes['csp']): SiteRoutes {
  const shells: SiteRoutes['shells'] = [];
  const redirects: SiteRoutes['redirects'] = [];
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    for (const route of ROUTE_SHELLS) {
      for (const pattern of route.patterns) {
        shells.push({ pattern: `${prefix}${pattern}`, file: `${prefix}${route.shell}/index.html` });
      }
    }
    for (const r of REDIRECTS) redirects.push({ from: `${prefix}${r.from}`, to: `${prefix}${r.to}`, status: r.status });
  }
  const fallbacks = LANGUAGES.map((l) => languagePrefix(l))
    .filter(Boolean)
    .map((prefix) => ({ prefix, to: `${prefix}${FALLBACK_PATH}` }));
  return { shells, redirects, fallbacks, fallback: FALLBACK_PATH, csp };
}

function cdnRedirects(routes: SiteRoutes): string {
  const lines = [
    ...routes.redirects.map((r) => `${r.from} ${r.to} ${r.status}`),
    // Parameter routes only: plain shells are real files that the CDN serves before any rule.
    ...routes.shells
      .filter((s) => s.pattern.includes(':'))
      .map((s) => `${s.pattern} ${s.file.replace(/index\.html$/, '')} 200`),
    ...routes.fallbacks.map((f) => `${f.prefix}/* ${f.to} 302`),
    `/* ${routes.fallback} 302`,
  ];
  return `${lines.join('\n')}\n`;
}

function cdnHeaders(routes: SiteRoutes): string {
  const csp = contentSecurityPolicy(routes.csp);
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: no-referrer',
    '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

function sha256(content: string): string {
  return `sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`;
}

export function collectInlineHashes(distDir: string): SiteRoutes['csp'] {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of html.matchAll(INLINE_SCRIPT)) if (m[1]) script.add(sha256(m[1]));
    for (const m of html.matchAll(INLINE_STYLE)) if (m[1]) style.add(sha256(m[1]));
  }
  return { script: [...script].sort(), style: [...style].sort() };
}
