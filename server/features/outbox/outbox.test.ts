import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { startSmtp, stopSmtp } from '../../test/smtp.ts';
import {
  SQLITE_ONLY,
  TEST_ENGINES,
  createTestApp,
  openTestDatabase,
  useTestDatabase,
  type TestDatabase,
} from '../../test/engines.ts';
import { createOutboxDispatcher } from './dispatcher.ts';
import { enqueueMessage } from './repository.ts';
import { smsWebhookTransport, smtpTransport } from './transports.ts';

describe.each(TEST_ENGINES)('outbox on $name', (engine) => {
  const database = useTestDatabase(engine);

  it('sends through SMTP, once', async () => {
    const smtp = await startSmtp();
    const clock = manualClock();
    const outbox = createOutboxDispatcher({
      db: database.db,
      clock,
      transports: { email: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'claims@example.test'), sms: null },
    });
    await enqueueMessage(database.db, clock.now(), {
      channel: 'email',
      recipient: 'client@example.test',
      subject: 'Codul de acces',
      body: 'Codul este 123456.',
    });
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toBe('client@example.test');
    expect(smtp.received[0]!.data).toContain('Codul este 123456.');
    await stopSmtp(smtp.server);
  });

  it('gives a message the recipient may stop the one-click unsubscribe headers', async () => {
    const smtp = await startSmtp();
    const clock = manualClock();
    const outbox = createOutboxDispatcher({
      db: database.db,
      clock,
      transports: { email: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'claims@example.test'), sms: null },
    });
    await enqueueMessage(database.db, clock.now(), {
      channel: 'email',
      recipient: 'client@example.test',
      subject: 'Claim DEMO1: Payment made',
      body: 'See the claim.',
      unsubscribeUrl: 'https://claims.example.test/api/tracker/updates/unsubscribe/abc',
    });
    await enqueueMessage(database.db, clock.now(), {
      channel: 'email',
      recipient: 'other@example.test',
      subject: 'Codul de acces',
      body: 'Codul este 123456.',
    });
    expect(await outbox.drain()).toEqual({ sent: 2, failed: 0 });
    // Long header lines arrive folded; a mail client reads them unfolded.
    const update = smtp.received.find((m) => m.to === 'client@example.test')!.data.replace(/\r\n[ \t]+/g, ' ');
    expect(update).toContain('List-Unsubscribe: <https://claims.example.test/api/tracker/updates/unsubscribe/abc>');
    expect(update).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(smtp.received.find((m) => m.to === 'other@example.test')!.data).not.toContain('List-Unsubscribe');
    await stopSmtp(smtp.server);
  });

  it('keeps messages through a mail server outage and sends them when it is back', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await stopSmtp(smtp.server);
    const clock = manualClock();
    const outbox = createOutboxDispatcher({
      db: database.db,
      clock,
      transports: { email: smtpTransport(`smtp://127.0.0.1:${port}`, 'claims@example.test'), sms: null },
    });
    await enqueueMessage(database.db, clock.now(), {
      channel: 'email',
      recipient: 'a@example.test',
      subject: 's',
      body: 'first',
    });
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 });
    const waiting = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(waiting.sent_at).toBeNull();
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    // Not retried before its wait is over.
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 });

    const back = await startSmtp(port);
    clock.advance(60_000);
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(back.received.map((m) => m.data.includes('first'))).toEqual([true]);
    await stopSmtp(back.server);
  });

  it('never lets two dispatchers send the same message', async () => {
    const smtp = await startSmtp();
    const clock = manualClock();
    const make = () =>
      createOutboxDispatcher({
        db: database.db,
        clock,
        transports: { email: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'c@example.test'), sms: null },
      });
    for (let i = 0; i < 5; i++)
      await enqueueMessage(database.db, clock.now(), {
        channel: 'email',
        recipient: `r${i}@example.test`,
        subject: 's',
        body: `m${i}`,
      });
    await Promise.all([make().drain(), make().drain(), make().drain()]);
    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      'r0@example.test',
      'r1@example.test',
      'r2@example.test',
      'r3@example.test',
      'r4@example.test',
    ]);
    await stopSmtp(smtp.server);
  });

  it('stops after the pass under way, and starts none after: the database may then close', async () => {
    const clock = manualClock();
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Sending began: the pass has read what it sends, so a message queued after is not among it.
    let sending = () => {};
    const begun = new Promise<void>((resolve) => {
      sending = resolve;
    });
    // A gateway that answers only when told, so the pass is still sending when stop() is called.
    const outbox = createOutboxDispatcher({
      db: database.db,
      clock,
      transports: {
        email: {
          name: 'held',
          send: async (message) => {
            sending();
            await held;
            sent.push(message.recipient);
          },
        },
        sms: null,
      },
    });
    const enqueue = (recipient: string) =>
      enqueueMessage(database.db, clock.now(), { channel: 'email', recipient, subject: 's', body: 'b' });
    await enqueue('first@example.test');
    const firstPass = outbox.drain();
    // Asked for while the first runs: it would start right after it.
    const second = outbox.drain();
    let stopped = false;
    const stopping = outbox.stop().then(() => {
      stopped = true;
    });
    await begun;
    await enqueue('late@example.test');
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await firstPass).toEqual({ sent: 1, failed: 0 });
    await second;
    expect(sent).toEqual(['first@example.test']);
    expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual(['first@example.test']);
  });
});

describe.each(SQLITE_ONLY)('the SMS gateway', (sqlite) => {
  it('receives each SMS as JSON, and a refusal keeps it waiting', async () => {
    const received: unknown[] = [];
    let accept = false;
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (accept) received.push({ contentType: req.headers['content-type'], ...JSON.parse(body) });
        res.writeHead(accept ? 202 : 503).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const database = await openTestDatabase(sqlite);
    const clock = manualClock();
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    const outbox = createOutboxDispatcher({
      db: database.db,
      clock,
      transports: { email: null, sms: smsWebhookTransport(url) },
    });
    const id = await enqueueMessage(database.db, clock.now(), {
      channel: 'sms',
      recipient: '+40700000000',
      subject: '',
      body: 'Cod: 123456',
    });

    expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 });
    accept = true;
    clock.advance(60_000);
    expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(received).toEqual([{ contentType: 'application/json', id, to: '+40700000000', body: 'Cod: 123456' }]);
    await database.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });
});

describe.each(SQLITE_ONLY)('the development mailbox', (sqlite) => {
  it('is not there in production', async () => {
    const t = await createTestApp(sqlite, { env: { APP_ENV: 'production' } });
    const res = await t.app.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    await t.database.close();
  });
});
