import { createMiddleware } from 'hono/factory';
import { AppError } from '../../errors.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import type { CaseTokens } from './case-token.ts';

/**
 * Lets through a call of a visitor who has verified the access code of a tracker case, and gives
 * the handler that case's id; anyone else is told, in `message`, to enter the code again.
 */
export function requireCase(caseTokens: CaseTokens, message: string) {
  return createMiddleware<{ Variables: { caseId: string } }>(async (c, next) => {
    const token = bearerToken(c);
    const caseId = token ? await caseTokens.verify(token) : null;
    if (!caseId) throw new AppError('unauthorized', message);
    c.set('caseId', caseId);
    await next();
  });
}
