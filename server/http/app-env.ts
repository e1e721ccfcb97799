import { createFactory } from 'hono/factory';
import type { SessionRow, SessionScope } from '../features/auth/index.ts';
import type { UserRow } from '../features/organisations/index.ts';

/** What a signed-in request carries once requireSession has let it through. */
export interface SessionVariables {
  auth: { user: UserRow; session: SessionRow; scope: SessionScope };
}

/** What every request carries from its first middleware: its id, in the log and in every error. */
export interface RequestVariables {
  requestId: string;
}

/** The one environment every router of the API is built with. */
export type AppEnv = { Variables: SessionVariables & RequestVariables };

/** Routers and middleware are made here, so their handlers share AppEnv's types. */
export const factory = createFactory<AppEnv>();
