import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Copies the SQLite write-ahead log into the database file each time it is asked to (see
 * wal-checkpointer.ts), on a connection and thread of its own. PASSIVE never waits for readers or
 * writers: what cannot be copied now is copied next time. A checkpoint that throws ends the thread,
 * and the app's connection then takes checkpoints back.
 */
const { file } = workerData as { file: string };
const connection = new DatabaseSync(file);
connection.exec('PRAGMA busy_timeout = 5000;');
parentPort?.on('message', (message: 'checkpoint' | 'stop') => {
  if (message === 'checkpoint') {
    connection.exec('PRAGMA wal_checkpoint(PASSIVE);');
    return;
  }
  connection.close();
  parentPort?.close();
});
