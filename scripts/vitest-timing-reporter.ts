import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file as run: its project, when it started and ended, and its tests' outcomes. */
export interface FileTiming {
  project: string;
  file: string;
  startedAt: number;
  endedAt: number;
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Writes when each test file ran and how its tests ended, by project, to the file that
 * TEST_TIMING_FILE names: Vitest's JSON report says neither which project a file ran in nor when
 * it started, and `npm test` prints each project's wall time and the slowest files from this.
 */
export default class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(keyOf(module), Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const tally = { passed: 0, failed: 0, skipped: 0 };
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') tally.passed += 1;
      else if (state === 'failed') tally.failed += 1;
      else tally.skipped += 1;
    }
    const endedAt = Date.now();
    this.files.push({
      project: module.project.name,
      file: module.relativeModuleId,
      startedAt: this.started.get(keyOf(module)) ?? endedAt,
      endedAt,
      ...tally,
    });
  }

  onTestRunEnd(): void {
    const target = process.env.TEST_TIMING_FILE;
    if (target) writeFileSync(target, JSON.stringify(this.files));
  }
}

const keyOf = (module: TestModule) => `${module.project.name}:${module.moduleId}`;
