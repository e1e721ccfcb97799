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
import { type NginxProxy, startBalancer } from './test/nginx.ts';
import { type Received, startSmtp, stopSmtp } from './test/smtp.ts';

/**
 * Two API processes on one PostgreSQL behind nginx, as docs/operations.md sets them up. Whatever
 * one process starts the other finishes, no limit is doubled by spreading requests over both, and
 * every message goes out once though both send.
 */
describe.each(POSTGRES_ONLY)('two API processes on one PostgreSQL', (postgres) => {
  const schema = `multi_${randomBytes(5).toString('hex')}`;
  let a: Instance;
  let b: Instance;
  let balancer: NginxProxy;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let received: Received[];

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    smtp = await startSmtp();
    received = smtp.received;
    const env = {
      APP_ENV: 'development',
      DATABASE_URL: `${postgres.url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      TOKEN_SECRET: randomBytes(32).toString('base64'),
      // One public address for both, as behind a load balancer: the tokens name it.
      PUBLIC_ORIGIN: 'http://claims.test',
      DOCUMENTS_DIR: mkdtempSync(join(tmpdir(), 'claims-multi-')),
      // Both send from the one outbox, through a real mail server.
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // nginx on this machine appends the address it saw.
      TRUSTED_PROXIES: '127.0.0.1',
    };
    // The first migrates and seeds; the second finds it done.
    a = await startInstance(4351, env);
    b = await startInstance(4352, env);
    balancer = await startBalancer(4353, [4351, 4352]);
  }, 120_000);

  afterAll(async () => {
    balancer?.stop();
    for (const instance of [a, b]) instance?.child.kill();
    if (smtp) await stopSmtp(smtp.server);
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
  // Through nginx, as people reach the product: round robin over both instances.
  const viaBalancer: Instance = {
    get base() {
      return `http://127.0.0.1:${balancer.port}`;
    },
  } as Instance;
  const servedBy = (answer: { headers: Headers }) => answer.headers.get('x-served-by');
  const query = async <T>(sql: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await client.query(`SET search_path TO ${schema}`);
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it('keeps a session through nginx whichever instance answers, and renews it on either', async () => {
    const signedIn = await call(viaBalancer, '/api/auth/appToken', { username: 'manager', password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(200);
    const auth = { Authorization: `Bearer ${signedIn.body.idToken as string}` };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await call(viaBalancer, '/api/assignments/dashboard', undefined, auth));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['127.0.0.1:4351', '127.0.0.1:4352']));
    // Renewed twice in a row: each renewal lands on the other instance and takes the newest token.
    let cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    const renewers = new Set<string | null>();
    for (let i = 0; i < 2; i++) {
      const renewed = await call(viaBalancer, '/api/auth/refreshToken', {}, { Cookie: cookie });
      expect(renewed.status).toBe(200);
      renewers.add(servedBy(renewed));
      cookie = renewed.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    }
    expect(renewers.size).toBe(2);
  });

  const adminAuth = async () => {
    const signedIn = await call(viaBalancer, '/api/auth/appToken', { username: 'admin', password: DEMO_PASSWORD });
    return { Authorization: `Bearer ${signedIn.body.idToken as string}` };
  };
  const openInspections = (count: number) =>
    query<{ id: string }>(
      `SELECT a.id FROM assignments a JOIN organisations o ON o.id = a.organisation_id
       WHERE o.code = 'DEMO' AND a.assignment_type = 'vehicle_inspection' AND a.is_final = 0
         AND a.id NOT IN (SELECT assignment_id FROM appointment_bookings)
       ORDER BY a.assignment_no LIMIT ${count}`,
    );
  /** Slots of the coming days with one place left at Cluj (one bay): its id, and each slot's day and time. */
  const clujSlots = async (auth: Record<string, string>) => {
    const [cluj] = await query<{ id: string }>(
      `SELECT id FROM appointment_locations WHERE name = 'Centru constatări Cluj'`,
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const slots = await call(viaBalancer, `/api/schedule/slots?county=CJ&from=${tomorrow}&days=14`, undefined, auth);
    const location = (
      slots.body.locations as { id: string; days: { date: string; times: string[]; free: number[] }[] }[]
    ).find((l) => l.id === cluj!.id)!;
    return location.days.flatMap((day) =>
      day.times.filter((_, n) => day.free[n] === 1).map((time) => ({ location_id: cluj!.id, date: day.date, time })),
    );
  };
  const book = (auth: Record<string, string>, assignmentId: string, slot: object, contact: string) =>
    call(viaBalancer, `/api/schedule/assignments/${assignmentId}/booking`, { ...slot, contact }, auth);

  it('gives the last place of a slot to one of two bookings made at once on the two instances', async () => {
    const auth = await adminAuth();
    const inspections = await openInspections(2);
    const [slot] = await clujSlots(auth);
    const answers = await Promise.all(
      inspections.map((inspection, n) => book(auth, inspection.id, slot!, `race-${n}@example.test`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(new Set(answers.map(servedBy)).size).toBe(2);
    expect(answers.find((r) => r.status === 409)!.body.error.code).toBe('slot_full');
    const [held] = await query<{ count: string }>(
      `SELECT count(*) AS count FROM appointment_bookings WHERE assignment_id = ANY($1)`,
      [inspections.map((i) => i.id)],
    );
    expect(Number(held!.count)).toBe(1);
  });

  it('sends every message once though both instances send from the one outbox', async () => {
    // Some to send: four bookings, each confirmed to its own address, made on each instance in turn.
    const auth = await adminAuth();
    const slots = await clujSlots(auth);
    const inspections = await openInspections(4);
    const booked = [];
    for (const [n, inspection] of inspections.entries())
      booked.push(await book(auth, inspection.id, slots[n]!, `confirm-${n}@example.test`));
    expect(booked.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(booked.map(servedBy)).size).toBe(2);
    // Done once no message waits and none is held by a sender.
    await expect
      .poll(
        async () =>
          (
            await query<{ count: string }>(
              `SELECT count(*) AS count FROM outbox WHERE channel = 'email' AND sent_at IS NULL`,
            )
          )[0]!.count,
        { timeout: 30_000, interval: 200 },
      )
      .toBe('0');
    const sent = await query<{ id: string; recipient: string; transport: string }>(
      `SELECT id, recipient, transport FROM outbox WHERE channel = 'email'`,
    );
    expect(sent.map((m) => m.recipient)).toEqual(
      expect.arrayContaining(inspections.map((_, n) => `confirm-${n}@example.test`)),
    );
    expect(sent.every((m) => m.transport === 'smtp')).toBe(true);
    // The mail server holds exactly as many as the outbox sent, to the same people.
    expect(received.map((m) => m.to).sort()).toEqual(sent.map((m) => m.recipient).sort());
  });
});
