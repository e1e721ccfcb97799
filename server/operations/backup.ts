import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import type { AppConfig } from '../config.ts';
import { PACKAGE_VERSION } from '../package-version.ts';

/** What a backup folder holds beside its files. */
export interface BackupManifest {
  created_at: string;
  app_version: string;
  database: 'claims.sqlite';
  documents: 'documents' | null;
}

const MANIFEST = 'backup.json';

/** The SQLite file a DATABASE_URL names, or why this tool does not back it up. */
function sqliteFile(config: AppConfig): string {
  const url = config.databaseUrl;
  if (!url.startsWith('sqlite:') || url === 'sqlite::memory:')
    throw new Error(
      'DATABASE_URL is not a SQLite file: back PostgreSQL up with pg_dump (docs/operations.md#backup-and-restore).',
    );
  return url.slice('sqlite:'.length);
}

const filesIn = (dir: string): number =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).reduce(
        (n, entry) => n + (entry.isDirectory() ? filesIn(join(dir, entry.name)) : 1),
        0,
      )
    : 0;

/**
 * A consistent copy of the database while the server serves, with SQLite's online backup (pages
 * copied in steps, the copy as of one moment, writers never blocked for long), then the documents
 * folder. The database goes first: every document its rows name was written before its row.
 */
export async function backUp(config: AppConfig, target: string): Promise<{ documents: number }> {
  const file = sqliteFile(config);
  if (!existsSync(file)) throw new Error(`There is no database at ${file} to back up.`);
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty: name a new folder.`);
  mkdirSync(target, { recursive: true });
  const source = new DatabaseSync(file, { readOnly: true });
  try {
    await backup(source, join(target, 'claims.sqlite'), { rate: 200 });
  } finally {
    source.close();
  }
  const disk = config.documents.kind === 'disk' ? config.documents.dir : null;
  if (disk && existsSync(disk)) cpSync(disk, join(target, 'documents'), { recursive: true });
  const manifest: BackupManifest = {
    created_at: new Date().toISOString(),
    app_version: PACKAGE_VERSION,
    database: 'claims.sqlite',
    documents: disk ? 'documents' : null,
  };
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { documents: disk ? filesIn(join(target, 'documents')) : 0 };
}

/**
 * Puts a backup back, the server stopped: the database file (its write-ahead log dropped) and the
 * documents folder. What was there is kept beside, renamed with the time, never deleted.
 */
export function restore(config: AppConfig, from: string, now = new Date()): { keptAside: string[] } {
  if (!existsSync(join(from, MANIFEST))) throw new Error(`${from} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(readFileSync(join(from, MANIFEST), 'utf8')) as BackupManifest;
  const file = sqliteFile(config);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const keptAside: string[] = [];
  const setAside = (path: string) => {
    if (!existsSync(path)) return;
    renameSync(path, `${path}.before-restore-${stamp}`);
    keptAside.push(`${path}.before-restore-${stamp}`);
  };
  mkdirSync(dirname(file), { recursive: true });
  setAside(file);
  for (const journal of [`${file}-wal`, `${file}-shm`]) rmSync(journal, { force: true });
  cpSync(join(from, manifest.database), file);
  if (manifest.documents && config.documents.kind === 'disk') {
    setAside(config.documents.dir);
    cpSync(join(from, manifest.documents), config.documents.dir, { recursive: true });
  }
  return { keptAside };
}
