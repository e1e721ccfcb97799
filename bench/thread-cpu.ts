import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** CPU time each thread of a process has had so far, in ns, by thread id (Linux's schedstat). */
function cpuByThread(pid: number): Map<number, number> {
  const times = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      times.set(Number(tid), Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return times;
}

/**
 * The CPU time a server spent per request of `run` on its event loop's thread (the process's main
 * thread, whose id is the pid) and on all its other threads. Null where /proc does not say.
 */
export async function eventLoopCpuPerRequest(
  pid: number,
  run: () => Promise<unknown>,
  requests: number,
): Promise<{ eventLoopMs: number; otherThreadsMs: number } | null> {
  if (!existsSync(`/proc/${pid}/task/${pid}/schedstat`)) return null;
  const before = cpuByThread(pid);
  await run();
  const after = cpuByThread(pid);
  let eventLoop = 0;
  let others = 0;
  for (const [tid, ns] of after) {
    const spent = ns - (before.get(tid) ?? 0);
    if (tid === pid) eventLoop += spent;
    else others += spent;
  }
  return { eventLoopMs: eventLoop / 1e6 / requests, otherThreadsMs: others / 1e6 / requests };
}
