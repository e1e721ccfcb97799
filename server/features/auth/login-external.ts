import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { isAddressAllowed } from './ip-allow-list.ts';
import { normaliseUsername, type SignInResult } from './login-with-password.ts';
import { createSession } from './sessions.ts';
import { findOrganisationByCode, findUserByUsername, ipAllowListOf, oidcSettingsOf } from '../organisations/index.ts';

// One key set per issuer, kept between calls: jose caches the keys and refetches on rotation.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const failure = () => new AppError('external_login_failed', 'error.login.externalFailed');

/**
 * POST /api/auth/appToken/external: an access token from the organisation's OpenID Connect
 * provider, verified like any relying party would (signature against the issuer's published keys,
 * issuer, audience, expiry), then mapped to our user by the configured claim.
 */
export async function loginExternal(
  deps: Services,
  input: { accessToken: string; orgCode: string; address: string; userAgent?: string | undefined },
): Promise<SignInResult> {
  const org = await findOrganisationByCode(deps.db, input.orgCode);
  const oidc = org ? oidcSettingsOf(org) : null;
  if (!org || !oidc) throw failure();

  let keySet = keySets.get(oidc.jwks_uri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(oidc.jwks_uri), { timeoutDuration: 5_000 });
    keySets.set(oidc.jwks_uri, keySet);
  }
  let username: unknown;
  try {
    const { payload } = await jwtVerify(input.accessToken, keySet, {
      issuer: oidc.issuer,
      audience: oidc.audience,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      currentDate: deps.clock.now(),
    });
    username = payload[oidc.username_claim];
  } catch {
    throw failure();
  }
  if (typeof username !== 'string' || !username) throw failure();
  const user = await findUserByUsername(deps.db, normaliseUsername(username));
  // A token from one organisation's provider never opens another organisation's account.
  if (!user || user.organisation_id !== org.id) throw failure();
  if (user.locked_at) throw new AppError('account_locked', 'error.login.accountLocked');
  if (!isAddressAllowed(ipAllowListOf(org), input.address))
    throw new AppError('address_not_allowed', 'error.login.addressNotAllowed');
  const now = deps.clock.now();
  // The provider did the strong authentication; our one-time password is not asked again.
  const { session, refreshToken } = await createSession(deps.db, {
    userId: user.id,
    impersonatedBy: null,
    otpVerified: true,
    now,
    browser: { userAgent: input.userAgent ?? null, address: input.address },
  });
  return { user, session, refreshToken };
}
