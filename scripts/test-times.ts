import { existsSync, readFileSync } from 'node:fs';
import type { FileTiming } from './vitest-timing-reporter.ts';

/**
 * Where `npm test`'s time went: each Vitest project's wall time and tally, and the slowest test
 * files of every runner, so a slowdown shows in the log of the run that brought it.
 */

export interface ProjectTime {
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  wallMs: number;
}

interface PlaywrightSuite {
  file?: string;
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export function readTimings(file: string): FileTiming[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FileTiming[]) : [];
}

/** Each project's tally, and the time from its first file's start to its last file's end. */
export function projectTimes(timings: FileTiming[]): ProjectTime[] {
  const byProject = new Map<string, FileTiming[]>();
  for (const timing of timings) byProject.set(timing.project, [...(byProject.get(timing.project) ?? []), timing]);
  return [...byProject].map(([project, files]) => ({
    project,
    passed: sum(files.map((f) => f.passed)),
    failed: sum(files.map((f) => f.failed)),
    skipped: sum(files.map((f) => f.skipped)),
    wallMs: Math.max(...files.map((f) => f.endedAt)) - Math.min(...files.map((f) => f.startedAt)),
  }));
}

/** Playwright's spec files with the time their tests took, summed over their runs. */
export function playwrightFileTimes(reportFile: string): { name: string; ms: number }[] {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: PlaywrightSuite[] };
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const ms = sum(spec.tests.flatMap((test) => test.results.map((result) => result.duration)));
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, ms]) => ({ name: `playwright: tests/e2e/${file}`, ms }));
}

/** The `count` slowest files of all runners, slowest first. */
export function slowestFiles(
  timings: FileTiming[],
  others: { name: string; ms: number }[],
  count = 5,
): { name: string; ms: number }[] {
  const vitest = timings.map((t) => ({ name: `${t.project}: ${t.file}`, ms: t.endedAt - t.startedAt }));
  return [...vitest, ...others].sort((a, b) => b.ms - a.ms).slice(0, count);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
