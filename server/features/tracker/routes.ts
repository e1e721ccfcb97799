import { bearerToken } from '../../http/bearer-token.ts';
import { Hono } from 'hono';
import * as v from 'valibot';
import { CaseNumberSchema, VerifyChallengeRequestSchema } from '../../../contract/tracker.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { readJson } from '../../http/read-json.ts';
import { requestLanguage } from '../../i18n.ts';
import { startChallenge, verifyChallenge, type TrackerDeps } from './challenge.ts';
import { confirmContact, isConfirmationUsable } from './contact-confirmation.ts';
import { documentsOfCase } from '../documents/index.ts';
import { currentEventOf, findCaseById, trackerConfigFor, trackerConfigOfOrganisation } from './repository.ts';

const KeySchema = v.pipe(v.string(), v.regex(/^[\w-]{22}$/));

/** The public tracker's calls (spec.md section 7) and the contact confirmation. */
export function trackerRoutes(deps: TrackerDeps, config: AppConfig) {
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.trustProxy);
  // Hono has already decoded the path parameter: decoding again would turn "%25" into "%" and
  // then fail on it (found by the hostile-input property test).
  const caseNumber = (raw: string) => {
    const parsed = v.safeParse(CaseNumberSchema, raw);
    return parsed.success ? parsed.output : null;
  };

  return new Hono()
    .get('/tracker/getTrackerConfig', async (c) => {
      const answer = await trackerConfigOfOrganisation(deps.db, c.req.query('org_code') || null, requestLanguage(c));
      if (!answer) throw new AppError('not_found', 'There is no tracker for that organisation.');
      return c.body(answer, 200, { 'Content-Type': 'application/json' });
    })
    .get('/tracker/findTackerCaseData/:case_no', (c) => {
      // Only the number's form is judged here: whether the case exists is never told before the code.
      const caseNo = caseNumber(c.req.param('case_no'));
      return c.json({ case_no: caseNo ?? '', found: caseNo !== null });
    })
    .get('/tracker/startChallenge/:case_no', async (c) => {
      const caseNo = caseNumber(c.req.param('case_no'));
      if (!caseNo) throw new AppError('validation_failed', 'case_no: a case number has at least 6 letters or digits.');
      return c.json(await startChallenge(deps, caseNo, address(c), requestLanguage(c)));
    })
    .post('/tracker/verifyChallenge', async (c) => {
      const body = await readJson(c, VerifyChallengeRequestSchema);
      const caseNo = caseNumber(body.case_no) ?? '';
      return c.json(await verifyChallenge(deps, { challengeId: body.challenge_id, caseNo, code: body.code }));
    })
    .get('/tracker/case', async (c) => {
      const token = bearerToken(c);
      const caseId = token ? await deps.caseTokens.verify(token) : null;
      const trackerCase = caseId ? await findCaseById(deps.db, caseId) : undefined;
      if (!trackerCase) throw new AppError('unauthorized', 'Enter the access code again to see the case.');
      return c.json({
        currentEvent: await currentEventOf(deps.db, trackerCase),
        config: await trackerConfigFor(
          deps.db,
          trackerCase.organisation_id,
          requestLanguage(c),
          trackerCase.process_step_index,
        ),
        documents: await documentsOfCase(deps.db, trackerCase.id),
      });
    })
    .get('/assignment/confirmContact/:key', async (c) => {
      const key = v.safeParse(KeySchema, c.req.param('key'));
      return c.json({ usable: key.success && (await isConfirmationUsable(deps.db, key.output, deps.clock.now())) });
    })
    .post('/assignment/confirmContact/:key', async (c) => {
      const key = v.safeParse(KeySchema, c.req.param('key'));
      const confirmed = key.success && (await confirmContact(deps.db, key.output, deps.clock.now()));
      if (!confirmed) throw new AppError('not_found', 'This confirmation link is not valid any more.');
      return c.json({ confirmed: true });
    });
}
