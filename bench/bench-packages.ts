import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * What only the bench uses (Lighthouse, which brings its Chrome launcher) is bench/'s own package,
 * so the app's install never fetches it. The first `npm run bench` installs it from bench/'s lock
 * file, and again whenever the installed version is not the locked one.
 */
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

export const LIGHTHOUSE_CLI = fileURLToPath(new URL('node_modules/lighthouse/cli/index.js', import.meta.url));

export function ensureBenchPackages(): void {
  const lock = readJson(`${benchDir}package-lock.json`) as { packages: Record<string, { version?: string }> };
  const installed = `${benchDir}node_modules/lighthouse/package.json`;
  const locked = lock.packages['node_modules/lighthouse']?.version;
  if (existsSync(installed) && (readJson(installed) as { version: string }).version === locked) return;
  // On stderr, so that the bench's standard output stays its figure lines.
  console.error(`Installing the bench's own packages (Lighthouse ${locked}) into bench/node_modules`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: ['ignore', 2, 2] });
}
