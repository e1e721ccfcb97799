import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { ROUTE_SHELLS } from '../contract/routes.ts';
import { bodyFileOf } from '../src/lib/page-body-file.ts';

/**
 * The layout rules a newcomer relies on to find things, checked on every tracked source file:
 * - a routes file validates, calls and answers: it holds no query;
 * - a feature uses another feature only through that feature's index.ts;
 * - the site never imports the server (types aside), and contract/ imports neither;
 * - no cycle of value imports between files;
 * - no line over 160 characters, no file over 300 lines (tests, seeds and migrations aside);
 * - every file in src/page-bodies/ is the body of the route its path names.
 * Prints every finding and exits 1 if there is one.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_LINE = 160;
const MAX_LINES = 300;

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.astro', '*.mjs'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('node_modules/'));
const findings: string[] = [];

const isTest = (file: string) => /\.(test|spec)\.tsx?$|^tests\/|^server\/test\//.test(file);
const mayBeLong = (file: string) => isTest(file) || /\/migrations\/|\/seed[^/]*\.ts$/.test(file);
const isRoutes = (file: string) => /^server\/features\/.+(^|\/|-)routes\.ts$/.test(file) && !isTest(file);
const featureOf = (file: string) => /^server\/features\/([^/]+)\//.exec(file)?.[1];

// What a query looks like in Kysely or raw SQL: a table read or write, a transaction, raw sql.
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|transaction)\s*\(|\bsql\s*`|\bsql\.(raw|ref|table|id|lit)\(/;

interface Import {
  target: string;
  typeOnly: boolean;
}

function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) {
    const spec = match[3] ?? '';
    const names = match[0];
    const typeOnly = Boolean(match[2]) || /^\s*(import|export)\s*\{\s*(type\s+\w+\s*,?\s*)+\}/.test(names.trim());
    found.push({ target: normalize(join(dirname(file), spec)), typeOnly });
  }
  return found;
}

const graph = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (line.length > MAX_LINE)
      findings.push(`${file}:${index + 1}: line of ${line.length} characters (at most ${MAX_LINE})`);
  });
  if (!mayBeLong(file) && lines.length > MAX_LINES + 1) {
    findings.push(`${file}: ${lines.length - 1} lines (at most ${MAX_LINES}); split it by purpose`);
  }
  if (isRoutes(file)) {
    lines.forEach((line, index) => {
      if (QUERY.test(line)) findings.push(`${file}:${index + 1}: a query in a routes file; move it to a repository`);
    });
  }
  const imports = importsOf(file, text);
  const feature = featureOf(file);
  for (const { target, typeOnly } of imports) {
    const targetFeature = featureOf(target);
    if (feature && targetFeature && targetFeature !== feature && !target.endsWith(`${targetFeature}/index.ts`)) {
      findings.push(`${file}: imports ${target}; use server/features/${targetFeature}/index.ts`);
    }
    if (file.startsWith('src/') && target.startsWith('server/') && !typeOnly) {
      findings.push(`${file}: the site imports the server (${target})`);
    }
    if (file.startsWith('contract/') && !target.startsWith('contract/') && !target.startsWith('public/')) {
      findings.push(`${file}: contract/ imports ${target}`);
    }
  }
  graph.set(
    file,
    imports.filter((i) => !i.typeOnly).map((i) => i.target),
  );
}

// Value-import cycles: a depth-first search that reports each cycle once, by its smallest file.
const state = new Map<string, 'open' | 'done'>();
const stack: string[] = [];
const cycles = new Set<string>();
function visit(file: string) {
  state.set(file, 'open');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (state.get(next) === 'open') {
      const cycle = stack.slice(stack.indexOf(next));
      const start = cycle.indexOf([...cycle].sort()[0] ?? next);
      cycles.add([...cycle.slice(start), ...cycle.slice(0, start)].join(' -> '));
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);
for (const cycle of cycles) findings.push(`import cycle: ${cycle}`);

const BODIES_DIR = 'src/page-bodies/';
const bodyFiles = new Set(ROUTE_SHELLS.map((route) => `${BODIES_DIR}${bodyFileOf(route)}`));
for (const file of files) {
  if (file.startsWith(BODIES_DIR) && !bodyFiles.has(file))
    findings.push(`${file}: names no route; a body's path is its route's (see src/lib/page-body-file.ts)`);
}

for (const finding of findings) console.log(finding);
console.log(`layout: ${findings.length} finding${findings.length === 1 ? '' : 's'} in ${relative(root, root) || '.'}`);
process.exit(findings.length > 0 ? 1 : 0);
