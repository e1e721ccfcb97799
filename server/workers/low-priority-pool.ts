import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import { errorOfFailure, type JobReply } from './thread-failure.ts';
import { LOW_PRIORITY, type ThreadPriority } from './thread-priority.ts';

/**
 * Jobs waiting for a thread beyond which the pool refuses at once with 503: at about a hundred
 * sign-ins a second per two cores this is several seconds of queue, past which a person is better
 * told to try again than kept waiting.
 */
export const MAX_WAITING_JOBS = 500;

/** How long close() waits for starting threads and running jobs before it ends the threads all the same. */
const STOP_GRACE_MS = 10_000;

export interface LowPriorityPoolOptions {
  /** Given to each thread as `workerData.setup`: what it opens once (a database, a key). */
  setup?: unknown;
  /** Threads; one per core by default, so that together they may use what the event loop leaves. */
  size?: number | undefined;
  /** The threads' CPU priority; LOW_PRIORITY by default (the bench compares others). */
  priority?: ThreadPriority | undefined;
}

/**
 * Work that is meant to cost CPU (argon2, and a whole password sign-in) on piscina's threads, each
 * at a lower CPU priority than the event loop (LOW_PRIORITY): when the cores are busy the kernel
 * gives the event loop most of them, so a burst of sign-ins mostly slows other sign-ins, while the
 * threads keep a share beside other busy programs. One job per thread at a time; the rest wait in
 * one queue of at most MAX_WAITING_JOBS. Threads start on first use, stay, and keep the process
 * alive only while they run a job. `script` is a module whose default export is lowPriorityJobs(…)
 * of low-priority-job.ts.
 */
export class LowPriorityPool<Job extends object, Value> {
  private pool: Piscina<Job, JobReply<Value>> | undefined;
  /** Threads that finished loading their module, by thread id. */
  private readonly ready = new Set<number>();
  private readonly script: URL;
  private readonly options: LowPriorityPoolOptions;

  constructor(script: URL, options: LowPriorityPoolOptions = {}) {
    this.script = script;
    this.options = options;
  }

  /** Jobs the threads have answered, for tests and the bench to see where work ran. */
  get completed(): number {
    return this.pool?.completed ?? 0;
  }

  /** Jobs waiting for a free thread (the metrics show the queue). */
  get waiting(): number {
    return this.pool?.queueSize ?? 0;
  }

  async run(job: Job): Promise<Value> {
    const pool = this.start();
    if (pool.queueSize >= MAX_WAITING_JOBS) throw new AppError('service_unavailable', 'error.workers.busy');
    const reply = await pool.run(job);
    if (reply.ok) return reply.value;
    throw errorOfFailure(reply.failure);
  }

  /**
   * Stops the threads (tests and shutdown): jobs still waiting are refused, running ones finish.
   * Threads still loading their module are waited for first: ending one while it compiled the
   * WebAssembly that strips TypeScript made V8 abort the whole process (seen once in CI).
   */
  async close(): Promise<void> {
    const pool = this.pool;
    if (!pool) return;
    await this.threadsStarted(pool);
    await pool.close({ force: true });
  }

  private threadsStarted(pool: Piscina): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (pool.threads.every((thread) => this.ready.has(thread.threadId))) done();
      };
      const done = () => {
        clearTimeout(timer);
        pool.off('workerCreate', check).off('workerDestroy', check);
        resolve();
      };
      const timer = setTimeout(done, STOP_GRACE_MS);
      pool.on('workerCreate', check).on('workerDestroy', check);
      check();
    });
  }

  private start(): Piscina<Job, JobReply<Value>> {
    if (this.pool) return this.pool;
    const pool = new Piscina<Job, JobReply<Value>>({
      filename: this.script.href,
      workerData: { priority: this.options.priority ?? LOW_PRIORITY, setup: this.options.setup },
      // Threads start as jobs come, up to one per core, and stay: none is started for nothing.
      minThreads: 0,
      maxThreads: this.options.size ?? availableParallelism(),
      idleTimeout: Number.POSITIVE_INFINITY,
      concurrentTasksPerWorker: 1,
      // Threads that wait on a message rather than block in Atomics.wait, so a sign-in thread's
      // database connection is still served between jobs.
      atomics: 'disabled',
      closeTimeout: STOP_GRACE_MS,
    });
    // Past start-up, piscina announces a thread once it has loaded its module.
    pool.on('workerCreate', (thread: { id: number }) => this.ready.add(thread.id));
    pool.on('workerDestroy', (thread: { id: number }) => this.ready.delete(thread.id));
    // A thread that dies (out of memory) fails its job and a new one starts for the next; said here.
    pool.on('error', (error: unknown) => console.error('A worker thread failed:', error));
    this.pool = pool;
    return pool;
  }
}
