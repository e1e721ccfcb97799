import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { AcceptOfferInputSchema, DisputeOfferInputSchema } from '../../../contract/settlement.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import type { Database } from '../../db/schema.ts';
import { type CaseTokens, requireCase } from '../tracker/index.ts';
import type { CaseLinkSettings } from './deps.ts';
import { caseMoneyOf } from './case-money.ts';
import { answerLetter } from './claimant-answer.ts';
import { claimFileOfTrackerCase } from './deps.ts';
import { letterPdfOf } from './letter-pdf-of.ts';
import { pdfAnswer } from './routes.ts';

const LetterParams = v.object({ id: IdSchema });

/**
 * /api/settlement/case (a tracker visitor who entered the case's code): the insurer's written
 * answer to the claim, its PDF, and the claimant's acceptance (with the account to pay) or dispute.
 */
export function caseMoneyRoutes(deps: {
  db: Kysely<Database>;
  clock: Clock;
  caseTokens: CaseTokens;
  links: CaseLinkSettings;
}) {
  const claimOf = async (caseId: string) => {
    const claim = await claimFileOfTrackerCase(deps.db, caseId);
    if (!claim) throw new AppError('not_found', 'error.settlement.nothingToAnswer');
    return claim;
  };
  const answer = async (caseId: string) => caseMoneyOf(deps.db, await claimOf(caseId));
  return factory
    .createApp()
    .use('*', requireCase(deps.caseTokens, 'error.tracker.enterCodeAgain'))
    .get('/', async (c) => c.json(await answer(c.var.caseId)))
    .get('/letters/:id/pdf', validParams(LetterParams, 'error.settlement.letterNotFound'), async (c) => {
      const claim = await claimOf(c.var.caseId);
      const { pdf, name } = await letterPdfOf(
        deps.db,
        claim.organisation_id,
        c.req.valid('param').id,
        deps.links,
        claim.id,
      );
      return pdfAnswer(c, pdf, name);
    })
    .post('/accept', async (c) => {
      const claim = await claimOf(c.var.caseId);
      const input = await readJson(c, AcceptOfferInputSchema);
      await answerLetter(deps.db, claim, { kind: 'accepted', input }, deps.clock.now());
      return c.json(await answer(c.var.caseId));
    })
    .post('/dispute', async (c) => {
      const claim = await claimOf(c.var.caseId);
      const { reason } = await readJson(c, DisputeOfferInputSchema);
      await answerLetter(deps.db, claim, { kind: 'disputed', reason }, deps.clock.now());
      return c.json(await answer(c.var.caseId));
    });
}
