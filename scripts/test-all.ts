import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSiteBuilt } from '../server/site-build.ts';
import { playwrightFailures, vitestFailures } from './test-failures.ts';

/**
 * `npm test`: every suite (unit and API on Vitest, browser on Playwright) and one closing line
 * `N passed, N failed` summed over them, which is what CI reads. Exits non-zero if anything
 * failed or a runner could not report.
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

function run(name: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function vitestTally(status: number, file = 'vitest.json'): Tally {
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

ensureSiteBuilt(root);

/**
 * The long runs (*.long.test.ts: a 60-second load, the database stopped under load)
 * run on their own after the rest, so their load never slows the other suites; only with
 * CLAIMS_LONG_TESTS=1, which .ci/run sets (vitest.config.ts leaves them out otherwise).
 */
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
const staticStatuses = staticChecks.map(([name, args]) => run(name, args));
const staticFailures = staticChecks.filter((_, i) => staticStatuses[i] !== 0).map(([name]) => name);
const staticTally: Tally = {
  passed: staticStatuses.filter((status) => status === 0).length,
  failed: staticStatuses.filter((status) => status !== 0).length,
  skipped: 0,
};

const vitestStatus = run('unit and API tests (Vitest)', [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);
const playwrightStatus = run(
  'browser tests (Playwright, Chromium)',
  ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: join(reports, 'playwright.json'),
  },
);
const longStatus = longRun
  ? run(
      'long runs: load and database outage (Vitest)',
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project',
        'node',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest-long.json')}`,
      ],
      { CLAIMS_LONG_RUN: '1' },
    )
  : 0;

const tallies = [
  staticTally,
  vitestTally(vitestStatus),
  playwrightTally(playwrightStatus),
  ...(longRun ? [vitestTally(longStatus, 'vitest-long.json')] : []),
];
const total = tallies.reduce((sum, t) => ({
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
process.exit(total.failed > 0 || vitestStatus !== 0 || playwrightStatus !== 0 || longStatus !== 0 ? 1 : 0);
