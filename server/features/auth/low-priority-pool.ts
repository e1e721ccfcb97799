import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.ts';
import { errorOfFailure, STOP_MESSAGE, type JobReply, type ThreadPriority } from './low-priority-thread.ts';

const STOP_GRACE_MS = 10_000;

function stopGently(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.ref();
    worker.postMessage(STOP_MESSAGE);
  });
}

/**
 * The priority the pool's threads take: nice 5 under the normal policy. Against a program that
 * wants a whole core a thread then still gets a fifth of it or more (weights 335 to 1024), so
 * sign-ins go on while other programs keep the machine busy; the event loop, at nice 0, still wins
 * three to one against a thread on its core. SCHED_IDLE (weight 3) and nice 19 (weight 15) left
 * sign-ins almost nothing beside busy programs: beside a normal-priority busy loop on each core the
 * bench measured a sign-in p99 of 12 to 15 s with either, against 1.0 s at nice 5 (and 6.8 s in a
 * run where the machine's other load starved the event loop as well).
 */
export const LOW_PRIORITY: ThreadPriority = { nice: 5, schedIdle: false };

/**
 * Jobs waiting for a thread beyond which the pool refuses at once with 503: at about a hundred
 * sign-ins a second per two cores this is several seconds of queue, past which a person is better
 * told to try again than kept waiting.
 */
export const MAX_WAITING_JOBS = 500;

interface Pending<Job, Value> {
  job: Job & { id: number };
  resolve: (value: Value) => void;
  reject: (error: Error) => void;
}

export interface LowPriorityPoolOptions {
  /** Given to each thread as `workerData.setup`: what it opens once (a database, a key). */
  setup?: unknown;
  /** Threads; one per core by default, so that together they may use what the event loop leaves. */
  size?: number | undefined;
  /** The threads' CPU priority; LOW_PRIORITY by default (the bench compares others). */
  priority?: ThreadPriority | undefined;
}

/**
 * Work that is meant to cost CPU (argon2, and a whole password sign-in) on threads of its own, each
 * at a lower CPU priority than the event loop (LOW_PRIORITY): when the cores are busy the kernel
 * gives the event loop most of them, so a burst of sign-ins mostly slows other sign-ins, while the
 * threads keep a share beside other busy programs. One job per thread at
 * a time; the rest wait in one queue. Threads start on first use and never keep the process alive
 * while idle. `script` is a module that calls serveJobs() of low-priority-thread.ts.
 */
export class LowPriorityPool<Job extends object, Value> {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Pending<Job, Value>>();
  private readonly waiting: Pending<Job, Value>[] = [];
  private nextId = 1;
  private started = false;
  private readonly size: number;
  private readonly script: URL;
  private readonly setup: unknown;
  private readonly priority: ThreadPriority;
  /** Jobs the threads have answered, for tests and the bench to see where work ran. */
  completed = 0;

  constructor(script: URL, options: LowPriorityPoolOptions = {}) {
    this.script = script;
    this.setup = options.setup;
    this.size = options.size ?? availableParallelism();
    this.priority = options.priority ?? LOW_PRIORITY;
  }

  run(job: Job): Promise<Value> {
    if (this.waiting.length >= MAX_WAITING_JOBS) {
      return Promise.reject(new AppError('service_unavailable', 'The service is busy. Try again in a moment.'));
    }
    this.start();
    return new Promise((resolve, reject) => {
      this.waiting.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Stops the threads (tests and shutdown); jobs still waiting are refused. Each thread is asked to
   * end and does so by itself, after its job: terminate() cut threads short in the middle of
   * compiling the WebAssembly that strips TypeScript, and V8 then aborted the whole process (seen
   * once in CI). A thread that has not ended within STOP_GRACE_MS is terminated all the same.
   */
  async close(): Promise<void> {
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('The worker threads were stopped.'));
    const workers = [...this.idle.splice(0), ...this.running.keys()];
    this.started = false;
    await Promise.all(workers.map((worker) => stopGently(worker)));
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    for (let i = 0; i < this.size; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const worker = new Worker(this.script, { workerData: { priority: this.priority, setup: this.setup } });
    worker.unref();
    worker.on('message', (reply: JobReply<Value>) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      // After close() the thread is on its way out: it takes no more jobs.
      if (this.started) this.idle.push(worker);
      if (pending) {
        this.completed++;
        if (reply.ok) pending.resolve(reply.value);
        else pending.reject(errorOfFailure(reply.failure));
      }
      this.dispatch();
    });
    // A thread that dies (out of memory) fails its job and is replaced, so the pool keeps its size.
    worker.on('error', (error) => this.replace(worker, error));
    worker.on('exit', (code) => {
      if (this.started && (this.running.has(worker) || this.idle.includes(worker)))
        this.replace(worker, new Error(`A worker thread stopped with code ${code}.`));
    });
    return worker;
  }

  private replace(worker: Worker, error: Error): void {
    const pending = this.running.get(worker);
    this.running.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    pending?.reject(error);
    if (this.started) {
      this.idle.push(this.spawn());
      this.dispatch();
    }
  }

  private dispatch(): void {
    while (this.idle.length && this.waiting.length) {
      const worker = this.idle.pop()!;
      const pending = this.waiting.shift()!;
      this.running.set(worker, pending);
      // While a job runs the thread must keep the process alive, or a script could exit mid-job.
      worker.ref();
      worker.postMessage(pending.job);
    }
    for (const worker of this.idle) worker.unref();
  }
}
