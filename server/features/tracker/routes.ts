import { validator } from 'hono/validator';
import * as v from 'valibot';
import { CaseNumberSchema, VerifyChallengeRequestSchema } from '../../../contract/tracker.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validQuery } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import { startChallenge, verifyChallenge, type TrackerDeps } from './challenge.ts';
import { caseAnswer, type InspectionOfCase } from './case-view.ts';
import { findCaseById, trackerConfigOfOrganisation } from './repository.ts';
import { requireCase } from './require-case.ts';
import { deviceOf, renewVisit } from './visit.ts';
import { bearerToken } from '../../http/bearer-token.ts';

const caseNumberOf = (raw: unknown) => {
  const parsed = v.safeParse(CaseNumberSchema, raw);
  return parsed.success ? parsed.output : null;
};

/**
 * The case number of the path in its canonical form, or null when it does not have a case
 * number's form: each call answers that in its own way. Hono has already decoded the parameter:
 * decoding again would turn "%25" into "%" and then fail on it.
 */
const caseNoParam = validator('param', (value) => ({ case_no: caseNumberOf(value.case_no) }));

/** Any organisation code: one that names no tracker is answered as such. */
const TrackerConfigQuerySchema = v.object({ org_code: v.optional(v.string()) });

/** /api/tracker: the public tracker, where a policyholder follows their claim after proving the access code. */
export function trackerRoutes(deps: TrackerDeps & { inspectionOf: InspectionOfCase }, config: AppConfig) {
  return factory
    .createApp()
    .get('/getTrackerConfig', validQuery(TrackerConfigQuerySchema), async (c) => {
      const orgCode = c.req.valid('query').org_code || null;
      const answer = await trackerConfigOfOrganisation(deps.db, orgCode, requestLanguage(c));
      if (!answer) throw new AppError('not_found', 'error.tracker.noTracker');
      return c.body(answer, 200, { 'Content-Type': 'application/json' });
    })
    .get('/findTackerCaseData/:case_no', caseNoParam, (c) => {
      // Only the number's form is judged here: whether the case exists is never told before the code.
      const caseNo = c.req.valid('param').case_no;
      return c.json({ case_no: caseNo ?? '', found: caseNo !== null });
    })
    .get('/startChallenge/:case_no', caseNoParam, async (c) => {
      const caseNo = c.req.valid('param').case_no;
      if (!caseNo) throw new AppError('validation_failed', 'error.tracker.caseNumberTooShort', { field: 'case_no' });
      const address = clientAddress(c, config.trustedProxies);
      const options = { resend: c.req.query('resend') === '1', linkKey: c.req.query('k') };
      return c.json(await startChallenge(deps, caseNo, address, requestLanguage(c), options));
    })
    .post('/verifyChallenge', async (c) => {
      const body = await readJson(c, VerifyChallengeRequestSchema);
      const caseNo = caseNumberOf(body.case_no) ?? '';
      // The device cookie goes with every answer, right or wrong, so none tells a known case apart.
      const device = deviceOf(c, deps.clock, config.publicOrigin);
      return c.json(await verifyChallenge(deps, { challengeId: body.challenge_id, caseNo, code: body.code, device }));
    })
    .post('/renewVisit', async (c) => {
      const token = bearerToken(c);
      const renewed = token ? await renewVisit(deps, c, token) : null;
      if (!renewed) throw new AppError('unauthorized', 'error.tracker.visitEnded');
      return c.json(renewed);
    })
    .get('/case', requireCase(deps.caseTokens, 'error.tracker.enterCodeAgain'), async (c) => {
      const trackerCase = await findCaseById(deps.db, c.var.caseId);
      if (!trackerCase) throw new AppError('unauthorized', 'error.tracker.enterCodeAgain');
      return c.json(await caseAnswer(deps.db, trackerCase, requestLanguage(c), deps.clock.now(), deps.inspectionOf));
    });
}
