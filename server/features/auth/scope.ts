import { AppError } from '../../errors.ts';
import type { SessionRow } from './sessions.ts';
import type { UserRow } from '../organisations/index.ts';

/**
 * What a session may do right now, derived from the database on every request rather than from
 * the token, so that renewing a password or passing the one-time password takes effect at once,
 * and an administrator expiring a password restricts sessions already open.
 */
export type SessionScope = 'otp' | 'renew' | 'full';

export function scopeOf(user: UserRow, session: SessionRow): SessionScope {
  if (user.otp_required === 1 && session.otp_verified !== 1) return 'otp';
  if (user.password_expired === 1 || user.is_default_pass === 1) return 'renew';
  return 'full';
}

/** Refuses a session that still owes a step, with the code that tells the page which one. */
export function requireFullScope(scope: SessionScope): void {
  if (scope === 'otp') throw new AppError('one_time_password_required', 'error.session.oneTimePasswordFirst');
  if (scope === 'renew') throw new AppError('password_renewal_required', 'error.session.renewPasswordFirst');
}
