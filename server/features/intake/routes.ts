import * as v from 'valibot';
import { DuplicateQuerySchema, IntakeClaimSchema } from '../../../contract/intake.ts';
import { factory } from '../../http/app-env.ts';
import { validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { possibleDuplicates } from '../assignments/index.ts';
import { addReport } from './add-report.ts';
import { registerClaim } from './register-claim.ts';

const FileParams = v.object({ claim_file_no: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)) });

/**
 * /api/intake: staff register a claim phoned in or brought in, or add it to the open claim of the
 * same event. Every staff user of the organisation may (a full session; a preview session changes
 * nothing, and guests and tracker visitors have none); adding to a claim asks the right to change it.
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
        { db: deps.db, publicOrigin: deps.config.publicOrigin, linkSecret: deps.config.tokenSecret },
        { actor: actorOf(c), claim, language: requestLanguage(c), now: deps.clock.now() },
      );
      return c.json(receipt, 201);
    })
    .post('/claims/:claim_file_no/reports', validParams(FileParams, 'error.notFound.claimFile'), async (c) => {
      const claim = await readJson(c, IntakeClaimSchema);
      const added = await addReport(deps.db, {
        actor: actorOf(c),
        claimFileNo: c.req.valid('param').claim_file_no,
        claim,
        language: requestLanguage(c),
        now: deps.clock.now(),
      });
      return c.json(added, 201);
    });
}
