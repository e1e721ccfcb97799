import type { StartedServer } from '../load.ts';
import { SECONDS } from '../settings.ts';
import { BESIDE_RATE, LOGIN_RATE, loginsAtRate, trackerAtRate } from '../steady-loads.ts';
import { eventLoopCpuPerRequest } from '../thread-cpu.ts';

/**
 * Where a sign-in's work runs: the server's event-loop thread's own CPU time (Linux counts it per
 * thread) per sign-in, against the same per tracker lookup; the rest runs on the sign-in threads.
 */
export async function signInEventLoopCpuVsTrackerLookup(app: StartedServer): Promise<void> {
  const loopCpu = await eventLoopCpuPerRequest(
    app.child.pid!,
    () => trackerAtRate(app.port),
    BESIDE_RATE * 2 * SECONDS,
  );
  const signInCpu = await eventLoopCpuPerRequest(
    app.child.pid!,
    () => loginsAtRate(app.port, LOGIN_RATE, 2 * SECONDS),
    LOGIN_RATE * 2 * SECONDS,
  );
  if (!loopCpu || !signInCpu) return;
  console.log(
    `sign-in-event-loop-cpu-vs-tracker-lookup: ${(signInCpu.eventLoopMs / loopCpu.eventLoopMs).toFixed(1)}x ` +
      `(${signInCpu.eventLoopMs.toFixed(2)} ms of the event loop's thread per sign-in, ` +
      `${signInCpu.otherThreadsMs.toFixed(1)} ms on the server's other threads; ` +
      `${loopCpu.eventLoopMs.toFixed(2)} ms per tracker lookup)`,
  );
}
