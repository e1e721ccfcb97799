import { DuplicateQuerySchema, IntakeClaimSchema } from '../../../contract/intake.ts';
import { factory } from '../../http/app-env.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { possibleDuplicates } from '../assignments/index.ts';
import { registerClaim } from './register-claim.ts';

/**
 * /api/intake: staff register a claim phoned in or brought in. Every staff user of the organisation
 * may (a full session; a preview session changes nothing, and guests and tracker visitors have none).
 */
export function intakeRoutes(deps: Services) {
  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .post('/duplicates', async (c) => {
      const query = await readJson(c, DuplicateQuerySchema);
      return c.json(await possibleDuplicates(deps.db, c.var.auth.user.organisation_id, query));
    })
    .post('/claims', async (c) => {
      const claim = await readJson(c, IntakeClaimSchema);
      const receipt = await registerClaim(
        { db: deps.db, publicOrigin: deps.config.publicOrigin },
        { actor: actorOf(c), claim, language: requestLanguage(c), now: deps.clock.now() },
      );
      return c.json(receipt, 201);
    });
}
