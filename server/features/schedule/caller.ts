import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { requireGuest } from '../guest/index.ts';
import type { GuestTokens } from '../guest/index.ts';
import type { CaseTokens } from '../tracker/index.ts';
import { organisationOfCase } from './repository.ts';

export interface CallerDeps {
  services: Services;
  guestTokens: GuestTokens;
  caseTokens: CaseTokens;
}

/**
 * The organisation of whoever calls: a full staff session, a guest context (a guest link's key
 * exchanged) or a visitor who verified a tracker case. Each token is checked as its own routes
 * check it; a caller with none of them is told to sign in.
 */
export function callerOrganisation(deps: CallerDeps) {
  const staff = requireSession(deps.services, ['full']);
  const guest = requireGuest({ db: deps.services.db, clock: deps.services.clock, guestTokens: deps.guestTokens });
  const { db } = deps.services;
  return async (c: Context<AppEnv>): Promise<string> => {
    const token = bearerToken(c);
    let organisationId: string | undefined;
    const caseId = token && !(await deps.guestTokens.verify(token)) ? await deps.caseTokens.verify(token) : null;
    if (token && (await deps.guestTokens.verify(token))) {
      const asGuest = guest as unknown as MiddlewareHandler<AppEnv>;
      await asGuest(c, async () => {
        organisationId = (c.get as (key: string) => { organisation_id: string })('guestAssignment').organisation_id;
      });
    } else if (caseId) {
      organisationId = await organisationOfCase(db, caseId);
    }
    if (organisationId === undefined)
      await staff(c, async () => {
        organisationId = c.var.auth.user.organisation_id;
      });
    // requireSession throws for anyone else, so an organisation is known here.
    return organisationId ?? '';
  };
}
