import * as v from 'valibot';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { emailLookup, smsLookup, timelineLookup } from './print-lookups.ts';

/** /api/timeline: what the printable timeline, e-mail and SMS pages show. */
export function timelineRoutes(deps: Services) {
  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .get(
      '/getAsgId/:assignment_key',
      validParams(v.object({ assignment_key: IdSchema }), 'error.notFound.assignment'),
      async (c) => {
        const { assignment_key } = c.req.valid('param');
        const links = { origin: deps.config.publicOrigin, secret: deps.config.tokenSecret };
        return c.json(await timelineLookup(deps.db, c.var.auth.user, assignment_key, requestLanguage(c), links));
      },
    )
    .get('/getEmailKey/:email_id', validParams(v.object({ email_id: IdSchema }), 'error.notFound.email'), async (c) =>
      c.json(await emailLookup(deps.db, c.var.auth.user, c.req.valid('param').email_id, requestLanguage(c))),
    )
    .get('/getSms/:sms_id', validParams(v.object({ sms_id: IdSchema }), 'error.notFound.sms'), async (c) =>
      c.json(await smsLookup(deps.db, c.var.auth.user, c.req.valid('param').sms_id, requestLanguage(c))),
    );
}
