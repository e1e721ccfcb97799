import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the site is built from: a change to any of these makes dist/ stale. */
const SITE_SOURCES = ['src', 'public', 'contract', 'astro.config.mjs', 'package.json'];
/** Written last by the build, so its time is the time the build finished. */
const BUILD_MARKER = join('dist', 'site-routes.json');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function isSiteStale(root: string): boolean {
  const marker = join(root, BUILD_MARKER);
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return SITE_SOURCES.some((source) => newestChange(join(root, source)) > builtAt);
}

/**
 * Builds the site with Astro when dist/ is missing or older than its sources. A production install
 * (`npm install --omit=dev`) has no build tools: it serves the dist/ it was shipped with, and says
 * what to do when there is none.
 */
export function ensureSiteBuilt(root: string): void {
  if (!isSiteStale(root)) return;
  if (!existsSync(join(root, 'node_modules/astro'))) {
    if (!existsSync(join(root, BUILD_MARKER)))
      throw new Error(
        'dist/ is missing and the build tools are not installed (a production install): build the site with ' +
          '`npm run build` where the dev dependencies are installed, and ship dist/ with the code.',
      );
    console.log('Serving dist/ as shipped: the build tools are not installed (a production install).');
    return;
  }
  console.log('Building the site (dist/ is missing or older than its sources)…');
  // process.execPath is the Node 24 that npm scripts run on; Astro 7 needs it.
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make a development build (React's dev runtime, twice
    // the JavaScript) that a later browser test then finds fresh and serves.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The site build failed; see the output above.');
}
