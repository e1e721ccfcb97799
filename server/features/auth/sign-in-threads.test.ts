import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { createTestApp, SQLITE_ONLY, testConfig, TEST_ENGINES, type TestApp } from '../../test/engines.ts';
import { bearer, client } from '../../test/http.ts';
import { startSignInThreads, type SignInThreads } from './sign-in-threads.ts';

const apps: TestApp[] = [];
const threads: SignInThreads[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.database.close()));
  await Promise.all(threads.splice(0).map((t) => t.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.each(TEST_ENGINES)('sign-in threads on $name', (engine) => {
  it('sign in on a thread of their own, with the app clock, into a session the event loop serves', async () => {
    const t = await createTestApp(engine, { signInThreads: true, seeded: true });
    apps.push(t);
    const api = client(t.app);
    t.clock.advance(3 * 86_400_000);

    const res = await api.post('/api/auth/appToken', { username: 'manager', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(t.signInThreads?.completed).toBe(1);
    // The token counts from the app's clock, not the thread's own time.
    expect(decodeJwt(res.body.idToken).iat).toBe(Math.floor(t.clock.now().getTime() / 1000));
    // The session it opened is the event loop's to serve.
    expect((await api.get('/api/config/menu', bearer(res.body.idToken))).status).toBe(200);
    const session = await t.database.db
      .selectFrom('sessions')
      .select('created_at')
      .where(
        'user_id',
        '=',
        (
          await t.database.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', 'manager')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    expect(new Date(session.created_at).getTime()).toBe(t.clock.now().getTime());
  });
});

describe.each(SQLITE_ONLY)('sign-in threads when something fails', (engine) => {
  /** An app whose sign-ins go to threads opened on `databaseUrl` (not the app's own database). */
  async function appWithThreadsOn(databaseUrl: string, env: Record<string, string> = {}) {
    const t = await createTestApp(engine, { env, seeded: true });
    apps.push(t);
    const config = testConfig(env);
    const signInThreads = startSignInThreads(
      { databaseUrl, tokenSecret: config.tokenSecret, publicOrigin: config.publicOrigin },
      1,
    );
    threads.push(signInThreads);
    return client(createApp({ config, database: t.database, clock: t.clock, outbox: t.outbox, signInThreads }));
  }

  it('answers 503, the way the event loop would, when their database cannot be reached', async () => {
    const api = await appWithThreadsOn('postgres://claims:claims@127.0.0.1:1/nowhere');
    const res = await api.post('/api/auth/appToken', { username: 'manager', password: DEMO_PASSWORD });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: {
        request_id: expect.any(String),
        code: 'service_unavailable',
        key: 'error.serviceUnavailable',
        message: 'The service is briefly unavailable. Try again in a moment.',
      },
    });
  });

  it('answers a fault on the thread as a logged 500 with a reference, never its stack in production', async () => {
    // A database file without the app's tables: the first query of a sign-in fails.
    const dir = mkdtempSync(join(tmpdir(), 'claims-empty-db-'));
    dirs.push(dir);
    const api = await appWithThreadsOn(`sqlite:${join(dir, 'empty.sqlite')}`, {
      APP_ENV: 'production',
      TOKEN_SECRET: 'test-secret-that-is-long-enough-for-the-check',
    });
    const res = await api.post('/api/auth/appToken', { username: 'manager', password: DEMO_PASSWORD });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal_error');
    expect(res.body.error.message).toMatch(/^Unexpected error\. Reference: [0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/no such table|sign-in-worker/);
  });
});
