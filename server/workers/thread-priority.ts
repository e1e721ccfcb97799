import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** A thread's CPU priority: its nice value, and whether it also takes SCHED_IDLE (only CPU nothing else wants). */
export interface ThreadPriority {
  nice: number;
  schedIdle: boolean;
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
 * Lowers the calling thread's CPU priority (Linux schedules threads one by one; /proc/thread-self
 * names this one). The nice value is set as such rather than added to the process's, so the bench's
 * comparisons mean the same on any machine. SCHED_IDLE, which the bench compares, is set with
 * util-linux's chrt (no privilege is needed to lower oneself).
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
