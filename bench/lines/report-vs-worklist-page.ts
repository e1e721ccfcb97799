import { median, type StartedServer } from '../load.ts';
import { authorizationOf } from '../sign-in.ts';

const REPORTS = ['claims-opened-closed', 'time-per-status', 'workload-per-handler', 'overdue-assignments'];

/**
 * Reports over a year of the same 100,000 assignments, one at a time as a person runs them,
 * against a manager's worklist page fetched the same way in the same run.
 */
export async function reportVsWorklistPage(app: StartedServer): Promise<void> {
  const managerRequest = { headers: await authorizationOf(app.port, 'manager') };
  const sequentialMedian = async (path: string, times: number) => {
    const took: number[] = [];
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${app.port}${path}`, managerRequest);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      took.push(performance.now() - started);
    }
    return median(took);
  };
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const worklistMs = await sequentialMedian(
    '/api/assignments/worklist?filter_keys=2&category_code=active&sort=due_date&limit=25',
    21,
  );
  for (const report of REPORTS) {
    const ms = await sequentialMedian(`/api/reports/${report}/run?from=${yearAgo}&to=${today}`, 5);
    console.log(
      `report-vs-worklist-page (${report}, 100,000 assignments, one year): ${(ms / worklistMs).toFixed(1)}x (${ms.toFixed(0)} ms median of 5; ` +
        `worklist page ${worklistMs.toFixed(1)} ms)`,
    );
  }
}
