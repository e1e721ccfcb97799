import { describe, expect, it } from 'vitest';
import { approvedClaim } from '../../test/approved-claim.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../test/staff-user.ts';
import { createCaseTokens } from '../tracker/index.ts';

/**
 * Nothing is paid twice and nobody pays above their authority, also when people act at the same
 * moment: two approvals of one payment (one wins), two bank files made at once (each payment in
 * one), and the penalty a late payment carries, shown before it is approved.
 */
describe.each(TEST_ENGINES)('payments under authority on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const etag = (res: { headers: Headers }) => Number(res.headers.get('ETag')?.replaceAll('"', ''));

  /** An accepted offer with one payment of its whole amount proposed by the manager. */
  async function proposedPayment(partPrice = 125_000) {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api, partPrice);
    const manager = await as('manager');
    const url = `/api/settlement/claim-files/${claim.claimFileNo}`;
    let seen = await ctx.api.get(url, manager);
    seen = await ctx.api.post(`${url}/offer`, { language: 'en' }, { ...manager, ...ifMatch(etag(seen)) });
    const tokens = createCaseTokens({ secret: ctx.t.config.tokenSecret, clock: ctx.t.clock });
    const visitor = bearer((await tokens.sign(claim.trackerCaseId)).token);
    await ctx.api.post(
      '/api/settlement/case/accept',
      { iban: 'RO49AAAA1B31007593840000', holder_name: 'Ion Popescu' },
      visitor,
    );
    seen = await ctx.api.get(url, manager);
    const proposed = await ctx.api.post(
      `${url}/payments`,
      { payee: 'claimant', amount_minor: seen.body.figure.total_minor },
      { ...manager, ...ifMatch(etag(seen)) },
    );
    return { claim, manager, payment: proposed.body.payments.at(-1) };
  }

  it('lets one of two approvals of the same payment through, and the other is told it changed', async () => {
    const { payment } = await proposedPayment();
    await addDemoColleague(ctx.t.database.db, 'manager2', 'Second Manager', ['claims.manager']);
    await addDemoColleague(ctx.t.database.db, 'manager3', 'Third Manager', ['claims.manager']);
    const [second, third] = [await as('manager2'), await as('manager3')];
    const approve = (who: Record<string, string>) =>
      ctx.api.post(`/api/settlement/payments/${payment.id}/approve`, {}, { ...who, ...ifMatch(payment.version) });
    const answers = await Promise.all([approve(second), approve(third)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const row = await ctx.t.database.db
      .selectFrom('settlement_payments')
      .select(['state', 'version'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'approved', version: 2 });
  });

  it('puts each approved payment in one bank file when two are made at once', async () => {
    const first = await proposedPayment();
    const other = await proposedPayment();
    await addDemoColleague(ctx.t.database.db, 'manager2', 'Second Manager', ['claims.manager']);
    const second = await as('manager2');
    for (const { payment } of [first, other])
      expect(
        (
          await ctx.api.post(
            `/api/settlement/payments/${payment.id}/approve`,
            {},
            { ...second, ...ifMatch(payment.version) },
          )
        ).status,
      ).toBe(200);
    const make = () => ctx.api.post('/api/settlement/batches', { execution_date: '2026-01-16' }, first.manager);
    const answers = await Promise.all([make(), make(), make()]);
    const made = answers.filter((a) => a.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(refused.body.error.key).toBe('error.settlement.nothingToPay');
    const madeIds = made.map((a) => a.body.id as string);
    const batches = await ctx.t.database.db
      .selectFrom('settlement_batches')
      .select(['id', 'xml', 'payment_count'])
      .where('id', 'in', madeIds)
      .execute();
    const ids = [first.payment.id, other.payment.id].map((id: string) => id.replaceAll('-', ''));
    for (const id of ids)
      expect(batches.filter((b) => b.xml.includes(`<EndToEndId>${id}</EndToEndId>`))).toHaveLength(1);
    expect(batches.reduce((n, b) => n + b.payment_count, 0)).toBe(2);
  });

  it('shows the penalty of a late payment before approval and holds the approver to the amount with it', async () => {
    // About 14,500 lei after the deductible: within a handler's 15,000 lei until the penalty is added.
    const { payment } = await proposedPayment(1_220_000);
    const amount = payment.amount_minor;
    expect(payment.due_date).toMatch(/^2026-01-2\d$/);
    // Forty days after the acceptance the payment is thirty days late or so: 0.2 % a day.
    ctx.t.clock.advance(40 * 86_400_000);
    await addDemoColleague(ctx.t.database.db, 'handler9', 'Helen Handler', ['claims.handler']);
    const handler = await as('handler9');
    const queue = await ctx.api.get('/api/settlement/payments', handler);
    const late = queue.body.find((p: { id: string }) => p.id === payment.id);
    expect(late.days_late).toBeGreaterThan(25);
    expect(late.penalty_minor).toBe(Math.floor((amount * 20 * late.days_late + 5_000) / 10_000));
    // Within the handler's limit alone, above it with the penalty: the approver is held to both.
    expect(amount).toBeLessThanOrEqual(1_500_000);
    expect(amount + late.penalty_minor).toBeGreaterThan(1_500_000);
    expect(late.may_approve).toBe(false);
    expect(late.why_not).toMatch(/penalty included/);
    const tried = await ctx.api.post(
      `/api/settlement/payments/${payment.id}/approve`,
      {},
      { ...handler, ...ifMatch(payment.version) },
    );
    expect(tried.body.error.key).toBe('error.settlement.aboveLimit');
  });
});
