import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * The names of what failed, read back from the runners' JSON reports, so the end of `npm test`'s
 * output (all a CI log's tail may keep) says which tests to look at, not only how many.
 */

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The first line of a failure's message, without colour codes, short enough for a log line. */
function firstLine(message: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is stripped
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim();
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** Each failed Vitest test as `file › name: first line of its error`; a file that failed to load, too. */
export function vitestFailures(file: string, root: string): string[] {
  const report = readJson<VitestReport>(file);
  if (!report) return [];
  return report.testResults.flatMap((result) => {
    const path = relative(root, result.name);
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && result.status === 'failed') return [`${path}: ${firstLine(result.message)}`];
    return failed.map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

/** Each Playwright test that failed, or passed only on a retry, as `file:line › title: first line of its error`. */
export function playwrightFailures(file: string): string[] {
  const report = readJson<{ suites: PlaywrightSuite[] }>(file);
  if (!report) return [];
  const names: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((r) => r.error)?.error?.message;
        const flaky = test.status === 'flaky' ? ' (passed on a retry)' : '';
        names.push(`${spec.file}:${spec.line} › ${spec.title}${flaky}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return names;
}
