import type { AppEnv } from '../../http/app-env.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { requireFullScope, scopeOf, type SessionScope } from './scope.ts';
import { findActiveSession } from './sessions.ts';
import { userInSession } from './users.ts';
import { findUserById } from '../organisations/index.ts';

/**
 * A preview session reads; it changes nothing. Some GET calls change things too (clearing
 * notifications, running the assistant), so they are refused as well.
 */
function previewMayCall(method: string, path: string): boolean {
  if (path === '/api/preview/end') return true;
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !path.startsWith('/api/aiAssistant/') && path !== '/api/config/users/clearNotifications';
}

const signInAgain = () => new AppError('unauthorized', 'error.session.signInToContinue');

/**
 * Lets a request through only with a valid id token of a live session whose current scope is one
 * of `allowed`. A session waiting for its one-time password or a password renewal reaches only
 * the calls that finish those steps, so neither step can be skipped.
 */
export function requireSession(deps: Services, allowed: SessionScope[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw signInAgain();
    const claims = await deps.idTokens.verify(token);
    if (!claims) throw signInAgain();
    const session = await findActiveSession(deps.db, claims.sessionId, deps.clock.now());
    if (!session || session.user_id !== claims.userId) throw signInAgain();
    const user = await findUserById(deps.db, session.user_id);
    if (!user || user.locked_at) throw signInAgain();
    const scope = scopeOf(user, session);
    if (!allowed.includes(scope)) {
      requireFullScope(scope);
      throw new AppError('forbidden', 'error.session.stepAlreadyDone');
    }
    if (session.preview_roles !== null && !previewMayCall(c.req.method, c.req.path)) {
      throw new AppError('forbidden', 'error.preview.readOnly');
    }
    c.set('auth', { user: userInSession(user, session), session, scope });
    await next();
  };
}
