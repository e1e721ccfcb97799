import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { userMenu, withE2eDatabase } from './helpers.ts';

// The organisation's OpenID provider: its key endpoint on loopback, and the e2e server's DEMO
// organisation pointed at it (written into the server's SQLite file, as an administrator would).
const ISSUER = 'https://login.demo-asigurari.example';
let provider: Server;
let key: CryptoKey;

test.beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  provider = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const jwksUri = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/jwks`;
  withE2eDatabase((db) =>
    db
      .prepare("UPDATE organisations SET oidc = ? WHERE code = 'DEMO'")
      .run(JSON.stringify({ issuer: ISSUER, audience: 'claims-app', jwks_uri: jwksUri })),
  );
});
test.afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

test("the organisation's sign-in comes back through /logincallback and lands on the dashboard", async ({ page }) => {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await new SignJWT({ preferred_username: 'handler2' })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
    .setIssuer(ISSUER)
    .setAudience('claims-app')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(key);
  await page.goto(`/ro/logincallback?access_token=${accessToken}&org_code=DEMO`);
  await expect(page).toHaveURL(/\/assignments\/shortlist$/);
  await userMenu(page, 'Radu Handler');
});
