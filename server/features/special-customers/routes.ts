import * as v from 'valibot';
import { HandOverSchema } from '../../../contract/partners.ts';
import { requireArea } from '../../access/require-area.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { partnerOf, partnersOf } from '../partners/index.ts';
import { handOverAssignment, partnerTakingWork } from './hand-over.ts';
import { partnerWork } from './partner-work.ts';
import { releaseAssignment } from './release.ts';

const PartnerParams = v.object({ id: IdSchema });
const HeldParams = v.object({ ...PartnerParams.entries, assignment: IdSchema });

/**
 * /api/special-customers (org configurator, with the organisation's feature on): each partner's
 * work, and assignments handed to a partner or taken back. Both audited.
 */
export function specialCustomerRoutes(deps: Services) {
  const overseer = [requireSession(deps, ['full']), requireArea(deps, 'special-customers')] as const;
  const partnerParam = validParams(PartnerParams, 'error.notFound.partner');

  return factory
    .createApp()
    .get('/', ...overseer, async (c) => c.json(await partnersOf(deps.db, c.var.auth.user.organisation_id)))
    .get('/:id', ...overseer, partnerParam, async (c) => {
      const organisationId = c.var.auth.user.organisation_id;
      const language = requestLanguage(c);
      return c.json(await partnerWork(deps.db, { organisationId, partnerId: c.req.valid('param').id, language }));
    })
    .post('/:id/assignments', ...overseer, partnerParam, async (c) => {
      const organisationId = c.var.auth.user.organisation_id;
      const partner = await partnerTakingWork(deps.db, organisationId, c.req.valid('param').id);
      const { assignment_no } = await readJson(c, HandOverSchema);
      await handOverAssignment(deps.db, {
        partner,
        assignmentNo: assignment_no,
        actor: actorOf(c),
        now: deps.clock.now(),
      });
      const language = requestLanguage(c);
      return c.json(await partnerWork(deps.db, { organisationId, partnerId: partner.id, language }));
    })
    .post(
      '/:id/assignments/:assignment/release',
      ...overseer,
      partnerParam,
      validParams(HeldParams, 'error.notFound.assignment'),
      async (c) => {
        const organisationId = c.var.auth.user.organisation_id;
        const { id, assignment } = c.req.valid('param');
        const partner = await partnerOf(deps.db, organisationId, id);
        await releaseAssignment(deps.db, {
          partner,
          assignmentId: assignment,
          actor: actorOf(c),
          now: deps.clock.now(),
        });
        const language = requestLanguage(c);
        return c.json(await partnerWork(deps.db, { organisationId, partnerId: partner.id, language }));
      },
    );
}
