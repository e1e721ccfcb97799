import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const sizeOf = (file: string) => statSync(file).size;
const waitFor = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
};

describe('SQLite checkpoints off the event loop', () => {
  it('the app connection never checkpoints; the thread copies the log into the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'claims-wal-')), 'wal.sqlite');
    const { db } = openDatabase(`sqlite:${file}`, { walCheckpointMs: 300 });
    try {
      const setting = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
      expect(setting.rows[0]?.wal_autocheckpoint).toBe(0);

      await sql`create table filler (body text)`.execute(db);
      const before = sizeOf(file);
      // About 3 MB: three times what SQLite would have checkpointed inside a commit by itself.
      for (let i = 0; i < 30; i++) await sql`insert into filler (body) values (${'x'.repeat(100_000)})`.execute(db);
      expect(sizeOf(`${file}-wal`)).toBeGreaterThan(3_000_000);
      // The rows reach the database file without the app's connection doing it.
      expect(await waitFor(() => sizeOf(file) > before + 3_000_000, 5000)).toBe(true);
      const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(db);
      expect(count.rows[0]?.n).toBe(30);
    } finally {
      await db.destroy();
    }
  });

  it('a database in memory has no log and no thread', async () => {
    const { db } = openDatabase('sqlite::memory:');
    const setting = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(setting.rows[0]?.wal_autocheckpoint).toBe(1000);
    await db.destroy();
  });
});
