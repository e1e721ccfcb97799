import * as v from 'valibot';
import { FnolSubmissionSchema } from '../../../contract/fnol.ts';
import { PublicPolicyCheckSchema } from '../../../contract/policies.ts';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { AppDatabase } from '../../db/database.ts';
import { factory } from '../../http/app-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import { recognisePolicy } from '../policies/index.ts';
import { FORM_NOT_FOUND, findFormOrganisation } from './repository.ts';
import { submitFnol } from './submit.ts';

const FormParams = v.object({ org_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,20}$/)) });

/** /api/fnol: the policyholder's claim form (/guest/claim_notification/{org_key}), public like the tracker. */
export function fnolRoutes(deps: { database: AppDatabase; clock: Clock; config: AppConfig }) {
  const formParam = validParams(FormParams, FORM_NOT_FOUND);
  return (
    factory
      .createApp()
      .get('/form/:org_key', formParam, async (c) => {
        const org = await findFormOrganisation(deps.database.db, c.req.valid('param').org_key);
        return c.json({ org_name: org.name, org_code: org.code });
      })
      // Whether the number and plate the visitor typed are in the register; nothing of the policy is told.
      .post('/policyCheck/:org_key', formParam, async (c) => {
        const input = await readJson(c, PublicPolicyCheckSchema);
        const org = await findFormOrganisation(deps.database.db, c.req.valid('param').org_key);
        const { recognised } = await recognisePolicy(deps.database.db, {
          organisationId: org.id,
          policyNo: input.policy_no,
          plate: input.plate,
          address: clientAddress(c, deps.config.trustProxy),
          now: deps.clock.now(),
        });
        return c.json({ recognised });
      })
      .post('/submit/:org_key', formParam, async (c) => {
        const submission = await readJson(c, FnolSubmissionSchema);
        const receipt = await submitFnol(
          { db: deps.database.db, publicOrigin: deps.config.publicOrigin },
          {
            orgKey: c.req.valid('param').org_key,
            submission,
            language: requestLanguage(c),
            now: deps.clock.now(),
            address: clientAddress(c, deps.config.trustProxy),
          },
        );
        return c.json(receipt, 201);
      })
  );
}
