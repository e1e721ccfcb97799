import { workerData } from 'node:worker_threads';
import { failureOf, type JobReply } from './thread-failure.ts';
import { lowerThisThreadsPriority, type ThreadPriority } from './thread-priority.ts';

/**
 * The thread side of low-priority-pool.ts: a worker module's default export is
 * `lowPriorityJobs(handle)`. The thread lowers its own CPU priority as the module loads, before
 * the pool counts it ready, and answers each job with a reply that carries a failure across.
 */
export function lowPriorityJobs<Job, Value>(
  handle: (job: Job) => Value | Promise<Value>,
): (job: Job) => Promise<JobReply<Value>> {
  lowerThisThreadsPriority((workerData as { priority: ThreadPriority }).priority);
  return async (job) => {
    try {
      return { ok: true, value: await handle(job) };
    } catch (error) {
      return { ok: false, failure: failureOf(error) };
    }
  };
}
