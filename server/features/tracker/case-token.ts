import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.ts';
import { TRACKER } from './limits.ts';

/**
 * The guest context of a verified tracker visitor: a signed token of its own type, naming one
 * case, valid 15 minutes. Staff calls never accept it (they check a different type and key).
 * A token also names its visit: when the code was proved and a hash of the device secret the
 * browser holds in an HttpOnly cookie, so a visit is renewed on that device alone, for an hour.
 */
const TYPE = 'tracker+jwt';

export interface TrackerVisit {
  /** When the code was proved, in milliseconds. */
  startedAt: number;
  /** Hash of the device secret; empty for a token that names no device. */
  device: string;
}

export interface CaseTokens {
  sign(caseId: string, visit?: TrackerVisit): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<string | null>;
  /** The case and visit of a token signed here, even one expired within the visit's hour. */
  visitOf(token: string): Promise<({ caseId: string } & TrackerVisit) | null>;
}

export function createCaseTokens(options: { secret: string; clock: Clock }): CaseTokens {
  const key = createHmac('sha256', options.secret).update('claims tracker token key v1').digest();
  const check = (token: string, toleranceSeconds: number) =>
    jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ: TYPE,
      currentDate: options.clock.now(),
      clockTolerance: toleranceSeconds,
    });
  return {
    async sign(caseId, visit) {
      const now = Math.floor(options.clock.now().getTime() / 1000);
      const claims = visit ? { case: caseId, vst: visit.startedAt, dev: visit.device } : { case: caseId };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setIssuedAt(now)
        .setExpirationTime(now + TRACKER.tokenLifetimeSeconds)
        .sign(key);
      return { token, expiresAt: new Date((now + TRACKER.tokenLifetimeSeconds) * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await check(token, 0);
        return typeof payload.case === 'string' ? payload.case : null;
      } catch {
        return null;
      }
    },
    async visitOf(token) {
      try {
        const { payload } = await check(token, TRACKER.visitMs / 1000);
        const { case: caseId, vst, dev } = payload;
        if (typeof caseId !== 'string' || typeof vst !== 'number' || typeof dev !== 'string' || !dev) return null;
        return { caseId, startedAt: vst, device: dev };
      } catch {
        return null;
      }
    },
  };
}
