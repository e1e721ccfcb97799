import { createMiddleware } from 'hono/factory';
import { AppError, type ErrorKey } from '../../errors.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import type { CaseTokens } from './case-token.ts';

/**
 * Lets through a call of a visitor who has verified the access code of a tracker case, and gives
 * the handler that case's id; anyone else is told, by the message `key`, to enter the code again.
 */
export function requireCase(caseTokens: CaseTokens, key: ErrorKey) {
  return createMiddleware<{ Variables: { caseId: string } }>(async (c, next) => {
    const token = bearerToken(c);
    const caseId = token ? await caseTokens.verify(token) : null;
    if (!caseId) throw new AppError('unauthorized', key);
    c.set('caseId', caseId);
    await next();
  });
}
