import * as v from 'valibot';
import { PolicyCheckQuerySchema, type PolicyCheckAnswer, PolicySearchQuerySchema } from '../../../contract/policies.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams, validQuery } from '../../http/params.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { checkPolicy, findPolicy } from './repository.ts';
import { searchPolicies } from './search.ts';

const PolicyParams = v.object({ id: IdSchema });

/**
 * /api/policies: the organisation's policy register as its signed-in staff see it. Another
 * organisation's policy is not found, never forbidden, so its existence is not given away.
 */
export function policyRoutes(deps: Services) {
  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .get('/', validQuery(PolicySearchQuerySchema), async (c) =>
      c.json(await searchPolicies(deps.db, c.var.auth.user.organisation_id, c.req.valid('query').q)),
    )
    .get('/check', validQuery(PolicyCheckQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const found = await checkPolicy(deps.db, c.var.auth.user.organisation_id, {
        policyNo: query.policy_no,
        plate: query.plate,
        eventDate: query.event_date,
      });
      const answer: PolicyCheckAnswer = found.policy
        ? { standing: found.standing ?? 'not_found', plate_insured: found.plateInsured, policy: found.policy }
        : { standing: 'not_found', plate_insured: false };
      return c.json(answer);
    })
    .get('/:id', validParams(PolicyParams, 'error.notFound.policy'), async (c) => {
      const policy = await findPolicy(deps.db, c.var.auth.user.organisation_id, c.req.valid('param').id);
      if (!policy) throw new AppError('not_found', 'error.notFound.policy');
      return c.json(policy);
    });
}
