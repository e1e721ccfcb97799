import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { THROTTLE } from '../features/auth/index.ts';
import { startInstance, type Instance } from '../test/instance.ts';
import { startProxy, type NginxProxy } from '../test/nginx.ts';

/**
 * The server behind a real nginx that appends to X-Forwarded-For, trusting only that proxy
 * (TRUSTED_PROXIES=127.0.0.1). A caller on another address (127.0.0.2) writes an office address
 * of its own choosing first in the header: it must be seen as 127.0.0.2, through the proxy or
 * straight to the server, by the IP allow-list and by the per-address sign-in limit.
 */
const SERVER_PORT = 4371;
const PROXY_PORT = 4372;
const CALLER = '127.0.0.2';
const OFFICE = '10.1.2.3';

function post(port: number, path: string, body: unknown, forwardedFor?: string) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const text = JSON.stringify(body);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Content-Length': String(text.length),
    };
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers, localAddress: CALLER }, (res) => {
      let answer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (answer += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer ? JSON.parse(answer) : null }));
    });
    req.once('error', reject);
    req.end(text);
  });
}

describe('behind nginx, the caller is the right-most address that is not a trusted proxy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'claims-behind-nginx-'));
  const file = join(dir, 'claims.sqlite');
  let server: Instance | undefined;
  let proxy: NginxProxy | undefined;
  const allow = (list: string[]) => {
    const db = new DatabaseSync(file);
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare("UPDATE organisations SET ip_allow_list = ? WHERE code = 'DEMO'").run(JSON.stringify(list));
    db.close();
  };
  const signIn = (port: number, username: string, forwardedFor?: string, password = DEMO_PASSWORD) =>
    post(port, '/api/auth/appToken', { username, password }, forwardedFor);

  beforeAll(async () => {
    server = await startInstance(SERVER_PORT, {
      APP_ENV: 'development',
      DATABASE_URL: `sqlite:${file}`,
      TOKEN_SECRET: randomBytes(32).toString('base64'),
      DOCUMENTS_DIR: join(dir, 'documents'),
      PUBLIC_ORIGIN: 'http://claims.test',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    proxy = await startProxy(PROXY_PORT, SERVER_PORT);
  }, 120_000);

  afterAll(() => {
    proxy?.stop();
    server?.child.kill();
  });

  it("refuses an outsider who writes the office's address first, through the proxy and straight to the server", async () => {
    allow(['10.0.0.0/8']);
    const throughProxy = await signIn(PROXY_PORT, 'handler', OFFICE);
    expect(throughProxy.status).toBe(401);
    expect(throughProxy.body.error.code).toBe('address_not_allowed');
    expect((await signIn(SERVER_PORT, 'handler', OFFICE)).status).toBe(401);

    // The address the server settles on is the caller's own: allowing it lets the same call in.
    allow(['10.0.0.0/8', `${CALLER}/32`]);
    expect((await signIn(PROXY_PORT, 'handler', OFFICE)).status).toBe(200);
    allow([]);
  });

  it('counts every username an address tries, however the caller rotates the header', async () => {
    for (let i = 0; i < THROTTLE.addressMaxUsernames; i++) {
      const res = await signIn(PROXY_PORT, `nobody${i}`, `198.51.100.${i + 1}`, 'Wrong-password-1');
      expect(res.status).toBe(400);
    }
    const refused = await signIn(PROXY_PORT, 'handler', '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
  });
});
