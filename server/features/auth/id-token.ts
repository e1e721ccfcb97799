import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';

/**
 * Short-lived signed id tokens, which no other token of ours can pass for: HS256 only, a `typ` header that a refresh token
 * or any other JWT of ours never carries, issuer and audience checked, expiry from the injected
 * clock.
 */
export const ID_TOKEN_TTL_SECONDS = 15 * 60;
const TYPE = 'id+jwt';
const AUDIENCE = 'claims-api';

interface IdTokenClaims {
  userId: string;
  sessionId: string;
  orgCode: string;
}

export interface IdTokenService {
  sign(claims: IdTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (never throws). */
  verify(token: string): Promise<IdTokenClaims | null>;
}

export function createIdTokenService(options: { secret: string; issuer: string; clock: Clock }): IdTokenService {
  // A key of its own, derived from TOKEN_SECRET, so other uses of the secret never sign id tokens.
  // Imported into WebCrypto once: given raw bytes, jose imports them again for every token, which
  // was a tenth of a sign-in's time on the event loop (and part of every authenticated request's).
  const raw = createHmac('sha256', options.secret).update('claims id token key v1').digest();
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  return {
    async sign(claims) {
      const now = nowSeconds();
      return new SignJWT({ sid: claims.sessionId, org: claims.orgCode })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setSubject(claims.userId)
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .sign(await key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          typ: TYPE,
          issuer: options.issuer,
          audience: AUDIENCE,
          currentDate: options.clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.org !== 'string')
          return null;
        return { userId: payload.sub, sessionId: payload.sid, orgCode: payload.org };
      } catch {
        return null;
      }
    },
  };
}
