import { foldForComparison } from '../../../contract/password-policy.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { isAddressAllowed } from './ip-allow-list.ts';
import { ARGON2_PARAMS, hashPassword, matchPassword, needsRehash } from './password-hash.ts';
import { FAILURE_LOCK_REASON, liftFailureLock, lockAfterFailures } from './failure-lock.ts';
import { createSession, type SessionRow } from './sessions.ts';
import {
  clearConsecutiveFailures,
  clearFailures,
  giveBackAddressAttempt,
  recordFailure,
  takeAddressAttempt,
  takePasswordAttempt,
} from './throttle.ts';
import { spendDeviceAttempt, type DeviceClaim } from './trusted-devices.ts';
import {
  findOrganisationById,
  findUserByUsername,
  ipAllowListOf,
  rehashPassword,
  type UserRow,
} from '../organisations/index.ts';

export interface SignInResult {
  user: UserRow;
  session: SessionRow;
  refreshToken: string;
}

/** Usernames are stored folded (lower case, no diacritics), so 'Handler' and 'handler' are one. */
export const normaliseUsername = (username: string) => foldForComparison(username.trim());

export class TemporarilyBlockedError extends AppError {
  readonly until: Date;
  constructor(until: Date) {
    super('account_temporarily_locked', 'error.login.temporarilyBlocked', { retryAfter: until });
    this.until = until;
  }
}

/**
 * Takes this sign-in's places before any password is checked: a new username's place among the
 * address's, and one of the username's guesses. Either refusal gives back what was taken.
 */
async function takeAttempt(
  deps: Pick<Services, 'db'>,
  username: string,
  address: string,
  now: Date,
): Promise<{ newUsername: boolean; attempt: number }> {
  const fromAddress = await takeAddressAttempt(deps.db, address, username, now);
  if ('blockedUntil' in fromAddress)
    throw new AppError('too_many_requests', 'error.login.tooManyFromAddress', { retryAfter: fromAddress.blockedUntil });
  const taken = await takePasswordAttempt(deps.db, username, now);
  if ('blockedUntil' in taken) {
    if (fromAddress.newUsername) await giveBackAddressAttempt(deps.db, address, username);
    throw new TemporarilyBlockedError(taken.blockedUntil);
  }
  return { newUsername: fromAddress.newUsername, attempt: taken.attempt };
}

/**
 * POST /api/auth/appToken. Unknown user and wrong password give the same answer after the same
 * work (a dummy hash is verified); a blocked username is refused before any password is checked,
 * so even the right password does not get through and the attempt does not count. Each guess takes
 * its place under the limits before its password is checked, so parallel guesses cannot outrun them.
 */
export async function loginWithPassword(
  deps: Pick<Services, 'db' | 'clock' | 'dummyHash' | 'hashing'>,
  input: {
    username: string;
    password: string;
    address: string;
    device?: DeviceClaim | null | undefined;
    userAgent?: string | undefined;
  },
): Promise<SignInResult> {
  const now = deps.clock.now();
  const username = normaliseUsername(input.username);

  // A browser that signed in as this user before is not held by locks others' failures cause.
  const trustedDevice = input.device ? await spendDeviceAttempt(deps.db, input.device, username, now) : false;
  const taken = trustedDevice ? null : await takeAttempt(deps, username, input.address, now);

  const user = await findUserByUsername(deps.db, username);
  const match = await matchPassword(input.password, user?.password_hash ?? (await deps.dummyHash), deps.hashing);
  if (!user || !match) {
    // A known browser's failure is spent from its own budget, not counted against the address or account.
    if (!taken) throw new AppError('invalid_credentials', 'error.login.credentials');
    const outcome = await recordFailure(deps.db, username, taken.attempt, now);
    if (user && outcome.reachedLockLimit) await lockAfterFailures(deps.db, user, now);
    throw new AppError('invalid_credentials', 'error.login.credentials');
  }
  // From a known browser the owner's success leaves the block others caused in place.
  if (taken) {
    if (taken.newUsername) await giveBackAddressAttempt(deps.db, input.address, username);
    await clearFailures(deps.db, username);
  } else await clearConsecutiveFailures(deps.db, username);

  // Only someone who knows the password learns that the account is locked or the address refused.
  // The owner on a browser that signed in before lifts a lock that failures caused (anyone who
  // knows the username can cause one); an administrator's lock holds.
  if (user.locked_at && !(trustedDevice && user.lock_reason === FAILURE_LOCK_REASON))
    throw new AppError('account_locked', 'error.login.accountLocked');
  if (user.locked_at) await liftFailureLock(deps.db, user.id);
  const org = await findOrganisationById(deps.db, user.organisation_id);
  if (!isAddressAllowed(ipAllowListOf(org), input.address)) {
    throw new AppError('address_not_allowed', 'error.login.addressNotAllowed');
  }
  if (needsRehash(user.password_hash, match)) {
    await rehashPassword(deps.db, user.id, await hashPassword(input.password, ARGON2_PARAMS, deps.hashing));
  }
  const { session, refreshToken } = await createSession(deps.db, {
    userId: user.id,
    impersonatedBy: null,
    otpVerified: false,
    now,
    browser: { userAgent: input.userAgent ?? null, address: input.address },
  });
  // A lifted lock is not on the row read before it.
  return { user: user.locked_at ? { ...user, locked_at: null, lock_reason: null } : user, session, refreshToken };
}
