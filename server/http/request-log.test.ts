import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { createContactConfirmation, findCaseByNumber } from '../features/tracker/index.ts';
import { TEST_ENGINES, useSeededApp } from '../test/engines.ts';
import { PNG, upload } from '../test/files.ts';
import { bearer, signInAs } from '../test/http.ts';

/** The lines the app logged, as written. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe.each(TEST_ENGINES)('the request log on $name', (engine) => {
  const log = capturedLog();
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' }, logger: log.logger });
  const entries = () => log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one JSON line per request, with its id (also in the answer), route pattern, status, time and who asked', async () => {
    log.lines.length = 0;
    const signedIn = await signInAs(ctx.api, 'handler');
    const handler = bearer(signedIn.idToken);
    const found = await ctx.api.get('/api/assignments/search?q=DEMO000123', handler);
    const missing = await ctx.api.get('/api/claim-files/NOPE0000', handler);
    const lines = entries();
    expect(lines).toHaveLength(3);
    const [signIn, search, notFound] = lines;
    expect(signIn).toMatchObject({ level: 'info', method: 'POST', route: '/api/auth/appToken', status: 200 });
    expect(signIn!.user).toBe('anonymous');
    expect(search).toMatchObject({
      method: 'GET',
      route: '/api/assignments/search',
      status: 200,
      user: signedIn.profile.user_id,
      organisation: expect.any(String),
    });
    expect(search!.request_id).toBe(found.headers.get('x-request-id'));
    expect(typeof search!.duration_ms).toBe('number');
    expect(Date.parse(String(search!.time))).not.toBeNaN();
    // The pattern, never the path or its query.
    expect(notFound).toMatchObject({ route: '/api/claim-files/:claim_file_no', status: 404 });
    expect(missing.body.error.request_id).toBe(missing.headers.get('x-request-id'));
    expect(missing.body.error.request_id).toBe(notFound!.request_id);
  });

  it('keeps an id a proxy gave when it looks like one, and makes its own otherwise', async () => {
    const given = await ctx.api.get('/api/version', { 'X-Request-Id': 'nginx-0123456789abcdef' });
    expect(given.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    const odd = await ctx.api.get('/api/version', { 'X-Request-Id': 'not an id; drop table' });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never holds a password, token, code, key, IBAN or document content of a whole run', async () => {
    log.lines.length = 0;
    const signedIn = await signInAs(ctx.api, 'handler', DEMO_PASSWORD);
    const handler = bearer(signedIn.idToken);
    await ctx.api.post('/api/auth/refreshToken', { refreshToken: signedIn.refreshToken });
    // A tracker code sent and proved.
    const from = { 'X-Forwarded-For': '203.0.113.90' };
    const challenge = (await ctx.api.get('/api/tracker/startChallenge/DEMO000123', from)).body;
    const mail = (await ctx.api.get('/api/dev/outbox')).body as { body: string }[];
    const code = /\b([A-Z0-9]{6})\b/.exec(mail[0]!.body)![1]!;
    const verified = await ctx.api.post(
      '/api/tracker/verifyChallenge',
      { challenge_id: challenge.challenge_id, case_no: 'DEMO000123', code },
      from,
    );
    // A contact confirmation's key, in the path.
    const trackerCase = await findCaseByNumber(ctx.t.database.db, 'DEMO000123');
    const key = await createContactConfirmation(ctx.t.database.db, trackerCase!.id, ctx.t.clock.now());
    await ctx.api.get(`/api/assignment/confirmContact/${key}`);
    // An IBAN in a body, and a document's content.
    const iban = 'RO49AAAA1B31007593840000';
    await ctx.api.post('/api/settlement/case/NOPE0000/payments', { payee: 'repair_shop', iban }, handler);
    const [assignment] = (await ctx.api.get('/api/assignments/search?q=DEMO000123', handler)).body as { id: string }[];
    const content = Buffer.concat([Buffer.from(PNG), Buffer.from('SECRET-DOCUMENT-CONTENT')]);
    await upload(
      ctx.t.app,
      `/api/assignments/${assignment!.id}/documents?doc_type=Photos`,
      content,
      'photo.png',
      handler,
    );

    expect(verified.status).toBe(200);
    const written = log.lines.join('\n');
    expect(log.lines.length).toBeGreaterThanOrEqual(8);
    const secrets = [
      DEMO_PASSWORD,
      signedIn.idToken,
      signedIn.refreshToken,
      code,
      verified.body.idToken as string,
      key,
      iban,
      'SECRET-DOCUMENT-CONTENT',
    ];
    for (const secret of secrets) expect(written, secret).not.toContain(secret);
  });
});
