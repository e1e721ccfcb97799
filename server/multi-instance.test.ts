import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../contract/auth.ts';
import { DEMO_PASSWORD } from './db/seed.ts';
import { TRACKER } from './features/tracker/index.ts';
import { POSTGRES_ONLY } from './test/engines.ts';
import { call, startInstance, type Instance } from './test/instance.ts';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer. Whatever one process
 * starts the other finishes, and no limit is doubled by spreading requests over both.
 */
describe.each(POSTGRES_ONLY)('two API processes on one PostgreSQL', (postgres) => {
  const schema = `multi_${randomBytes(5).toString('hex')}`;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    const env = {
      APP_ENV: 'development',
      DATABASE_URL: `${postgres.url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      TOKEN_SECRET: randomBytes(32).toString('base64'),
      // One public address for both, as behind a load balancer: the tokens name it.
      PUBLIC_ORIGIN: 'http://claims.test',
      DOCUMENTS_DIR: mkdtempSync(join(tmpdir(), 'claims-multi-')),
    };
    // The first migrates and seeds; the second finds it done.
    a = await startInstance(4351, env);
    b = await startInstance(4352, env);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill();
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  const codeFor = async (caseNo: string) => {
    const mailbox = (await call(b, '/api/dev/outbox')).body as { subject: string; body: string }[];
    const mail = mailbox.find((m) => m.subject.endsWith(caseNo));
    return /\b([A-Z0-9]{6})\b/.exec(mail?.body.replace(caseNo, '') ?? '')?.[1];
  };

  /** The access code the outbox holds for a case, read through the other instance. */
  const waitForCode = async (caseNo: string): Promise<string> => {
    for (let i = 0; i < 50; i++) {
      const code = await codeFor(caseNo);
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no access code was sent for ${caseNo}`);
  };

  it('verifies on one a tracker challenge started on the other', async () => {
    const challenge = (await call(a, '/api/tracker/startChallenge/DEMO000123')).body;
    expect(challenge.status).toBe('sent');
    const code = await waitForCode('DEMO000123');
    const verified = await call(b, '/api/tracker/verifyChallenge', {
      challenge_id: challenge.challenge_id,
      case_no: 'DEMO000123',
      code,
    });
    expect(verified.body).toMatchObject({ status: 'verified', code_validated: true });
  });

  it('refuses on one a refresh token already spent on the other, ending the session on both', async () => {
    // Node's fetch announces itself as a browser (Sec-Fetch-Mode), so the token comes as the cookie.
    const refreshCookie = (res: { headers: Headers }) =>
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    const refresh = (instance: Instance, cookie: string) =>
      call(instance, '/api/auth/refreshToken', {}, { Cookie: cookie });
    const signIn = await call(a, '/api/auth/appToken', { username: 'handler', password: DEMO_PASSWORD });
    const first = refreshCookie(signIn);
    const rotated = await refresh(a, first);
    expect(rotated.status).toBe(200);
    const replay = await refresh(b, first);
    expect(replay.status).toBe(401);
    // The theft defence ended the whole session: the fresh token is refused too, on either.
    expect((await refresh(a, refreshCookie(rotated))).status).toBe(401);
    expect(
      (await call(b, '/api/assignments/dashboard', undefined, { Authorization: `Bearer ${rotated.body.idToken}` }))
        .status,
    ).toBe(401);
  });

  it('blocks wrong codes spread over both at the same count as on one', async () => {
    const challenge = (await call(b, '/api/tracker/startChallenge/DEMO000456')).body;
    const code = await waitForCode('DEMO000456');
    // The right code with its first character changed: always wrong, always well-formed.
    const wrong = `${code[0] === 'A' ? 'C' : 'A'}${code.slice(1)}`;
    const verify = (instance: Instance, guess: string) =>
      call(instance, '/api/tracker/verifyChallenge', {
        challenge_id: challenge.challenge_id,
        case_no: 'DEMO000456',
        code: guess,
      });
    const answers: string[] = [];
    for (let i = 0; i < TRACKER.maxFailures; i++) answers.push((await verify(i % 2 === 0 ? a : b, wrong)).body.status);
    expect(answers).toEqual([...Array(TRACKER.maxFailures - 1).fill('invalid'), 'blocked']);
    expect((await verify(a, code)).body.status).toBe('blocked');
    expect((await verify(b, code)).body.status).toBe('blocked');
  });
});
