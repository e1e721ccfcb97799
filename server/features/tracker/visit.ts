import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { TrackerAuthContext } from '../../../contract/tracker.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { CaseTokens } from './case-token.ts';
import { TRACKER } from './limits.ts';
import { findCaseById } from './repository.ts';

/**
 * A verified visit lasts an hour on the device that proved the code, its token renewed every 15
 * minutes while the visitor is active. The device is what the browser holds in an HttpOnly cookie
 * scoped to the tracker's calls: page scripts never read it, so a token taken by a script cannot be
 * renewed anywhere else and dies within its 15 minutes. The token carries only the secret's hash.
 */
const COOKIE = 'claims_tracker_device';
const PATH = '/api/tracker';

const hashOf = (secret: string) => createHash('sha256').update(`tracker device:${secret}`).digest('base64url');

/** The device secret of this browser, made and set on its first verification, and its hash. */
export function deviceOf(c: Context, clock: Clock, publicOrigin: string): string {
  const held = getCookie(c, COOKIE);
  const secret = held && /^[\w-]{43}$/.test(held) ? held : randomBytes(32).toString('base64url');
  setCookie(c, COOKIE, secret, {
    httpOnly: true,
    secure: publicOrigin.startsWith('https:') || new URL(c.req.url).protocol === 'https:',
    sameSite: 'Strict',
    path: PATH,
    expires: new Date(clock.now().getTime() + TRACKER.visitMs),
  });
  return hashOf(secret);
}

const sameDevice = (c: Context, device: string) => {
  const held = getCookie(c, COOKIE);
  if (!held) return false;
  const a = Buffer.from(hashOf(held));
  const b = Buffer.from(device);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A new 15-minute token for the visit the given token belongs to, on the device that started it
 * and within the hour since the code was proved; null otherwise (the page then asks for a code).
 */
export async function renewVisit(
  deps: { db: Kysely<Database>; clock: Clock; caseTokens: CaseTokens },
  c: Context,
  token: string,
): Promise<TrackerAuthContext | null> {
  const visit = await deps.caseTokens.visitOf(token);
  if (!visit || !sameDevice(c, visit.device)) return null;
  const endsAt = visit.startedAt + TRACKER.visitMs;
  if (deps.clock.now().getTime() >= endsAt) return null;
  const trackerCase = await findCaseById(deps.db, visit.caseId);
  if (!trackerCase) return null;
  const { token: renewed, expiresAt } = await deps.caseTokens.sign(trackerCase.id, visit);
  // A token never outlives its visit.
  const until = Math.min(expiresAt.getTime(), endsAt);
  return {
    idToken: renewed,
    expires_at: new Date(until).toISOString(),
    case_no: trackerCase.case_no,
    visit_ends_at: new Date(endsAt).toISOString(),
  };
}
