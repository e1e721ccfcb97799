import * as v from 'valibot';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { findAssignmentFor } from './deps.ts';
import { itemHistory } from './item-history.ts';

const ItemParams = v.object({ assignment_id: IdSchema, item_guid: IdSchema });

/** /api/claim/assessmentNote: where else a vehicle part was noted, for staff assessing a claim. */
export function itemHistoryRoutes(deps: Services) {
  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .get(
      '/browseItemHistory/:assignment_id/:item_guid',
      validParams(ItemParams, { assignment_id: 'error.notFound.assignment', item_guid: 'error.notFound.part' }),
      async (c) => {
        const { assignment_id, item_guid } = c.req.valid('param');
        const assignment = await findAssignmentFor(deps.db, c.var.auth.user, assignment_id);
        return c.json(await itemHistory(deps.db, assignment, item_guid, requestLanguage(c)));
      },
    );
}
