import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ErrorCode } from '../../../contract/errors.ts';
import { isDatabaseUnavailable } from '../../db/is-unavailable.ts';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE } from '../../errors.ts';

/** A thread's CPU priority: its nice value, and whether it also takes SCHED_IDLE (only CPU nothing else wants). */
export interface ThreadPriority {
  nice: number;
  schedIdle: boolean;
}

/**
 * The thread side of low-priority-pool.ts. A thread first lowers its own CPU priority (Linux
 * schedules threads one by one; /proc/thread-self names this one), then answers jobs one at a time.
 * SCHED_IDLE, which the bench compares, is set with util-linux's chrt (no privilege is needed to
 * lower oneself).
 */
export function lowerThisThreadsPriority(priority: ThreadPriority): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return;
    setPriority(threadId, priority.nice);
    if (!priority.schedIdle) return;
    try {
      execFileSync('chrt', ['--idle', '--pid', '0', String(threadId)], { stdio: 'ignore', timeout: 5000 });
    } catch {
      // No chrt on this machine: nice alone, which still keeps this thread behind the event loop.
    }
  } catch {
    // Not Linux (no /proc/thread-self): normal priority, still off the event loop.
  }
}

/** How a job failed, in a form that crosses postMessage (an Error's class and fields do not). */
export type ThreadFailure =
  | { kind: 'app'; code: ErrorCode; message: string; retryAfter: string | null }
  | { kind: 'database-unavailable'; message: string }
  | { kind: 'unexpected'; message: string; stack: string };

export type JobReply<Value> =
  | { id: number; ok: true; value: Value }
  | { id: number; ok: false; failure: ThreadFailure };

export function failureOf(error: unknown): ThreadFailure {
  if (error instanceof AppError)
    return {
      kind: 'app',
      code: error.code,
      message: error.message,
      retryAfter: error.retryAfter?.toISOString() ?? null,
    };
  if (isDatabaseUnavailable(error))
    return { kind: 'database-unavailable', message: error instanceof Error ? error.message : String(error) };
  return {
    kind: 'unexpected',
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? (error.stack ?? '') : '',
  };
}

/**
 * The error the caller on the event loop sees: the same AppError (code, message, Retry-After), a
 * 503 for a database that cannot be reached, and otherwise an Error that becomes a logged 500.
 */
export function errorOfFailure(failure: ThreadFailure): Error {
  if (failure.kind === 'app')
    return new AppError(
      failure.code,
      failure.message,
      failure.retryAfter ? { retryAfter: new Date(failure.retryAfter) } : {},
    );
  if (failure.kind === 'database-unavailable') {
    console.error('Database unavailable on a worker thread:', failure.message);
    return new AppError('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  }
  const error = new Error(failure.message);
  error.stack = failure.stack || error.stack;
  return error;
}

/** What the pool sends a thread to end it: it finishes, lets go of what it opened and exits. */
export const STOP_MESSAGE = 'stop';

/**
 * Lowers this thread's priority and answers the pool's jobs with `handle`, one at a time; on the
 * stop message runs `release` (closing a database) and lets the thread end by itself.
 */
export function serveJobs<Job extends { id: number }, Value>(
  handle: (job: Job) => Value | Promise<Value>,
  release: () => unknown = () => {},
): void {
  const { priority } = workerData as { priority: ThreadPriority };
  lowerThisThreadsPriority(priority);
  parentPort?.on('message', async (job: Job | typeof STOP_MESSAGE) => {
    if (job === STOP_MESSAGE) {
      await release();
      parentPort?.close();
      return;
    }
    let reply: JobReply<Value>;
    try {
      reply = { id: job.id, ok: true, value: await handle(job) };
    } catch (error) {
      reply = { id: job.id, ok: false, failure: failureOf(error) };
    }
    parentPort?.postMessage(reply);
  });
}
