import { AsyncTask, SimpleIntervalJob } from 'toad-scheduler';

/** When a periodic job's ticks come. */
export interface Every {
  intervalMs: number;
  /** A first tick sooner than the interval; the interval still counts from the start. */
  firstRunMs?: number;
}

export interface Ticking {
  /** No tick starts after this; one under way is its owner's to wait for. */
  stop(): void;
}

/**
 * The one timer of the server's periodic jobs, on toad-scheduler's interval jobs: a tick that comes
 * while the last one still runs is skipped, a failed tick is logged under `name` and the next one
 * tries again, and the timers are unreferenced, so housekeeping never keeps a process alive.
 */
export function runEvery(name: string, every: Every, tick: () => Promise<unknown>): Ticking {
  const logFailure = (error: unknown) =>
    console.error(`${name} failed:`, error instanceof Error ? error.message : error);
  const jobs = [
    new SimpleIntervalJob({ milliseconds: every.intervalMs }, new AsyncTask(name, tick, logFailure), { unref: true }),
  ];
  if (every.firstRunMs !== undefined) {
    const once = async () => {
      first.stop();
      await tick();
    };
    const first = new SimpleIntervalJob({ milliseconds: every.firstRunMs }, new AsyncTask(name, once, logFailure), {
      unref: true,
    });
    jobs.push(first);
  }
  for (const job of jobs) job.start();
  return {
    stop() {
      for (const job of jobs) job.stop();
    },
  };
}
