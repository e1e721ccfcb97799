import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { StartedServer } from '../load.ts';
import { trackerAtRate } from '../steady-loads.ts';

const chrtAvailable = () => {
  try {
    execFileSync('chrt', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * The floor under the sign-in lines: CPU used at the lowest priority at all. Busy loops under
 * SCHED_IDLE (one per core) do nothing but spin; what they do to the tracker's p99 is this
 * machine's (a VM whose host sees its cores busy), not anything the server's code does.
 */
export async function trackerP99BesideIdlePriorityBusyLoops(app: StartedServer): Promise<void> {
  if (!chrtAvailable()) return;
  for (let round = 0; round < 3; round++) {
    const alone = await trackerAtRate(app.port);
    const spinners = Array.from({ length: availableParallelism() }, () =>
      spawn('chrt', ['--idle', '0', process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const beside = await trackerAtRate(app.port);
    for (const spinner of spinners) spinner.kill('SIGKILL');
    console.log(
      `tracker-p99-beside-idle-priority-busy-loops-vs-alone: ${(beside.p99Ms / alone.p99Ms).toFixed(2)}x ` +
        `(p99 ${beside.p99Ms.toFixed(1)} ms beside ${spinners.length} busy loops at SCHED_IDLE, ${alone.p99Ms.toFixed(1)} ms alone; ` +
        `the generator up to ${beside.sendLateMaxMs.toFixed(0)} ms late: what spare-CPU use alone costs on this machine)`,
    );
  }
}
