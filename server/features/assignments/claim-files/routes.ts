import type { Context } from 'hono';
import * as v from 'valibot';
import { PartiesSchema } from '../../../../contract/claim-file.ts';
import { ClaimFilesQuerySchema, EventInputSchema } from '../../../../contract/claim-file-page.ts';
import { VehicleSearchQuerySchema } from '../../../../contract/vehicle-search.ts';
import { type AppEnv, factory } from '../../../http/app-env.ts';
import { validParams, validQuery } from '../../../http/params.ts';
import { readJson } from '../../../http/read-json.ts';
import { actorOf } from '../../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../../http/version.ts';
import { requestLanguage } from '../../../i18n.ts';
import type { Services } from '../../../services.ts';
import { requireSession } from '../../auth/index.ts';
import { claimFileDetail } from './detail.ts';
import { editEvent } from './edit-event.ts';
import { editParties } from './edit-parties.ts';
import { claimFilesPage } from './list.ts';
import { findClaimFileFor } from './repository.ts';
import { searchVehicles } from './search-vehicles.ts';
import { startAssessment } from './start-assessment.ts';

const FileParams = v.object({ claim_file_no: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)) });

/**
 * /api/claim-files: the organisation's claim files, one file's page in one answer, and changes of
 * its event and people, each on the version the caller read (If-Match); the vehicles found by plate,
 * VIN or claim file number with their files and assessments, and a new assessment on a file.
 */
export function claimFileRoutes(deps: Services) {
  const fileParam = validParams(FileParams, 'error.notFound.claimFile');
  const find = (c: Context<AppEnv>, claimFileNo: string) =>
    findClaimFileFor(deps.db, c.var.auth.user.organisation_id, claimFileNo);
  /** Each call answers with the file as it is now, and its version for the next change. */
  const answer = async (c: Context<AppEnv>, claimFileNo: string) => {
    const detail = await claimFileDetail(deps.db, c.var.auth.user, await find(c, claimFileNo), requestLanguage(c));
    setVersion(c, detail.version);
    return c.json(detail);
  };
  const changeOf = async (c: Context<AppEnv>, claimFileNo: string) => ({
    file: await find(c, claimFileNo),
    actor: actorOf(c),
    expected: () => requireIfMatch(c),
    language: requestLanguage(c),
    now: deps.clock.now(),
  });

  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .get('/', validQuery(ClaimFilesQuerySchema), async (c) =>
      c.json(await claimFilesPage(deps.db, c.var.auth.user.organisation_id, c.req.valid('query'))),
    )
    .get('/vehicles', validQuery(VehicleSearchQuerySchema), async (c) =>
      c.json(
        await searchVehicles(deps.db, c.var.auth.user.organisation_id, c.req.valid('query').q, requestLanguage(c)),
      ),
    )
    .post('/:claim_file_no/assessments', fileParam, async (c) => {
      const file = await find(c, c.req.valid('param').claim_file_no);
      return c.json(await startAssessment(deps.db, { file, actor: actorOf(c), now: deps.clock.now() }), 201);
    })
    .get('/:claim_file_no', fileParam, async (c) => answer(c, c.req.valid('param').claim_file_no))
    .put('/:claim_file_no/event', fileParam, async (c) => {
      const { claim_file_no } = c.req.valid('param');
      const change = await changeOf(c, claim_file_no);
      const input = await readJson(c, EventInputSchema);
      await editEvent(deps.db, { ...change, input });
      return answer(c, claim_file_no);
    })
    .put('/:claim_file_no/parties', fileParam, async (c) => {
      const { claim_file_no } = c.req.valid('param');
      const change = await changeOf(c, claim_file_no);
      const parties = await readJson(c, PartiesSchema);
      await editParties(deps.db, { ...change, parties });
      return answer(c, claim_file_no);
    });
}
