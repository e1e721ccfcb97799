import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { runEvery } from '../workers/run-every.ts';

/** SQLite's own default: a checkpoint after every 1,000 pages of log. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

export interface WalCheckpointer {
  stop(): void;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. Left to itself SQLite checkpoints inside the
 * commit that fills the log, so every thousand pages of writes one request waited ~10 ms for the
 * copy and its fsync (the bench saw it as the longest stalls beside 100 sign-ins a second). Here
 * the app's connection never checkpoints and a worker thread does, once a second (the periodic-job
 * runner only posts it the request). If the worker fails, the app's connection takes checkpoints
 * back, so the log never grows without bound.
 */
export function startWalCheckpointer(connection: DatabaseSync, file: string, intervalMs: number): WalCheckpointer {
  connection.exec('PRAGMA wal_autocheckpoint = 0;');
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), { workerData: { file } });
  // The checkpoints are housekeeping: they never keep the process alive.
  worker.unref();
  const ticking = runEvery('SQLite checkpoint', { intervalMs }, async () => worker.postMessage('checkpoint'));
  let stopped = false;
  const takeBack = (why: string) => {
    ticking.stop();
    if (stopped) return;
    stopped = true;
    console.error(`SQLite checkpoint thread stopped (${why}); checkpoints run on the app's connection again.`);
    if (connection.isOpen) connection.exec(`PRAGMA wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES};`);
  };
  worker.on('error', (error) => takeBack(error.message));
  worker.on('exit', (code) => takeBack(`exit code ${code}`));
  return {
    stop() {
      stopped = true;
      ticking.stop();
      worker.postMessage('stop');
    },
  };
}
