import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';
import type { HashJob, HashReply } from './hash-pool.ts';

/**
 * One password-hashing thread, started by hash-pool.ts. It first lowers its own CPU priority
 * (Linux schedules threads one by one; /proc/thread-self names this one), so that when the cores
 * are busy the kernel runs the event loop before any hash: a burst of sign-ins then slows other
 * sign-ins, never the tracker or the worklist.
 *
 * Nice 19 alone was not enough: the bench measured the tracker's p99 doubling beside 100 hashes a
 * second at nice 19, because a waking event loop still waited for the hash's time slice. Under
 * SCHED_IDLE (set with util-linux's chrt; no privilege is needed to lower oneself) it did not move.
 */
const { nice } = workerData as { nice: number };
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) {
    setPriority(threadId, nice);
    try {
      execFileSync('chrt', ['--idle', '--pid', '0', String(threadId)], { stdio: 'ignore', timeout: 5000 });
    } catch {
      // No chrt on this machine: nice alone, which still keeps hashes behind the event loop.
    }
  }
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
