import type { Context } from 'hono';
import * as v from 'valibot';
import {
  BatchInputSchema,
  FailedInputSchema,
  FigureInputSchema,
  OfferInputSchema,
  PaidInputSchema,
  ProposePaymentInputSchema,
  RefusalInputSchema,
  ReservesInputSchema,
} from '../../../contract/settlement.ts';
import { SettlementSettingsSchema } from '../../../contract/settlement-settings.ts';
import { requireArea } from '../../access/require-area.ts';
import { AppError } from '../../errors.ts';
import { type AppEnv, factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion, staleVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { bankFileOf, batchesOf, makeBankBatch } from './bank-batch.ts';
import { assertKnownRoles, findClaimFileFor } from './deps.ts';
import { type MoneyChange, setFigure, setReserves } from './edit-money.ts';
import { letterPdfOf } from './letter-pdf-of.ts';
import { moneyViewOf } from './money-view.ts';
import { refreshOrganisationDeadlines } from './next-deadline.ts';
import { markFailed, markPaid } from './payment-outcome.ts';
import { approvePayment, cancelPayment, type PaymentChange } from './payment-steps.ts';
import { paymentQueue } from './payment-queue.ts';
import { proposePayment } from './propose-payment.ts';
import { requirePaymentRunner } from './rules.ts';
import { sendLetter } from './send-letter.ts';
import { lastMoneyChangeOf } from './settlement-files.ts';
import { saveSettlementSettings, settlementSettingsOf } from './settings.ts';

const FileParams = v.object({ claim_file_no: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)) });
const IdParams = v.object({ id: IdSchema });

/**
 * /api/settlement (staff in a full session): a claim file's money (reserves, figure, letters,
 * payments), each change on the version the caller read; the organisation's payments waiting for
 * approval and the bank files; the settlement settings. /api/settlement/case is the claimant's side.
 */
export function settlementRoutes(deps: Services) {
  const fileParam = validParams(FileParams, 'error.notFound.claimFile');
  const idParam = validParams(IdParams, 'error.settlement.paymentNotFound');
  const claimOf = (c: Context<AppEnv>) =>
    findClaimFileFor(deps.db, c.var.auth.user.organisation_id, c.req.param('claim_file_no') ?? '');
  const answer = async (c: Context<AppEnv>) => {
    const view = await moneyViewOf(deps.db, await claimOf(c), actorOf(c), requestLanguage(c), deps.clock.now());
    setVersion(c, view.version);
    return c.json(view);
  };
  /** A change of the claim's money; a stale one is answered with the money as it is now. */
  const change = (run: (change: MoneyChange, c: Context<AppEnv>) => Promise<void>) => async (c: Context<AppEnv>) => {
    const claim = await claimOf(c);
    try {
      await run(
        {
          db: deps.db,
          claim,
          actor: actorOf(c),
          expected: () => requireIfMatch(c),
          language: requestLanguage(c),
          now: deps.clock.now(),
        },
        c,
      );
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'error.version.conflict' && error.current === undefined))
        throw error;
      const view = await moneyViewOf(deps.db, claim, actorOf(c), requestLanguage(c), deps.clock.now());
      throw staleVersion(view, view.version, await lastMoneyChangeOf(deps.db, claim.id));
    }
    deps.outbox.wake();
    return answer(c);
  };
  const paymentChange = (c: Context<AppEnv>): PaymentChange => ({
    db: deps.db,
    actor: actorOf(c),
    paymentId: c.req.param('id') ?? '',
    expected: () => requireIfMatch(c),
    language: requestLanguage(c),
    now: deps.clock.now(),
  });
  const queue = async (c: Context<AppEnv>) =>
    c.json(await paymentQueue(deps.db, actorOf(c), requestLanguage(c), deps.clock.now()));
  const paymentStep =
    (run: (change: PaymentChange, c: Context<AppEnv>) => Promise<void>) => async (c: Context<AppEnv>) => {
      await run(paymentChange(c), c);
      return queue(c);
    };
  const links = { origin: deps.config.publicOrigin, secret: deps.config.tokenSecret };
  // Each route names its guard: the claimant's routes (case-routes.ts) share this prefix, and a
  // middleware on every path of it would ask them for a staff session too.
  const staff = requireSession(deps, ['full']);
  // The payments page's calls stand behind its menu entry's rule (a payment authority), as every
  // staff area does: whoever is not offered the page is refused its calls too.
  const payments = [staff, requireArea(deps, 'settlement')] as const;

  return factory
    .createApp()
    .get('/claim-files/:claim_file_no', staff, fileParam, answer)
    .put(
      '/claim-files/:claim_file_no/reserves',
      staff,
      fileParam,
      change(async (m, c) => setReserves(m, await readJson(c, ReservesInputSchema))),
    )
    .put(
      '/claim-files/:claim_file_no/figure',
      staff,
      fileParam,
      change(async (m, c) => setFigure(m, await readJson(c, FigureInputSchema))),
    )
    .post(
      '/claim-files/:claim_file_no/offer',
      staff,
      fileParam,
      change(async (m, c) =>
        sendLetter(m, { kind: 'offer', language: (await readJson(c, OfferInputSchema)).language, links }),
      ),
    )
    .post(
      '/claim-files/:claim_file_no/refusal',
      staff,
      fileParam,
      change(async (m, c) => {
        const refusal = await readJson(c, RefusalInputSchema);
        return sendLetter(m, { kind: 'refusal', language: refusal.language, refusal, links });
      }),
    )
    .post(
      '/claim-files/:claim_file_no/payments',
      staff,
      fileParam,
      change(async (m, c) => proposePayment(m, await readJson(c, ProposePaymentInputSchema))),
    )
    .get('/letters/:id/pdf', staff, validParams(IdParams, 'error.settlement.letterNotFound'), async (c) => {
      const { pdf, name } = await letterPdfOf(deps.db, c.var.auth.user.organisation_id, c.req.valid('param').id, links);
      return pdfAnswer(c, pdf, name);
    })
    .get('/payments', ...payments, queue)
    .post(
      '/payments/:id/approve',
      ...payments,
      idParam,
      paymentStep((p) => approvePayment(p)),
    )
    .post(
      '/payments/:id/cancel',
      ...payments,
      idParam,
      paymentStep((p) => cancelPayment(p)),
    )
    .post(
      '/payments/:id/paid',
      ...payments,
      idParam,
      paymentStep(async (p, c) => markPaid(p, (await readJson(c, PaidInputSchema)).paid_on)),
    )
    .post(
      '/payments/:id/failed',
      ...payments,
      idParam,
      paymentStep(async (p, c) => markFailed(p, (await readJson(c, FailedInputSchema)).reason)),
    )
    .get('/batches', ...payments, async (c) => c.json(await batchesOf(deps.db, c.var.auth.user.organisation_id)))
    .post('/batches', ...payments, async (c) => {
      const { execution_date } = await readJson(c, BatchInputSchema);
      const id = await makeBankBatch({
        db: deps.db,
        actor: actorOf(c),
        executionDate: execution_date,
        now: deps.clock.now(),
      });
      return c.json({ id }, 201);
    })
    .get('/batches/:id/file', ...payments, validParams(IdParams, 'error.settlement.batchNotFound'), async (c) => {
      const { settings } = await settlementSettingsOf(deps.db, c.var.auth.user.organisation_id);
      requirePaymentRunner(c.var.auth.user, settings);
      const file = await bankFileOf(deps.db, c.var.auth.user.organisation_id, c.req.valid('param').id);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${file.message_id}.xml"`);
      return c.body(file.xml);
    })
    .get('/settings', staff, async (c) => {
      const { settings, version } = await settlementSettingsOf(deps.db, c.var.auth.user.organisation_id);
      setVersion(c, version);
      return c.json(settings);
    })
    .put('/settings', staff, requireArea(deps, 'config'), async (c) => {
      const expected = requireIfMatch(c);
      const settings = await readJson(c, SettlementSettingsSchema);
      const limits = settings.payment_limits.map((l, i) => ({ field: `payment_limits.${i}.role`, role: l.role }));
      await assertKnownRoles(deps.db, c.var.auth.user.organisation_id, limits);
      const version = await saveSettlementSettings(deps.db, c.var.auth.user.organisation_id, expected, settings);
      // The worklist's deadline lists read the kept next deadline: new lengths move it now, not at the next hourly pass.
      await refreshOrganisationDeadlines(deps.db, c.var.auth.user.organisation_id);
      setVersion(c, version);
      return c.json(settings);
    });
}

export function pdfAnswer(c: Context, pdf: Buffer, name: string) {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `inline; filename="${name}"`);
  return c.body(new Uint8Array(pdf));
}
