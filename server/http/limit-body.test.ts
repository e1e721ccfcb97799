import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../contract/errors.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { createTestApp, SQLITE_ENGINE, type TestApp } from '../test/engines.ts';

/** One POST over a real socket: with a Content-Length, or chunked (the body in two writes). */
function post(
  port: number,
  path: string,
  body: string,
  framing: 'length' | 'chunked',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      ...(framing === 'length' ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
    };
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    // The server may answer and close before the whole body is sent: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    req.end(body.slice(half));
  });
}

describe('the JSON body limit, over a real socket', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(SQLITE_ENGINE, { seeded: true });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.database.close();
  });

  const tooLarge = JSON.stringify({ username: 'handler', password: 'x'.repeat(MAX_JSON_BODY_BYTES) });

  it.each(['length', 'chunked'] as const)(
    'refuses a body over %s framing with 413 and the error shape',
    async (framing) => {
      const res = await post(port, '/api/auth/appToken', tooLarge, framing);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        error: {
          request_id: expect.any(String),
          code: 'payload_too_large',
          key: 'error.http.bodyOverLimit',
          message: `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`,
          params: { limit: MAX_JSON_BODY_BYTES, count: MAX_JSON_BODY_BYTES },
        },
      });
    },
  );

  it.each(['length', 'chunked'] as const)('reads a body within the limit (%s framing)', async (framing) => {
    const signedIn = await post(
      port,
      '/api/auth/appToken',
      JSON.stringify({ username: 'handler', password: DEMO_PASSWORD }),
      framing,
    );
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body).profile.username).toBe('handler');
    const malformed = await post(port, '/api/auth/appToken', '{"username": "handler",', framing);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).error.code).toBe('invalid_json');
  });
});
