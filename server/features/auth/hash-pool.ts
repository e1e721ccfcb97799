import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors.ts';

export interface HashOptions {
  algorithm: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type JobInput = { kind: 'hash'; password: string; options: HashOptions } | { kind: 'verify'; password: string; stored: string };
export type HashJob = JobInput & { id: number };
export type HashReply = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; message: string };

/** The hashing threads' nice value: the lowest priority there is. */
export const HASH_THREAD_NICE = 19;

/**
 * Sign-ins waiting for a hashing thread beyond which the server answers 503 at once: at about a
 * hundred hashes a second per two cores this is several seconds of queue, past which a person is
 * better told to try again than kept waiting.
 */
export const MAX_WAITING_HASHES = 500;

interface Pending {
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/**
 * Password hashing on its own threads, one per core, each at the lowest CPU priority (see
 * hash-worker.ts): argon2 is meant to cost CPU, and on libuv's shared pool four hashes at once took
 * both cores from the event loop. Jobs wait in one queue; threads are started on first use and do
 * not keep the process alive.
 */
export class HashPool {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Pending>();
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private started = false;
  private readonly size: number;

  constructor(size = availableParallelism()) {
    this.size = size;
  }

  run(input: JobInput): Promise<string | boolean> {
    if (this.waiting.length >= MAX_WAITING_HASHES) {
      return Promise.reject(new AppError('service_unavailable', 'The service is busy. Try again in a moment.'));
    }
    this.start();
    return new Promise((resolve, reject) => {
      this.waiting.push({ job: { ...input, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the threads (tests and shutdown); jobs still waiting are refused. */
  async close(): Promise<void> {
    for (const pending of this.waiting.splice(0)) pending.reject(new Error('The hashing threads were stopped.'));
    const workers = [...this.idle.splice(0), ...this.running.keys()];
    this.started = false;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    for (let i = 0; i < this.size; i++) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./hash-worker.ts', import.meta.url), { workerData: { nice: HASH_THREAD_NICE } });
    worker.unref();
    worker.on('message', (reply: HashReply) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      this.idle.push(worker);
      if (pending) {
        if (reply.ok) pending.resolve(reply.value);
        else pending.reject(new Error(reply.message));
      }
      this.dispatch();
    });
    // A thread that dies (out of memory) fails its job and is replaced, so the pool keeps its size.
    worker.on('error', (error) => this.replace(worker, error));
    worker.on('exit', (code) => {
      if (this.started && (this.running.has(worker) || this.idle.includes(worker))) this.replace(worker, new Error(`A hashing thread stopped with code ${code}.`));
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
      // While a job runs the thread must keep the process alive, or a script could exit mid-hash.
      worker.ref();
      worker.postMessage(pending.job);
    }
    for (const worker of this.idle) worker.unref();
  }
}

/** The process's one pool, shared by every app in it. */
export const hashPool = new HashPool();
