import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LOW_PRIORITY, type ThreadPriority } from '../server/workers/thread-priority.ts';
import { ensureSiteBuilt } from '../server/site-build.ts';
import { loadAtRate, median, startServer, type RateResult } from './load.ts';
import { TRACKER_PATH } from './settings.ts';
import { loginRequest } from './sign-in.ts';

/**
 * Sign-ins on a machine other programs keep busy: a busy loop at normal priority on every core
 * beside the server, while sign-ins arrive at a steady rate and the tracker is read. The sign-in
 * threads' priority decides whether they get a share of the CPU or only what nothing else wants.
 * Run alone to compare priorities: `node bench/sign-ins-beside-busy-loops.ts idle nice19 nice10`.
 */
// A generous peak for staff sign-ins (a few thousand people arriving over some minutes).
const BUSY_SIGN_IN_RATE = 5;
const BUSY_SECONDS = 15;
const TRACKER_RATE = 200;
const BURST_SIGN_IN_RATE = 50;
const login = loginRequest('manager');

const PRIORITIES: Record<string, ThreadPriority> = {
  idle: { nice: 19, schedIdle: true },
  nice19: { nice: 19, schedIdle: false },
  nice10: { nice: 10, schedIdle: false },
  nice5: { nice: 5, schedIdle: false },
  nice0: { nice: 0, schedIdle: false },
};

const describePriority = (p: ThreadPriority) => (p.schedIdle ? `SCHED_IDLE, nice ${p.nice}` : `nice ${p.nice}`);

/** Busy loops at normal priority, one per core, in this process's session (so in its scheduling group). */
function startBusyLoops(): Promise<ChildProcess[]> {
  const loops = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return Promise.all(
    loops.map(
      (loop) =>
        new Promise<ChildProcess>((resolve, reject) => loop.once('spawn', () => resolve(loop)).once('error', reject)),
    ),
  );
}

export interface BusyLoopsResult {
  priority: ThreadPriority;
  signIns: RateResult;
  trackerBeside: RateResult;
  /** Without busy loops: the tracker alone, then beside a burst of sign-ins (what the sign-in threads cost it). */
  trackerAloneP99: number[];
  trackerBesideSignInsP99: number[];
  signInsP99: number[];
  signInsRefused: number;
}

/** Measures one priority on a fresh server (database on tmpfs when there is one; the demo data only). */
export async function signInsBesideBusyLoops(
  priority: ThreadPriority,
  options: { comparison?: boolean } = {},
): Promise<BusyLoopsResult> {
  const server = await startServer('bench/serve-app.ts', {
    env: { BENCH_TMP: '/dev/shm', BENCH_ASSIGNMENTS: '0', BENCH_SIGN_IN_PRIORITY: JSON.stringify(priority) },
  });
  try {
    const port = server.port;
    // Warm-up: the threads start and compile before anything is counted.
    await loadAtRate(port, '/api/auth/appToken', { perSecond: 5, seconds: 1, connections: 8, request: login });
    await loadAtRate(port, TRACKER_PATH, { perSecond: TRACKER_RATE, seconds: 1, connections: 8 });

    const loops = await startBusyLoops();
    let signIns: RateResult;
    let trackerBeside: RateResult;
    try {
      // The loops stop when the sending stops; sign-ins still queued then are answered after, late.
      const stopLoops = setTimeout(() => {
        for (const loop of loops) loop.kill('SIGKILL');
      }, BUSY_SECONDS * 1000);
      [signIns, trackerBeside] = await Promise.all([
        loadAtRate(port, '/api/auth/appToken', {
          perSecond: BUSY_SIGN_IN_RATE,
          seconds: BUSY_SECONDS,
          connections: 64,
          request: login,
        }),
        loadAtRate(port, TRACKER_PATH, { perSecond: TRACKER_RATE, seconds: BUSY_SECONDS, connections: 16 }),
      ]);
      clearTimeout(stopLoops);
    } finally {
      for (const loop of loops) loop.kill('SIGKILL');
    }

    const trackerAloneP99: number[] = [];
    const trackerBesideSignInsP99: number[] = [];
    const signInsP99: number[] = [];
    let signInsRefused = 0;
    for (let round = 0; round < (options.comparison ? 1 : 0); round++) {
      trackerAloneP99.push(
        (await loadAtRate(port, TRACKER_PATH, { perSecond: 1000, seconds: 3, connections: 16 })).p99Ms,
      );
      const [tracker, logins] = await Promise.all([
        loadAtRate(port, TRACKER_PATH, { perSecond: 1000, seconds: 3, connections: 16 }),
        loadAtRate(port, '/api/auth/appToken', {
          perSecond: BURST_SIGN_IN_RATE,
          seconds: 3,
          connections: 64,
          request: login,
        }),
      ]);
      trackerBesideSignInsP99.push(tracker.p99Ms);
      signInsP99.push(logins.p99Ms);
      signInsRefused += logins.refused;
    }
    return {
      priority,
      signIns: signIns!,
      trackerBeside: trackerBeside!,
      trackerAloneP99,
      trackerBesideSignInsP99,
      signInsP99,
      signInsRefused,
    };
  } finally {
    server.child.kill();
  }
}

/** The bench line: sign-in p99 against the 2-second target, with refusals and the tracker beside the same loops. */
export function busyLoopsLine(r: BusyLoopsResult): string {
  const s = r.signIns;
  const comparison = r.trackerAloneP99.length
    ? `; without the loops, tracker p99 at 1,000/s ${r.trackerAloneP99.map((v) => v.toFixed(1)).join(', ')} ms alone, ` +
      `${r.trackerBesideSignInsP99.map((v) => v.toFixed(1)).join(', ')} ms beside ${BURST_SIGN_IN_RATE} sign-ins/s ` +
      `(sign-in p99 ${r.signInsP99.map((v) => v.toFixed(0)).join(', ')} ms, ` +
      `${r.signInsRefused} refused; median ratio ${(median(r.trackerBesideSignInsP99) / median(r.trackerAloneP99)).toFixed(2)}x)`
    : '';
  return (
    `sign-ins-beside-busy-loops (${describePriority(r.priority)}): ${(s.p99Ms / 2000).toFixed(2)}x of the 2 s target ` +
    `(sign-in p99 ${s.p99Ms.toFixed(0)} ms, p50 ${s.p50Ms.toFixed(0)} ms, max ${s.maxMs.toFixed(0)} ms ` +
    `at ${BUSY_SIGN_IN_RATE}/s for ${BUSY_SECONDS} s beside ` +
    `${availableParallelism()} normal-priority busy loops; ${s.answered} answered, ${s.refused} refused, ${s.errors} errors; ` +
    `tracker p99 ${r.trackerBeside.p99Ms.toFixed(1)} ms at ${TRACKER_RATE}/s beside the same loops${comparison})`
  );
}

if (import.meta.main) {
  ensureSiteBuilt(fileURLToPath(new URL('..', import.meta.url)));
  const names = process.argv.slice(2);
  for (const name of names.length ? names : ['default']) {
    const priority = name === 'default' ? LOW_PRIORITY : PRIORITIES[name];
    if (!priority) throw new Error(`Unknown priority ${name}: one of ${Object.keys(PRIORITIES).join(', ')}`);
    console.log(busyLoopsLine(await signInsBesideBusyLoops(priority, { comparison: true })));
  }
}
