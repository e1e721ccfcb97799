import type { Kysely } from 'kysely';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { requestLanguage } from '../../i18n.ts';
import type { CaseTokens } from './case-token.ts';
import { requireCase } from './require-case.ts';
import { isSubscribed, requestUpdates, unsubscribe, updatesStatusOf } from './updates-subscriptions.ts';

const KeySchema = v.pipe(v.string(), v.regex(/^[\w-]{22}$/));
const keyParam = validator('param', (value) => {
  const key = v.safeParse(KeySchema, value.key);
  return { key: key.success ? key.output : null };
});

/**
 * /api/tracker/updates: a verified visitor subscribes to the case's updates (confirmed through the
 * contact-confirmation link), and anyone holding an update's unsubscribe link ends them. The POST
 * of /unsubscribe/{key} is also the one-click address mail clients call (RFC 8058): it needs no body.
 */
export function updatesRoutes(deps: {
  db: Kysely<Database>;
  clock: Clock;
  caseTokens: CaseTokens;
  secret: string;
  publicOrigin: string;
}) {
  const verified = requireCase(deps.caseTokens, 'error.tracker.enterCodeAgain');
  return factory
    .createApp()
    .get('/', verified, async (c) => c.json({ status: await updatesStatusOf(deps.db, c.var.caseId) }))
    .post('/', verified, async (c) =>
      c.json({ status: await requestUpdates(deps, c.var.caseId, requestLanguage(c), deps.clock.now()) }),
    )
    .get('/unsubscribe/:key', keyParam, async (c) => {
      const { key } = c.req.valid('param');
      return c.json({ subscribed: key !== null && (await isSubscribed(deps.db, key)) });
    })
    .post('/unsubscribe/:key', keyParam, async (c) => {
      const { key } = c.req.valid('param');
      const ended = key !== null && (await unsubscribe(deps.db, key, deps.clock.now()));
      if (!ended) throw new AppError('not_found', 'error.tracker.unsubscribeInvalid');
      return c.json({ subscribed: false });
    });
}
