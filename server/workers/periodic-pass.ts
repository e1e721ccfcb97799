import { runEvery, type Every, type Ticking } from './run-every.ts';

/** A job that runs one pass at a time, now or on a schedule, and finishes its pass when stopped. */
export interface PeriodicPass<T = number> {
  /** One pass; answers what it did. A call while a pass runs does nothing and answers the job's idle value. */
  runOnce(): Promise<T>;
  start(every: Every): void;
  stop(): Promise<void>;
}

export interface PassOptions<T> {
  /** What runOnce answers when it ran no pass (0 for a job that counts what it did). */
  idle: T;
  /** Told what each scheduled pass did, e.g. to log it. */
  onDone?: (result: T) => void;
}

/**
 * Wraps a pass as a periodic job on the shared runner. Passes never overlap on one instance (a slow
 * one is not joined by the next tick); a failed pass is logged under `name` and the next tick tries
 * again. A job that must not run on two instances at once wraps its pass in withInstanceLock.
 */
export function periodicPass(name: string, pass: () => Promise<number>): PeriodicPass<number>;
export function periodicPass<T>(name: string, pass: () => Promise<T>, options: PassOptions<T>): PeriodicPass<T>;
export function periodicPass<T>(name: string, pass: () => Promise<T>, options?: PassOptions<T>): PeriodicPass<T> {
  const idle = (options ? options.idle : 0) as T;
  let ticking: Ticking | null = null;
  let running: Promise<T> | null = null;

  const runOnce = () => {
    if (running) return Promise.resolve(idle);
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    runOnce,
    start(every) {
      ticking ??= runEvery(name, every, async () => {
        // Run first: `options?.onDone?.(await runOnce())` would skip the pass itself without options.
        const result = await runOnce();
        options?.onDone?.(result);
      });
    },
    async stop() {
      ticking?.stop();
      ticking = null;
      await running?.catch(() => undefined);
    },
  };
}
