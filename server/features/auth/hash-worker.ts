import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';
import type { HashJob, HashReply } from './hash-pool.ts';

/**
 * One password-hashing thread, started by hash-pool.ts. It lowers its own CPU priority first to the
 * nice value it is given (Linux nice is per thread; /proc/thread-self names this thread), so that
 * when the cores are busy the kernel runs the event loop before any hash: a burst of sign-ins then
 * slows other sign-ins, never the tracker or the worklist.
 */
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, (workerData as { nice: number }).nice);
} catch {
  // Not Linux (no /proc/thread-self): the hashes run at normal priority, still off the event loop.
}

parentPort?.on('message', (job: HashJob) => {
  let reply: HashReply;
  try {
    reply =
      job.kind === 'hash'
        ? { id: job.id, ok: true, value: hashSync(job.password, job.options) }
        : { id: job.id, ok: true, value: verifySync(job.stored, job.password) };
  } catch (error) {
    reply = { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
