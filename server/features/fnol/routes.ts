import { Hono } from 'hono';
import * as v from 'valibot';
import { FnolSubmissionSchema } from '../../../contract/fnol.ts';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { AppDatabase } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { clientAddress } from '../../http/client-address.ts';
import { requestLanguage } from '../../i18n.ts';
import { submitFnol } from './submit.ts';

const OrgKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,20}$/));

/** The policyholder's claim form (/guest/claim_notification/{org_key}): public, like the tracker. */
export function fnolRoutes(deps: { database: AppDatabase; clock: Clock; config: AppConfig }) {
  const orgKey = (raw: string) => {
    if (!v.is(OrgKeySchema, raw))
      throw new AppError('not_found', "This claim form does not exist. Use the link on the insurer's website.");
    return raw;
  };
  return new Hono()
    .get('/fnol/form/:org_key', async (c) => {
      const org = await deps.database.db
        .selectFrom('organisations')
        .select(['name', 'code'])
        .where('code', '=', orgKey(c.req.param('org_key')))
        .executeTakeFirst();
      if (!org)
        throw new AppError('not_found', "This claim form does not exist. Use the link on the insurer's website.");
      return c.json({ org_name: org.name, org_code: org.code });
    })
    .post('/fnol/submit/:org_key', async (c) => {
      const submission = await readJson(c, FnolSubmissionSchema);
      const receipt = await submitFnol(
        { db: deps.database.db, publicOrigin: deps.config.publicOrigin },
        {
          orgKey: orgKey(c.req.param('org_key')),
          submission,
          language: requestLanguage(c),
          now: deps.clock.now(),
          address: clientAddress(c, deps.config.trustProxy),
        },
      );
      return c.json(receipt, 201);
    });
}
