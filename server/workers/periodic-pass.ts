/** A job that runs one pass at a time, now or every interval, and finishes its pass when stopped. */
export interface PeriodicPass {
  /** One pass; answers what it did (a count). A call while a pass runs does nothing and answers 0. */
  runOnce(): Promise<number>;
  start(options: { intervalMs: number }): void;
  stop(): Promise<void>;
}

/**
 * Wraps a pass as a periodic job. Passes never overlap on one instance (a slow one is not joined
 * by the next tick); a failed pass is logged under `name` and the next tick tries again.
 */
export function periodicPass(name: string, pass: () => Promise<number>): PeriodicPass {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runOnce = () => {
    if (running) return Promise.resolve(0);
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    runOnce,
    start({ intervalMs }) {
      if (timer) return;
      timer = setInterval(
        () =>
          void runOnce().catch((error: unknown) =>
            console.error(`${name} failed:`, error instanceof Error ? error.message : error),
          ),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
