import type { Context } from 'hono';
import type { UserRow } from '../features/organisations/index.ts';
import type { AppEnv } from './app-env.ts';

/** Who acts: the signed-in user, and the real person behind them when an approved substitute stands in. */
export interface Actor {
  user: UserRow;
  realUserId: string;
}

/** The actor of a signed-in request. */
export const actorOf = (c: Context<AppEnv>): Actor => ({
  user: c.var.auth.user,
  realUserId: c.var.auth.session.impersonated_by_user_id ?? c.var.auth.user.id,
});

/** The two columns every audited row keeps: who acted, and whom they stood in for. */
export const actorIds = (actor: Actor) =>
  actor.realUserId === actor.user.id
    ? { actor_user_id: actor.user.id, acting_as_user_id: null }
    : { actor_user_id: actor.realUserId, acting_as_user_id: actor.user.id };
