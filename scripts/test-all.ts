import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSiteBuilt, isSiteStale } from '../server/site-build.ts';
import { playwrightFailures, vitestFailures } from './test-failures.ts';
import { playwrightFileTimes, projectTimes, readTimings, seconds, slowestFiles } from './test-times.ts';

/**
 * `npm test`: every suite (static checks; unit, API and browser-unit tests on Vitest; browser tests
 * on Playwright; the long runs when CLAIMS_LONG_TESTS=1) and one closing line `N passed, N failed`
 * summed over them, which is what CI reads. Above it: each phase's wall time beside its tally, the
 * five slowest test files, and what failed by name. Exits non-zero if anything failed or a runner
 * could not report.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

interface Phase {
  name: string;
  tally: Tally;
  ms: number;
}
const phases: Phase[] = [];

function run(name: string, args: string[], env: Record<string, string> = {}): { status: number; ms: number } {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: result.status ?? 1, ms: Date.now() - started };
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function vitestTally(status: number, file: string): Tally {
  const report = readJson(join(reports, file)) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  } | null;
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  // A file that fails to load has no tests to count; count it as a failure.
  const failed =
    report.numFailedTests + (report.numFailedTests === 0 && status !== 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightTally(status: number): Tally {
  const report = readJson(join(reports, 'playwright.json')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  } | null;
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const errors = report.errors?.length ?? 0;
  const failed =
    report.stats.unexpected +
    report.stats.flaky +
    (status !== 0 && report.stats.unexpected === 0 ? Math.max(1, errors) : 0);
  return { passed: report.stats.expected, failed, skipped: report.stats.skipped };
}

/** A Vitest run with the JSON report (the tally) and the timing report (projects and files). */
function vitest(name: string, projects: string[], reportName: string, env: Record<string, string> = {}) {
  const { status, ms } = run(
    name,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=dot',
      '--reporter=json',
      '--reporter=./scripts/vitest-timing-reporter.ts',
      `--outputFile.json=${join(reports, `${reportName}.json`)}`,
    ],
    { ...env, TEST_TIMING_FILE: join(reports, `${reportName}-timing.json`) },
  );
  phases.push({ name, tally: vitestTally(status, `${reportName}.json`), ms });
  return status;
}

// The one site build of the run: every later step (site tests, the browser tests' server) finds it fresh.
const buildStarted = Date.now();
const siteWasStale = isSiteStale(root);
ensureSiteBuilt(root);
const buildMs = Date.now() - buildStarted;

/** The long runs (a 60-second load, the database stopped under load): only with CLAIMS_LONG_TESTS=1, which .ci/run sets. */
const longRun = process.env.CLAIMS_LONG_TESTS === '1';

/**
 * Static checks first, each counted as one test: the formatter and linter (Biome), the type check
 * of .astro files (astro check, which also covers TypeScript) and the layout rules.
 */
const staticChecks: [string, string[]][] = [
  ['formatter and linter (Biome)', ['node_modules/@biomejs/biome/bin/biome', 'check', '.']],
  ['types of every file, .astro included (astro check)', ['node_modules/astro/bin/astro.mjs', 'check']],
  ['layout rules (scripts/check-layout.ts)', ['scripts/check-layout.ts']],
];
const staticRuns = staticChecks.map(([name, args]) => run(name, args));
const staticFailures = staticChecks.filter((_, i) => staticRuns[i]?.status !== 0).map(([name]) => name);
phases.push({
  name: 'static checks',
  tally: { passed: staticChecks.length - staticFailures.length, failed: staticFailures.length, skipped: 0 },
  ms: staticRuns.reduce((total, r) => total + r.ms, 0),
});

// SQLite and PostgreSQL side by side (PostgreSQL when TEST_POSTGRES_URL names a server), the site's
// unit tests and its browser-unit tests; their projects share Vitest's workers.
const engineProjects = ['sqlite', ...(process.env.TEST_POSTGRES_URL ? ['postgres'] : []), 'site', 'browser'];
const vitestStatus = vitest('unit and API tests (Vitest)', engineProjects, 'vitest');

const playwright = run(
  'browser tests (Playwright, Chromium)',
  ['node_modules/@playwright/test/cli.js', 'test', '--reporter=dot,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: join(reports, 'playwright.json'),
  },
);
phases.push({ name: 'browser tests (Playwright)', tally: playwrightTally(playwright.status), ms: playwright.ms });

// After the rest, so their load never slows the other suites.
const longStatus = longRun
  ? vitest('long runs: load and database outage (Vitest)', ['long'], 'vitest-long', { CLAIMS_LONG_RUN: '1' })
  : 0;

const timings = [
  ...readTimings(join(reports, 'vitest-timing.json')),
  ...readTimings(join(reports, 'vitest-long-timing.json')),
];
console.log('\nTimes:');
console.log(`  site build: ${siteWasStale ? seconds(buildMs) : 'none (dist/ was up to date)'}`);
for (const phase of phases) {
  const { passed, failed } = phase.tally;
  console.log(`  ${phase.name}: ${passed} passed, ${failed} failed in ${seconds(phase.ms)}`);
  if (phase.name.startsWith('unit and API') || phase.name.startsWith('long runs')) {
    const projects = projectTimes(
      timings.filter((t) => (phase.name.startsWith('long') ? t.project === 'long' : t.project !== 'long')),
    );
    for (const p of projects)
      console.log(`    ${p.project}: ${p.passed} passed, ${p.failed} failed in ${seconds(p.wallMs)}`);
  }
}
console.log('Slowest test files:');
for (const file of slowestFiles(timings, playwrightFileTimes(join(reports, 'playwright.json'))))
  console.log(`  ${seconds(file.ms)}  ${file.name}`);

const total = phases
  .map((phase) => phase.tally)
  .reduce((sum, t) => ({
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
  }));
// What failed, by name, just above the closing line: a log's tail then says where to look.
const failures = [
  ...staticFailures,
  ...vitestFailures(join(reports, 'vitest.json'), root),
  ...playwrightFailures(join(reports, 'playwright.json')),
  ...(longRun ? vitestFailures(join(reports, 'vitest-long.json'), root) : []),
];
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log('');
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 || vitestStatus !== 0 || playwright.status !== 0 || longStatus !== 0 ? 1 : 0);
