import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, projectTimes, seconds, slowestFiles } from './test-times.ts';
import type { FileTiming } from './vitest-timing-reporter.ts';

const file = (project: string, name: string, startedAt: number, endedAt: number, failed = 0): FileTiming => ({
  project,
  file: name,
  startedAt,
  endedAt,
  passed: 2,
  failed,
  skipped: 0,
});

describe("where npm test's time went", () => {
  const timings = [
    file('sqlite', 'server/a.test.ts', 1_000, 4_000),
    file('sqlite', 'server/b.test.ts', 2_000, 9_000, 1),
    file('postgres', 'server/a.test.ts', 0, 20_000),
  ];

  it("gives each project's tally and the time from its first file's start to its last file's end", () => {
    expect(projectTimes(timings)).toEqual([
      { project: 'sqlite', passed: 4, failed: 1, skipped: 0, wallMs: 8_000 },
      { project: 'postgres', passed: 2, failed: 0, skipped: 0, wallMs: 20_000 },
    ]);
  });

  it('names the slowest files of every runner, slowest first, Playwright files by their summed test time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-times-'));
    const report = join(dir, 'playwright.json');
    writeFileSync(
      report,
      JSON.stringify({
        suites: [
          {
            file: 'walk.spec.ts',
            specs: [{ file: 'walk.spec.ts', tests: [{ results: [{ duration: 6_000 }, { duration: 2_000 }] }] }],
            suites: [{ specs: [{ file: 'walk.spec.ts', tests: [{ results: [{ duration: 1_000 }] }] }] }],
          },
        ],
      }),
    );
    const others = playwrightFileTimes(report);
    expect(others).toEqual([{ name: 'playwright: tests/e2e/walk.spec.ts', ms: 9_000 }]);
    expect(slowestFiles(timings, others, 3).map((f) => `${seconds(f.ms)} ${f.name}`)).toEqual([
      '20.0 s postgres: server/a.test.ts',
      '9.0 s playwright: tests/e2e/walk.spec.ts',
      '7.0 s sqlite: server/b.test.ts',
    ]);
  });
});
