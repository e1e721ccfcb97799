import { factory } from '../../http/app-env.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import type { Context } from 'hono';
import {
  AppTokenRequestSchema,
  CheckPassRequestSchema,
  ExternalTokenRequestSchema,
  RefreshTokenRequestSchema,
  RenewRequestSchema,
  UpdatePassRequestSchema,
  VerifyOneTimePasswordRequestSchema,
  type AuthResponse,
  type RenewResponse,
  type Tokens,
  type UpdatePassResponse,
} from '../../../contract/auth.ts';
import { AppError } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import { changePassword, checkCurrentPassword, renewPassword } from './change-password.ts';
import type { Services } from '../../services.ts';
import { issueTokens } from './issue-tokens.ts';
import { loginExternal } from './login-external.ts';
import { normaliseUsername, type SignInResult } from './login-with-password.ts';
import { outcomeOf, passwordSignIn, type SignInOutcome } from './password-sign-in.ts';
import { generateOneTimePassword, verifyOneTimePassword } from './one-time-password.ts';
import { clearRefreshToken, deliverRefreshToken, readRefreshToken } from './refresh-cookie.ts';
import { refreshSession } from './refresh-session.ts';
import { deliverDeviceCookie, readDeviceCookie } from './device-cookie.ts';
import { rememberDevice, type DeviceClaim } from './trusted-devices.ts';
import { requireSession } from './require-session.ts';
import { revokeSession, sessionOfRefreshToken } from './sessions.ts';

/** /api/auth: signing in (password, organisation's token, one-time code), renewing, changing the password, signing out. */
export function authRoutes(deps: Services) {
  const address = (c: Context) => clientAddress(c, deps.config.trustedProxies);

  const tokensFor = async (c: Context, result: SignInResult): Promise<Tokens> => {
    const tokens = await issueTokens(deps, result.session, result.refreshToken, result.user);
    return {
      ...tokens,
      refreshToken: deliverRefreshToken(c, result.refreshToken, result.session.expires_at, deps.config.publicOrigin),
    };
  };
  const authResponse = (c: Context, outcome: SignInOutcome): AuthResponse => ({
    ...outcome.tokens,
    refreshToken: deliverRefreshToken(
      c,
      outcome.tokens.refreshToken,
      outcome.sessionExpiresAt,
      deps.config.publicOrigin,
    ),
    one_time_password_required: outcome.oneTimePasswordRequired,
  });

  /** After a good password: a fresh device cookie, replacing the one the browser came with. */
  const rememberThisBrowser = async (c: Context, username: string, previous: DeviceClaim | null) => {
    const nonce = await rememberDevice(
      deps.db,
      username,
      previous?.username === username ? previous.nonce : null,
      deps.clock.now(),
    );
    deliverDeviceCookie(c, deps.config.tokenSecret, { username, nonce }, deps.config.publicOrigin);
  };

  return factory
    .createApp()
    .post('/appToken', async (c) => {
      const body = await readJson(c, AppTokenRequestSchema);
      const device = readDeviceCookie(c, deps.config.tokenSecret);
      const input = {
        username: body.username,
        password: body.password,
        address: address(c),
        device,
        userAgent: c.req.header('user-agent'),
      };
      const outcome = deps.signInThreads
        ? await deps.signInThreads.signIn(input, deps.clock.now())
        : await passwordSignIn(deps, input);
      await rememberThisBrowser(c, normaliseUsername(body.username), device);
      return c.json(authResponse(c, outcome));
    })
    .post('/appToken/external', async (c) => {
      const body = await readJson(c, ExternalTokenRequestSchema);
      const result = await loginExternal(deps, {
        accessToken: body.access_token,
        orgCode: body.orgCode,
        address: address(c),
        userAgent: c.req.header('user-agent'),
      });
      return c.json(authResponse(c, await outcomeOf(deps, result)));
    })
    .post('/refreshToken', async (c) => {
      const body = await readJson(c, RefreshTokenRequestSchema);
      const token = readRefreshToken(c, body.refresh_token);
      if (!token) throw new AppError('unauthorized', 'error.session.ended');
      const change = body.new_user_id
        ? { impersonatedByUserId: body.impersonated_by_user_id, newUserId: body.new_user_id }
        : undefined;
      try {
        return c.json(await tokensFor(c, await refreshSession(deps, token, change)));
      } catch (error) {
        if (error instanceof AppError && error.code === 'unauthorized') clearRefreshToken(c, deps.config.publicOrigin);
        throw error;
      }
    })
    .get('/logout', async (c) => {
      const token = readRefreshToken(c, undefined);
      const bearer = bearerToken(c);
      const claims = bearer ? await deps.idTokens.verify(bearer) : null;
      const sessionId = claims?.sessionId ?? (token ? await sessionOfRefreshToken(deps.db, token) : undefined);
      if (sessionId) await revokeSession(deps.db, sessionId, deps.clock.now(), 'logout');
      clearRefreshToken(c, deps.config.publicOrigin);
      return c.json({ loggedOut: true });
    })
    .post('/checkPass', requireSession(deps, ['full']), async (c) => {
      const { password } = await readJson(c, CheckPassRequestSchema);
      return c.json({ passValid: await checkCurrentPassword(deps, c.var.auth.user, password) });
    })
    .post('/updatePass', requireSession(deps, ['full']), async (c) => {
      const body = await readJson(c, UpdatePassRequestSchema);
      const { user, session } = c.var.auth;
      if (session.impersonated_by_user_id) throw new AppError('forbidden', 'error.password.notWhileActingAs');
      if (user.is_external) throw new AppError('forbidden', 'error.password.externalAccount');
      const outcome = await changePassword(deps, {
        user,
        session,
        oldPassword: body.old_password,
        password: body.password,
        address: address(c),
        language: requestLanguage(c),
      });
      if (!outcome.ok)
        return c.json({ passUpdated: false, errorMessage: outcome.errorMessage } satisfies UpdatePassResponse);
      return c.json({
        passUpdated: true,
        errorMessage: '',
        ...(await tokensFor(c, outcome.signIn)),
      } satisfies UpdatePassResponse);
    })
    .post('/renew', requireSession(deps, ['renew']), async (c) => {
      const { password } = await readJson(c, RenewRequestSchema);
      const { user, session } = c.var.auth;
      const result = await renewPassword(deps, { user, session, password, language: requestLanguage(c) });
      return c.json(result satisfies RenewResponse);
    })
    .get('/generateOneTimePassword', requireSession(deps, ['otp']), async (c) => {
      const { user, session } = c.var.auth;
      return c.json(await generateOneTimePassword(deps, user, session, requestLanguage(c)));
    })
    .post('/verifyOneTimePassword', requireSession(deps, ['otp']), async (c) => {
      const { code } = await readJson(c, VerifyOneTimePasswordRequestSchema);
      const { user, session } = c.var.auth;
      const result = await verifyOneTimePassword(deps, user, session, code);
      if (result.newAuthContext) {
        result.newAuthContext.refreshToken = deliverRefreshToken(
          c,
          result.newAuthContext.refreshToken,
          session.expires_at,
          deps.config.publicOrigin,
        );
      }
      return c.json(result);
    });
}
