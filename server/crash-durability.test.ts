import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from './test/engines.ts';
import { activeAssignmentId, call, handlerAuth, startInstance, type Instance } from './test/instance.ts';

/**
 * A server killed with SIGKILL in the middle of writes loses nothing it acknowledged.
 * Notes are added to an assignment as fast as the server takes them; the process is killed while
 * requests are in flight; after a restart on the same database every note answered 200 is there.
 */
// The two engines' projects run side by side: each has a port of its own.
const PORTS = { sqlite: 4361, postgres: 4363 } as const;
const ENGINES = TEST_ENGINES.map((engine) => ({ ...engine, port: PORTS[engine.name] }));

describe.each(ENGINES)('a server killed mid-write on $name', ({ name, url, port }) => {
  const schema = `crash_${randomBytes(5).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'claims-crash-'));
  const env = {
    APP_ENV: 'development',
    DATABASE_URL:
      name === 'sqlite'
        ? `sqlite:${join(dir, 'crash.sqlite')}`
        : `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    TOKEN_SECRET: randomBytes(32).toString('base64'),
    DOCUMENTS_DIR: join(dir, 'documents'),
    PUBLIC_ORIGIN: 'http://claims.test',
  };
  const running: Instance[] = [];

  afterAll(async () => {
    for (const instance of running) instance.child.kill('SIGKILL');
    if (name === 'postgres') {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  it('keeps every acknowledged note after SIGKILL and a restart', { timeout: 120_000 }, async () => {
    if (name === 'postgres') {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    const first = await startInstance(port, env);
    running.push(first);
    const auth = await handlerAuth(first);
    const assignmentId = await activeAssignmentId(first, auth);

    // Eight writers add notes until the process dies under them.
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const text = `crash note ${next++}`;
        try {
          const res = await call(first, `/api/assignments/${assignmentId}/notes`, { text }, auth);
          if (res.status === 200) acknowledged.push(text);
        } catch {
          // The connection died with the process: not acknowledged, may or may not be there.
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    // Killed mid-stream once enough writes were acknowledged (however slow the machine), with more in flight.
    const deadline = Date.now() + 30_000;
    while (acknowledged.length <= 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startInstance(port, env);
    running.push(second);
    const detail = await call(second, `/api/assignments/${assignmentId}`, undefined, await handlerAuth(second));
    const kept = new Set(
      (detail.body.timeline as { kind: string; text: string }[]).filter((e) => e.kind === 'note').map((e) => e.text),
    );
    expect(acknowledged.filter((text) => !kept.has(text))).toEqual([]);
  });
});
