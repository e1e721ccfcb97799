import type { Context } from 'hono';
import * as v from 'valibot';
import { AppError } from '../../errors.ts';
import type { AuthVariables } from '../auth/require-session.ts';
import type { Actor } from './actions.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

/** The signed-in user, and the real person behind them when impersonating (security.md 18). */
export const actorOf = (c: Ctx): Actor => ({
  user: c.var.auth.user,
  realUserId: c.var.auth.session.impersonated_by_user_id ?? c.var.auth.user.id,
});

// Ids and keys are short tokens; anything longer or stranger is simply not found.
const IdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

/** A path parameter naming an object: its value, or a 404 that names what was looked for. */
export function idParam(c: Context, name: string, what: string): string {
  const raw = c.req.param(name) ?? '';
  if (!v.is(IdSchema, raw)) throw new AppError('not_found', `There is no such ${what}.`);
  return raw;
}
