import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Copies the SQLite write-ahead log into the database file every `intervalMs`, on a connection and
 * thread of its own (see wal-checkpointer.ts). PASSIVE never waits for readers or writers: what
 * cannot be copied now is copied next time.
 */
const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const connection = new DatabaseSync(file);
connection.exec('PRAGMA busy_timeout = 5000;');
const timer = setInterval(() => connection.exec('PRAGMA wal_checkpoint(PASSIVE);'), intervalMs);
parentPort?.on('message', (message: string) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  connection.close();
  parentPort?.close();
});
