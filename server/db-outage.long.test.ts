import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed.ts';
import { call, startInstance, type Instance } from './test/instance.ts';

/**
 * PostgreSQL stopped under load and started again. Calls that need the database answer
 * a clear 503 meanwhile (never a 500, never a hang), calls that do not keep answering, and the
 * same server process recovers by itself once the database is back.
 *
 * It stops a database, so it runs on a private PostgreSQL cluster of its own, made for the test
 * (initdb as the postgres user), never the shared one; and only in the long runs (CLAIMS_LONG_TESTS,
 * which .ci/run sets), as root on a machine with PostgreSQL 15's binaries.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const canRun = process.env.CLAIMS_LONG_TESTS === '1' && process.getuid?.() === 0 && existsSync(join(BIN, 'initdb'));
const PG_PORT = 5441;

const asPostgres = (command: string) => {
  const result = spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
};

describe.runIf(canRun)('the database stopped and started under load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'claims-pg-outage-'));
  const data = join(dir, 'data');
  const pgCtl = (action: string) =>
    asPostgres(
      `${BIN}/pg_ctl -D ${data} -l ${dir}/postgres.log -w -m immediate -o "-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1" ${action}`,
    );
  let server: Instance | undefined;

  afterAll(() => {
    server?.child.kill('SIGKILL');
    try {
      pgCtl('stop');
    } catch {
      // Already stopped.
    }
  });

  it('answers 503 while it is down and recovers without a restart', { timeout: 180_000 }, async () => {
    chmodSync(dir, 0o777);
    asPostgres(`${BIN}/initdb -D ${data} -A trust -U postgres >/dev/null`);
    pgCtl('start');
    server = await startInstance(4365, {
      APP_ENV: 'development',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
      TOKEN_SECRET: randomBytes(32).toString('base64'),
      DOCUMENTS_DIR: join(dir, 'documents'),
      PUBLIC_ORIGIN: 'http://claims.test',
    });
    const token = (await call(server, '/api/auth/appToken', { username: 'handler', password: DEMO_PASSWORD })).body
      .idToken as string;
    const auth = { Authorization: `Bearer ${token}` };

    // Four clients keep asking for the dashboard (the database) and the version (no database).
    const answers: { path: string; status: number; code?: string; ms: number; phase: string; answeredIn: string }[] =
      [];
    const unanswered: string[] = [];
    let phase = 'before';
    let running = true;
    const client = async (path: string, headers: Record<string, string>) => {
      while (running) {
        // The phases in which the request was sent and answered. pg_ctl runs synchronously here, so a
        // request started just before a start may only reach the server once the database is back.
        const sentIn = phase;
        const started = Date.now();
        let res: Response;
        let body: { error?: { code: string } };
        try {
          res = await fetch(`${server!.base}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
          body = (await res.json()) as typeof body;
        } catch (error) {
          // A dropped connection means the process died: what it printed says why.
          running = false;
          unanswered.push(`${path} (${phase}): ${String((error as Error).cause ?? error)}`);
          return;
        }
        answers.push({
          path,
          status: res.status,
          ...(body.error ? { code: body.error.code } : {}),
          ms: Date.now() - started,
          phase: sentIn,
          answeredIn: phase,
        });
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const clients = [
      client('/api/assignments/dashboard', auth),
      client('/api/assignments/dashboard', auth),
      client('/api/version', {}),
      client('/api/version', {}),
    ];
    await new Promise((r) => setTimeout(r, 1_000));
    pgCtl('stop');
    phase = 'down';
    await new Promise((r) => setTimeout(r, 3_000));
    pgCtl('start');
    phase = 'back';
    // Recovery: the same process answers the dashboard again.
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      unanswered.length === 0 &&
      !answers.some((a) => a.phase === 'back' && a.path === '/api/assignments/dashboard' && a.status === 200)
    )
      await new Promise((r) => setTimeout(r, 100));
    running = false;
    await Promise.all(clients);

    expect(unanswered, `the server's output:\n${server.output()}`).toEqual([]);
    const during = answers.filter((a) => a.phase === 'down' && a.answeredIn === 'down');
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(
      during
        .filter((a) => a.path === '/api/assignments/dashboard')
        .filter((a) => !(a.status === 503 && a.code === 'service_unavailable')),
    ).toEqual([]);
    expect(during.filter((a) => a.path === '/api/assignments/dashboard').length).toBeGreaterThan(5);
    expect(during.filter((a) => a.path === '/api/version').filter((a) => a.status !== 200)).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
    expect(answers.some((a) => a.phase === 'back' && a.path === '/api/assignments/dashboard' && a.status === 200)).toBe(
      true,
    );
  });
});
