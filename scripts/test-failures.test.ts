import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-failures.ts';

const dir = mkdtempSync(join(tmpdir(), 'test-failures-'));
const write = (name: string, report: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
};

describe('the names of what failed, for the end of the test output', () => {
  it('names each failed Vitest test with its file and the first line of its error, and a file that did not load', () => {
    const file = write('vitest.json', {
      testResults: [
        {
          name: '/repo/server/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a on sqlite passes', status: 'passed' },
            {
              fullName: 'a on postgres counts',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3'],
            },
          ],
        },
        { name: '/repo/server/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
        { name: '/repo/server/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    });
    expect(vitestFailures(file, '/repo')).toEqual([
      'server/a.test.ts › a on postgres counts: AssertionError: expected 1 to be 2',
      'server/b.test.ts: Cannot find module x',
    ]);
  });

  it('names each Playwright test that failed or passed only on a retry, in nested suites', () => {
    const spec = (title: string, status: string, message?: string) => ({
      title,
      file: 'tracker.spec.ts',
      line: 7,
      tests: [{ status, results: [message ? { error: { message } } : {}] }],
    });
    const file = write('playwright.json', {
      suites: [
        {
          title: 'tracker.spec.ts',
          specs: [spec('passes', 'expected')],
          suites: [
            { title: 'inner', specs: [spec('misses the code', 'unexpected', 'Timed out 5000ms\nCall log')] },
            { title: 'other', specs: [spec('wobbles', 'flaky', 'locator not found')] },
          ],
        },
      ],
    });
    expect(playwrightFailures(file)).toEqual([
      'tracker.spec.ts:7 › misses the code: Timed out 5000ms',
      'tracker.spec.ts:7 › wobbles (passed on a retry): locator not found',
    ]);
  });

  it('names nothing when a report is missing: the tally already counts that runner as failed', () => {
    expect(vitestFailures(join(dir, 'none.json'), '/repo')).toEqual([]);
    expect(playwrightFailures(join(dir, 'none.json'))).toEqual([]);
  });
});
