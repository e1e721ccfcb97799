import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, createTestApp } from '../../test/engines.ts';
import { client } from '../../test/http.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A real OpenID provider's key endpoint on loopback, serving the public half of our test key.
let jwks: Server;
let jwksUri: string;
let providerKey: CryptoKey;
let strangerKey: CryptoKey;
const ISSUER = 'https://login.insurer.example';
const AUDIENCE = 'claims-app';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUri = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
});
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

describe.each(TEST_ENGINES)('external sign-in on $name', (engine) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  const token = (
    claims: Record<string, unknown> = {},
    options: { key?: CryptoKey; issuer?: string; audience?: string; expiresIn?: number } = {},
  ) => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    return new SignJWT({ preferred_username: 'handler', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 300))
      .sign(options.key ?? providerKey);
  };
  const external = (access_token: string, orgCode = 'DEMO') =>
    api.post('/api/auth/appToken/external', { access_token, orgCode });

  beforeEach(async () => {
    t = await createTestApp(engine, { seeded: true });
    await t.database.db
      .updateTable('organisations')
      .set({ oidc: JSON.stringify({ issuer: ISSUER, audience: AUDIENCE, jwks_uri: jwksUri }) })
      .where('code', '=', 'DEMO')
      .execute();
    api = client(t.app);
  });
  afterEach(async () => {
    await t.database.close();
  });

  it('signs in the user the provider vouches for', async () => {
    const res = await external(await token());
    expect(res.status).toBe(200);
    expect(res.body.profile.username).toBe('handler');
    expect(res.body.one_time_password_required).toBe(false);
  });

  it.each<[string, { stranger?: boolean; issuer?: string; audience?: string; expiresIn?: number }]>([
    ['a key the provider never published', { stranger: true }],
    ['another issuer', { issuer: 'https://evil.example' }],
    ['another audience', { audience: 'someone-else' }],
    ['an expired token', { expiresIn: -60 }],
  ])('refuses %s', async (_, { stranger, ...options }) => {
    const res = await external(await token({}, { ...options, key: stranger ? strangerKey : providerKey }));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('external_login_failed');
  });

  it('refuses a user of another organisation and an unknown one', async () => {
    expect((await external(await token(), 'PARTNER1')).body.error.code).toBe('external_login_failed');
    expect((await external(await token({ preferred_username: 'nobody' }))).body.error.code).toBe(
      'external_login_failed',
    );
  });

  it('refuses garbage', async () => {
    expect((await external('not.a.jwt')).status).toBe(401);
    expect((await api.post('/api/auth/appToken/external', { access_token: '' })).status).toBe(400);
  });
});
