import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { ORG_CODE_PATTERN } from '../../../contract/org-code.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { validQuery } from '../../http/params.ts';
import { requestLanguage } from '../../i18n.ts';
import { publicInsurer } from './insurer.ts';
import { insurerNamedByPage } from './page-address.ts';

const InsurerQuerySchema = v.object({
  /** The public page's own address (path and query): the page leaves reading it to the server. */
  page: v.optional(v.pipe(v.string(), v.maxLength(500, 'error.field.atMost'), v.startsWith('/', 'error.welcome.page'))),
  org_code: v.optional(v.string()),
});

/** /api/welcome: what every public page shows of its insurer, asked without signing in. */
export function welcomeRoutes(deps: { db: Kysely<Database> }) {
  return factory.createApp().get('/insurer', validQuery(InsurerQuerySchema), async (c) => {
    const { page, org_code } = c.req.valid('query');
    const named = org_code ? { orgCode: org_code } : page === undefined ? null : insurerNamedByPage(page);
    // A guest link's address names no insurer: its page asks again once its assignment does.
    if (named === undefined) return c.body(null, 204);
    if (named !== null && 'orgCode' in named && !ORG_CODE_PATTERN.test(named.orgCode))
      throw new AppError('validation_failed', 'error.welcome.orgCode', { field: 'org_code' });
    const insurer = await publicInsurer(deps.db, named, requestLanguage(c));
    if (!insurer) throw new AppError('not_found', 'error.welcome.unknownInsurer', { field: 'org_code' });
    // Every visitor of the insurer gets the same answer: a minute's caching spares the hot path.
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json(insurer);
  });
}
