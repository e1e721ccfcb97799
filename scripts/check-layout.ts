import { fileURLToPath } from 'node:url';
import { checkLayout } from './layout/check.ts';
import { productFiles } from './layout/product-files.ts';

/**
 * The layout rules a newcomer relies on to find things, checked on every code file (the rules
 * themselves live in scripts/layout/, each proven on a wrong tree in scripts/layout/fixtures/):
 * - a routes file (named so, or any server file that makes a Hono router) holds no query, and
 *   neither does the shared plumbing in server/http/;
 * - anything in server/ uses a feature only through that feature's index.ts, and queries only the
 *   tables its own part declares (a feature's tables.ts);
 * - the site never imports the server (types aside), and contract/ imports neither;
 * - no cycle of value imports between files, and no cycle between features through any import;
 * - no line over 160 characters, no file over 300 lines (tests, seeds and migrations aside);
 * - every file in src/page-bodies/ is the body of the route its path names.
 * Prints every finding and exits 1 if there is one.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const findings = checkLayout(root, productFiles(root));
for (const finding of findings) console.log(finding);
console.log(`layout: ${findings.length} finding${findings.length === 1 ? '' : 's'} in .`);
process.exit(findings.length > 0 ? 1 : 0);
