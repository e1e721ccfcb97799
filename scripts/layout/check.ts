import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type ts from 'typescript';
import { type Bindings, bindingsOf } from './bindings.ts';
import { cyclesOf } from './cycles.ts';
import { type Import, importsOf } from './imports.ts';
import { pageBodyFindings } from './page-bodies.ts';
import { featureOf, isHttpPlumbing, isNamedRoutes, isServer, isTest } from './places.ts';
import { querySites } from './queries.ts';
import { routerLines } from './routers.ts';
import { sizeFindings } from './sizes.ts';
import { parseSource } from './source.ts';
import { tableFindings } from './table-owners.ts';
import { Values } from './values.ts';
import { wallFindings } from './walls.ts';

const CODE = /\.(ts|tsx|astro|mjs)$/;

interface Parsed {
  source: ts.SourceFile;
  imports: Import[];
  bindings: Bindings;
}

/**
 * Every layout finding for `files` (paths relative to `root`), in the order a reader fixes them:
 * each file's own findings, then the cycles, then page bodies that name no route.
 */
export function checkLayout(root: string, files: readonly string[]): string[] {
  const fileSet = new Set(files);
  const findings: string[] = [];
  const parsed = new Map<string, Parsed>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    findings.push(...sizeFindings(file, text));
    if (!CODE.test(file)) continue;
    const source = parseSource(file, text);
    parsed.set(file, {
      source,
      imports: importsOf(file, source, fileSet),
      bindings: bindingsOf(file, source, fileSet),
    });
  }
  const values = new Values((module) => parsed.get(module)?.bindings);
  for (const [file, { source, imports }] of parsed) {
    findings.push(...wallFindings(file, imports));
    findings.push(...queryPlaceFindings(file, source, values, fileSet));
  }
  findings.push(...tableFindings(new Map([...parsed].map(([file, { source }]) => [file, source]))));
  findings.push(...fileCycleFindings(parsed), ...featureCycleFindings(parsed), ...pageBodyFindings(files));
  return findings;
}

/**
 * A routes file validates, calls and answers; shared plumbing serves every router. Neither holds a
 * query. A routes file is known by what it does (it makes a router) as well as by its name.
 */
function queryPlaceFindings(file: string, source: ts.SourceFile, values: Values, files: ReadonlySet<string>) {
  if (!isServer(file) || isTest(file)) return [];
  const routers = isNamedRoutes(file) ? [] : routerLines(file, source, values, files);
  const place = isHttpPlumbing(file)
    ? { name: 'shared plumbing (server/http/)', fix: "a feature's repository" }
    : isNamedRoutes(file)
      ? { name: 'a routes file', fix: 'a repository' }
      : routers.length > 0
        ? { name: `a routes file (it makes a router on line ${routers[0]})`, fix: 'a repository' }
        : undefined;
  if (!place) return [];
  return querySites(file, source, values, files).map(
    ({ line, what }) => `${file}:${line}: a query (${what}) in ${place.name}; move it to ${place.fix}`,
  );
}

/** Value imports that load at once: a cycle among them leaves one side half-initialised. */
function fileCycleFindings(parsed: ReadonlyMap<string, Parsed>): string[] {
  const graph = new Map<string, string[]>();
  for (const [file, { imports }] of parsed) {
    // import() waits until called, which is how a cycle is broken on purpose.
    graph.set(
      file,
      imports.filter((i) => i.local && !i.typeOnly && i.kind !== 'dynamic').map((i) => i.target),
    );
  }
  return cyclesOf(graph).map((cycle) => `import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
}

/**
 * Features that lean on each other, through any kind of import, types included: two features that
 * need each other are one feature, or share something that belongs below both. Tests are left out:
 * a test may bring two features together to check how they meet, which ships nothing.
 */
function featureCycleFindings(parsed: ReadonlyMap<string, Parsed>): string[] {
  const graph = new Map<string, Set<string>>();
  const example = new Map<string, string>();
  for (const [file, { imports }] of parsed) {
    const from = featureOf(file);
    if (!from || isTest(file)) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const { target, line } of imports) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      edges.add(to);
      if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, `${file}:${line} imports ${target}`);
    }
  }
  return cyclesOf(graph).map((cycle) => {
    const steps = cycle.map((from, i) => example.get(`${from}>${cycle[(i + 1) % cycle.length]}`));
    return `feature cycle: ${[...cycle, cycle[0]].join(' -> ')} (${steps.join('; ')})`;
  });
}
