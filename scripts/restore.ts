import { existsSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { restore } from '../server/operations/backup.ts';

/** `npm run restore <folder>`: puts a backup back; stop the server first. */
if (existsSync('.env')) process.loadEnvFile('.env');
const from = process.argv[2];
if (!from) {
  console.error('Name the backup folder: npm run restore backups/<time>. Stop the server first.');
  process.exit(1);
}
try {
  const { keptAside } = restore(loadConfig(process.env), from);
  console.log(`Restored ${from}.${keptAside.length ? ` What was there is kept as ${keptAside.join(', ')}.` : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
