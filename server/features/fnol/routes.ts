import { businessDate } from '../../../contract/business-time.ts';
import * as v from 'valibot';
import { FnolSubmissionSchema, IntakePhotoQuerySchema } from '../../../contract/fnol.ts';
import { PublicPolicyCheckSchema } from '../../../contract/policies.ts';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { AppDatabase } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validParams, validQuery } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import { limitUpload, readUpload, type DocumentStorage } from '../documents/index.ts';
import { recognisePolicy } from '../policies/index.ts';
import { referenceRoutes } from '../reference/index.ts';
import { storeIntakePhoto } from './intake-photos.ts';
import { FORM_NOT_FOUND, findFormOrganisation } from './repository.ts';
import { submitFnol } from './submit.ts';

const FormParams = v.object({ org_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,20}$/)) });

/** /api/fnol: the policyholder's claim form (/guest/claim_notification/{org_key}), public like the tracker. */
export function fnolRoutes(deps: { database: AppDatabase; clock: Clock; config: AppConfig; storage: DocumentStorage }) {
  const formParam = validParams(FormParams, FORM_NOT_FOUND);
  return (
    factory
      .createApp()
      // The reference lists the form chooses from are read under the same /api/fnol prefix.
      .route('/', referenceRoutes(deps.database, '/fnol'))
      .get('/form/:org_key', formParam, async (c) => {
        const org = await findFormOrganisation(deps.database.db, c.req.valid('param').org_key);
        return c.json({ org_name: org.name, org_code: org.code });
      })
      // Whether the number and plate the visitor typed are in the register, and cover the day; nothing more.
      .post('/policyCheck/:org_key', formParam, async (c) => {
        const input = await readJson(c, PublicPolicyCheckSchema);
        const org = await findFormOrganisation(deps.database.db, c.req.valid('param').org_key);
        const now = deps.clock.now();
        const answer = await recognisePolicy(deps.database.db, {
          organisationId: org.id,
          policyNo: input.policy_no,
          plate: input.plate,
          insuredName: input.insured_name,
          address: clientAddress(c, deps.config.trustedProxies),
          day: input.event_date ?? businessDate(now),
          now,
        });
        return c.json(answer);
      })
      .post('/submit/:org_key', formParam, async (c) => {
        const submission = await readJson(c, FnolSubmissionSchema);
        const receipt = await submitFnol(
          { db: deps.database.db, publicOrigin: deps.config.publicOrigin, linkSecret: deps.config.tokenSecret },
          {
            orgKey: c.req.valid('param').org_key,
            submission,
            language: requestLanguage(c),
            now: deps.clock.now(),
            address: clientAddress(c, deps.config.trustedProxies),
          },
        );
        return c.json(receipt, 201);
      })
      // A photo of the damage from the confirmation, under the key the sent claim's answer carried.
      .post('/photos/:org_key', formParam, limitUpload, validQuery(IntakePhotoQuerySchema), async (c) => {
        const key = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1];
        if (!key) throw new AppError('not_found', 'error.fnol.photoKeyUnknown');
        const upload = await readUpload(c);
        const document = await storeIntakePhoto(
          { db: deps.database.db, storage: deps.storage },
          {
            orgKey: c.req.valid('param').org_key,
            caseNo: c.req.valid('query').case_no,
            kind: c.req.valid('query').kind,
            key,
            ...upload,
            now: deps.clock.now(),
          },
        );
        return c.json(document, 201);
      })
  );
}
