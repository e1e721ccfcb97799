import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { backUp } from '../server/operations/backup.ts';

/** `npm run backup [folder]`: the SQLite database and the documents, while the server serves. */
if (existsSync('.env')) process.loadEnvFile('.env');
const target = process.argv[2] ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-'));
try {
  const { documents } = await backUp(loadConfig(process.env), target);
  console.log(`Backed up the database and ${documents} document files to ${target}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
