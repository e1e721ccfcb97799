import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from './test/engines.ts';
import { activeAssignmentId, call, handlerAuth, startInstance, type Instance } from './test/instance.ts';

/**
 * SIGTERM under load: the server stops taking connections, answers every request it took, lets a
 * message being sent finish, closes the database and exits 0. Notes are added to an assignment as
 * fast as the server takes them, each on a connection of its own, until it stops; after a restart
 * on the same database the notes kept are exactly those answered 200: none lost, none written
 * without its answer (a request cut after it was read). Every other request was refused unread.
 */
const PORTS = { sqlite: 4373, postgres: 4375 } as const;
const ENGINES = TEST_ENGINES.map((engine) => ({ ...engine, port: PORTS[engine.name] }));

type Outcome = { status: number } | { error: string };

/** A POST on a connection of its own (no keep-alive), so a stopped server refuses it rather than racing it. */
function post(port: number, path: string, body: unknown, token: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Content-Length': data.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(data);
  });
}

describe.each(ENGINES)('a server stopped with SIGTERM under load on $name', ({ name, url, port }) => {
  const schema = `stop_${randomBytes(5).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'claims-stop-'));
  const env = {
    APP_ENV: 'development',
    DATABASE_URL:
      name === 'sqlite'
        ? `sqlite:${join(dir, 'stop.sqlite')}`
        : `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    TOKEN_SECRET: randomBytes(32).toString('base64'),
    DOCUMENTS_DIR: join(dir, 'documents'),
    PUBLIC_ORIGIN: 'http://claims.test',
    SHUTDOWN_GRACE_MS: '10000',
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

  it('answers every request it took, keeps every change it acknowledged, and exits 0', {
    timeout: 120_000,
  }, async () => {
    if (name === 'postgres') {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    const first = await startInstance(port, env);
    running.push(first);
    const auth = await handlerAuth(first);
    const token = auth.Authorization.slice('Bearer '.length);
    const assignmentId = await activeAssignmentId(first, auth);

    const acknowledged: string[] = [];
    const failures: string[] = [];
    let next = 0;
    let refused = false;
    // Eight writers until the server refuses a connection.
    const writer = async () => {
      while (!refused) {
        const text = `stop note ${next++}`;
        const outcome = await post(port, `/api/assignments/${assignmentId}/notes`, { text }, token);
        if ('status' in outcome && outcome.status === 200) acknowledged.push(text);
        // Refused, or reset unread: a connection the kernel queued while the server was busy (SQLite
        // writes on its thread) and that closing the listener drops. Nothing was done for it; the
        // notes kept, compared below, would show a request done and left unanswered.
        else if ('error' in outcome && (outcome.error === 'ECONNREFUSED' || outcome.error === 'ECONNRESET'))
          refused = true;
        else failures.push(`${text}: ${'status' in outcome ? outcome.status : outcome.error}`);
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    const deadline = Date.now() + 30_000;
    while (acknowledged.length <= 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise<number | null>((resolve) => first.child.once('exit', resolve));
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    const code = await exited;
    const tookMs = Date.now() - stoppedAt;
    await Promise.all(writers);

    expect(code, first.output()).toBe(0);
    // Well within the grace: no connection was closed under a request.
    expect(tookMs).toBeLessThan(8_000);
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startInstance(port, env);
    running.push(second);
    const detail = await call(second, `/api/assignments/${assignmentId}`, undefined, await handlerAuth(second));
    const kept = (detail.body.timeline as { kind: string; text: string }[])
      .filter((e) => e.kind === 'note' && e.text.startsWith('stop note '))
      .map((e) => e.text);
    expect(new Set(kept)).toEqual(new Set(acknowledged));
  });
});
