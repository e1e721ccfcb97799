import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { wrapNodeSqlite } from './node-sqlite.ts';

interface Row {
  id: number;
  flag: number;
  at: string;
  note: string | null;
}

describe('transactions beside another connection to the same file', () => {
  it('take the write lock at their start, so a write between their read and their write cannot fail them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'claims-sqlite-'));
    const file = join(dir, 'shared.sqlite');
    const first = new DatabaseSync(file);
    first.exec(
      'PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; create table t (id integer primary key, flag integer, at text, note text)',
    );
    const db = new Kysely<{ t: Row }>({ dialect: new SqliteDialect({ database: wrapNodeSqlite(first) }) });
    // The other connection gives up at once, where another thread would wait its turn.
    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 0');
    let otherWrite = '';
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('t').selectAll().execute();
      try {
        other.exec("insert into t (id, note) values (2, 'other')");
        otherWrite = 'committed';
      } catch (error) {
        otherWrite = (error as Error).message;
      }
      await trx.insertInto('t').values({ id: 1, flag: 0, at: '', note: 'ours' }).execute();
    });
    // With a plain BEGIN the other write got in and ours then failed with "database is locked".
    expect(otherWrite).toBe('database is locked');
    expect(await db.selectFrom('t').select('note').execute()).toEqual([{ note: 'ours' }]);
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('node:sqlite under Kysely', () => {
  const open = async () => {
    const db = new Kysely<{ t: Row }>({
      dialect: new SqliteDialect({ database: wrapNodeSqlite(new DatabaseSync(':memory:')) }),
    });
    await sql`create table t (id integer primary key, flag integer, at text, note text)`.execute(db);
    return db;
  };

  it('binds booleans, dates and undefined the way SQLite stores them', async () => {
    const db = await open();
    const at = new Date('2026-03-01T10:00:00.000Z');
    await db
      .insertInto('t')
      .values({
        id: 1,
        flag: true as unknown as number,
        at: at as unknown as string,
        note: undefined as unknown as null,
      })
      .execute();
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([
      { id: 1, flag: 1, at: '2026-03-01T10:00:00.000Z', note: null },
    ]);
    await db.destroy();
  });

  it('reports affected rows and inserted ids', async () => {
    const db = await open();
    const inserted = await db.insertInto('t').values({ id: 7, flag: 0, at: 'x', note: 'a' }).executeTakeFirst();
    expect(inserted.insertId).toBe(7n);
    const updated = await db.updateTable('t').set({ note: 'b' }).where('id', '=', 7).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    await db.destroy();
  });

  it('rolls back a failed transaction', async () => {
    const db = await open();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ id: 1, flag: 0, at: 'x', note: null }).execute();
        await trx.insertInto('t').values({ id: 1, flag: 0, at: 'x', note: null }).execute();
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([]);
    await db.destroy();
  });

  it('reuses a prepared statement with fresh parameters, and still streams', async () => {
    const db = await open();
    await db
      .insertInto('t')
      .values([1, 2, 3].map((id) => ({ id, flag: id % 2, at: `a${id}`, note: null })))
      .execute();
    const byFlag = (flag: number) => db.selectFrom('t').select('id').where('flag', '=', flag).orderBy('id').execute();
    expect(await byFlag(1)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await byFlag(0)).toEqual([{ id: 2 }]);
    const streamed: number[] = [];
    expect(await db.selectFrom('t').select('id').orderBy('id').execute()).toHaveLength(3);
    for await (const row of db.selectFrom('t').select('id').orderBy('id').stream()) streamed.push(row.id);
    expect(streamed).toEqual([1, 2, 3]);
    await db.destroy();
  });
});
