import type { Language } from '../../../contract/languages.ts';
import { newPasswordError, newPasswordSchema, passwordMessages } from '../../../contract/password-policy.ts';
import { translate } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { normaliseUsername, TemporarilyBlockedError, type SignInResult } from './login-with-password.ts';
import { hashPassword, matchPassword, needsRehash, verifyPassword } from './password-hash.ts';
import { testRuleSafely } from './rule-sandbox.ts';
import { browserOf, createSession, revokeUserSessions, type SessionRow } from './sessions.ts';
import { clearFailures, recordFailure, takePasswordAttempt } from './throttle.ts';
import {
  appMetadataOf,
  findOrganisationById,
  rehashPassword,
  storePassword,
  type UserRow,
} from '../organisations/index.ts';

/** The organisation's policy applied to a new password; the broken rule's message, or null. */
export async function newPasswordProblem(
  deps: Services,
  user: UserRow,
  password: string,
  language: Language,
): Promise<string | null> {
  const org = await findOrganisationById(deps.db, user.organisation_id);
  const policy = appMetadataOf(org).credentials.password_policy;
  // The broken rule is told in the request's language: the organisation's text, or the default.
  const minLength = translate(language, 'password.error.minLength', { n: policy.min_length });
  const messages = passwordMessages(policy, language, minLength, (key) => translate(language, key));
  const schema = newPasswordSchema(policy, { username: user.username, orgName: org.name }, messages, testRuleSafely);
  const problem = newPasswordError(schema, password);
  if (problem) return problem;
  if (await verifyPassword(password, user.password_hash)) return translate(language, 'password.error.sameAsOld');
  return null;
}

/**
 * Checks the current password of a signed-in user. Wrong guesses count against the same
 * throttle as sign-in, so a stolen session cannot be used to guess the password.
 */
export async function checkCurrentPassword(deps: Services, user: UserRow, password: string): Promise<boolean> {
  const now = deps.clock.now();
  const username = normaliseUsername(user.username);
  const taken = await takePasswordAttempt(deps.db, username, now);
  if ('blockedUntil' in taken) throw new TemporarilyBlockedError(taken.blockedUntil);
  const match = await matchPassword(password, user.password_hash);
  if (match) {
    await clearFailures(deps.db, username);
    if (needsRehash(user.password_hash, match)) {
      await rehashPassword(deps.db, user.id, await hashPassword(password));
    }
    return true;
  }
  await recordFailure(deps.db, username, taken.attempt, now);
  return false;
}

async function storeNewPassword(deps: Services, user: UserRow, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await storePassword(deps.db, user.id, { hash, chosenBy: 'the user', now: deps.clock.now() });
}

type ChangeOutcome = { ok: true; signIn: SignInResult } | { ok: false; errorMessage: string };

/**
 * POST /api/auth/updatePass: every other session of the user ends, and this browser gets a fresh
 * session, so a thief holding an old refresh token is shut out.
 */
export async function changePassword(
  deps: Services,
  input: {
    user: UserRow;
    session: SessionRow;
    oldPassword: string;
    password: string;
    address: string;
    language: Language;
  },
): Promise<ChangeOutcome> {
  if (!(await checkCurrentPassword(deps, input.user, input.oldPassword))) {
    return { ok: false, errorMessage: translate(input.language, 'password.error.oldIncorrect') };
  }
  const problem = await newPasswordProblem(deps, input.user, input.password, input.language);
  if (problem) return { ok: false, errorMessage: problem };
  await storeNewPassword(deps, input.user, input.password);
  const now = deps.clock.now();
  await revokeUserSessions(deps.db, input.user.id, now, 'password changed');
  const fresh = await createSession(deps.db, {
    userId: input.user.id,
    impersonatedBy: null,
    otpVerified: input.session.otp_verified === 1,
    now,
    browser: browserOf(input.session),
  });
  return { ok: true, signIn: { user: { ...input.user, password_expired: 0, is_default_pass: 0 }, ...fresh } };
}

/** POST /api/auth/renew: an expired or default password is replaced; other sessions end. */
export async function renewPassword(
  deps: Services,
  input: { user: UserRow; session: SessionRow; password: string; language: Language },
): Promise<{ passUpdated: boolean; errorMessage: string }> {
  const problem = await newPasswordProblem(deps, input.user, input.password, input.language);
  if (problem) return { passUpdated: false, errorMessage: problem };
  await storeNewPassword(deps, input.user, input.password);
  await revokeUserSessions(deps.db, input.user.id, deps.clock.now(), 'password renewed', input.session.id);
  return { passUpdated: true, errorMessage: '' };
}
