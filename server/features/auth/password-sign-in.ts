import type { Tokens } from '../../../contract/auth.ts';
import type { Services } from '../../services.ts';
import { issueTokens } from './issue-tokens.ts';
import { loginWithPassword, type SignInResult } from './login-with-password.ts';
import { scopeOf } from './scope.ts';
import type { DeviceClaim } from './trusted-devices.ts';

export interface PasswordSignInInput {
  username: string;
  password: string;
  address: string;
  /** The signed device cookie the browser sent, already verified, or null. */
  device?: DeviceClaim | null | undefined;
  /** The browser's User-Agent, kept on the session for the profile's list of sessions. */
  userAgent?: string | undefined;
}

/** What a sign-in gives the route: plain data, so that it can come back from a sign-in thread. */
export interface SignInOutcome {
  tokens: Tokens;
  sessionExpiresAt: string;
  oneTimePasswordRequired: boolean;
}

/** What a sign-in needs: no outbox, no configuration, so that a thread can build it on its own. */
export type SignInDeps = Pick<Services, 'db' | 'clock' | 'idTokens' | 'dummyHash' | 'hashing'>;

/** The tokens and flags of a session just opened (by password or by an organisation's login). */
export async function outcomeOf(
  deps: Pick<Services, 'db' | 'clock' | 'idTokens'>,
  result: SignInResult,
): Promise<SignInOutcome> {
  return {
    tokens: await issueTokens(deps, result.session, result.refreshToken, result.user),
    sessionExpiresAt: result.session.expires_at,
    oneTimePasswordRequired: scopeOf(result.user, result.session) === 'otp',
  };
}

/** POST /api/auth/appToken's work, wherever it runs (the event loop or a sign-in thread). */
export async function passwordSignIn(deps: SignInDeps, input: PasswordSignInInput): Promise<SignInOutcome> {
  return outcomeOf(deps, await loginWithPassword(deps, input));
}
