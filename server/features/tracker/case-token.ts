import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';
import { TRACKER } from './limits.ts';

/**
 * The guest context of a verified tracker visitor: a signed token of its own type, naming one
 * case, valid 15 minutes. Staff calls never accept it (they check a different type and key).
 */
const TYPE = 'tracker+jwt';

export interface CaseTokens {
  sign(caseId: string): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<string | null>;
}

export function createCaseTokens(options: { secret: string; clock: Clock }): CaseTokens {
  const key = createHmac('sha256', options.secret).update('claims tracker token key v1').digest();
  return {
    async sign(caseId) {
      const now = Math.floor(options.clock.now().getTime() / 1000);
      const token = await new SignJWT({ case: caseId })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setIssuedAt(now)
        .setExpirationTime(now + TRACKER.tokenLifetimeSeconds)
        .sign(key);
      return { token, expiresAt: new Date((now + TRACKER.tokenLifetimeSeconds) * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: TYPE,
          currentDate: options.clock.now(),
        });
        return typeof payload.case === 'string' ? payload.case : null;
      } catch {
        return null;
      }
    },
  };
}
