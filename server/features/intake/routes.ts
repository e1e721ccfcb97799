import * as v from 'valibot';
import { DuplicateQuerySchema, IntakeClaimSchema } from '../../../contract/intake.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { findPolicyByNumber } from '../policies/index.ts';
import { findDuplicates } from './duplicates.ts';
import { registerClaim } from './register-claim.ts';

/**
 * /api/intake: staff register a claim phoned in or brought in. Every staff user of the organisation
 * may (a full session; a preview session changes nothing, and guests and tracker visitors have none).
 */
const PolicyNoParams = v.object({ policy_no: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,30}$/)) });
const POLICY_NOT_FOUND = 'error.intake.policyNotFound';

export function intakeRoutes(deps: Services) {
  return (
    factory
      .createApp()
      .use('*', requireSession(deps, ['full']))
      // The intake form's look-up of a number the caller reads out: the organisation's register only.
      .get('/policies/:policy_no', validParams(PolicyNoParams, POLICY_NOT_FOUND), async (c) => {
        const policy = await findPolicyByNumber(
          deps.db,
          c.var.auth.user.organisation_id,
          c.req.valid('param').policy_no,
        );
        if (!policy) throw new AppError('not_found', POLICY_NOT_FOUND, { field: 'policy_no' });
        return c.json(policy);
      })
      .post('/duplicates', async (c) => {
        const query = await readJson(c, DuplicateQuerySchema);
        return c.json(await findDuplicates(deps.db, c.var.auth.user.organisation_id, query));
      })
      .post('/claims', async (c) => {
        const claim = await readJson(c, IntakeClaimSchema);
        const receipt = await registerClaim(
          { db: deps.db, publicOrigin: deps.config.publicOrigin },
          { actor: actorOf(c), claim, language: requestLanguage(c), now: deps.clock.now() },
        );
        return c.json(receipt, 201);
      })
  );
}
