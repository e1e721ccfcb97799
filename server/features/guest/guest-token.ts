import { createHash, createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';

const TYPE = 'claims-guest+jwt';
/** A guest context lasts an hour; the link itself can be opened again while it is valid. */
const GUEST_TOKEN_SECONDS = 60 * 60;

/** A short fingerprint of the link's key: a token made from a revoked (replaced) key stops matching. */
export const keyFingerprint = (guestKey: string) =>
  createHash('sha256').update(guestKey).digest('base64url').slice(0, 22);

export interface GuestTokens {
  sign(assignmentId: string, guestKey: string): Promise<{ token: string; expiresAt: Date }>;
  /** The assignment and key fingerprint the token names, or null for anything not a live guest token. */
  verify(token: string): Promise<{ assignmentId: string; fingerprint: string } | null>;
}

export function createGuestTokens(options: { secret: string; clock: Clock }): GuestTokens {
  // Its own key, derived from the secret: a staff or tracker token can never pass as a guest's.
  const key = createHmac('sha256', options.secret).update('claims guest token key v1').digest();
  return {
    async sign(assignmentId, guestKey) {
      const now = Math.floor(options.clock.now().getTime() / 1000);
      const token = await new SignJWT({ asg: assignmentId, kf: keyFingerprint(guestKey) })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setIssuedAt(now)
        .setExpirationTime(now + GUEST_TOKEN_SECONDS)
        .sign(key);
      return { token, expiresAt: new Date((now + GUEST_TOKEN_SECONDS) * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: TYPE,
          currentDate: options.clock.now(),
        });
        return typeof payload.asg === 'string' && typeof payload.kf === 'string'
          ? { assignmentId: payload.asg, fingerprint: payload.kf }
          : null;
      } catch {
        return null;
      }
    },
  };
}
