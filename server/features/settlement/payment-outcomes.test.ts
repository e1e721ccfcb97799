import { describe, expect, it } from 'vitest';
import { approvedClaim } from '../../test/approved-claim.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../test/staff-user.ts';

/**
 * What happens to a payment after it is proposed, besides being paid: a repair shop paid on its
 * invoice's account, a payment withdrawn, and one the bank refused, which goes back among the
 * approved for the next bank file with the bank's reason kept.
 */
describe.each(TEST_ENGINES)('payments refused, withdrawn and to repair shops on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const etag = (res: { headers: Headers }) => Number(res.headers.get('ETag')?.replaceAll('"', ''));

  it('pays a repair shop on its checked IBAN up to the approved note, and takes a refused transfer back for the next file', async () => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const manager = await as('manager');
    const url = `/api/settlement/claim-files/${claim.claimFileNo}`;
    const seen = await ctx.api.get(url, manager);
    const approvedTotal = seen.body.figure.lines[0].amount_minor;
    const propose = (body: Record<string, unknown>, version: number) =>
      ctx.api.post(
        `${url}/payments`,
        { payee: 'repair_shop', ...body },
        { ...manager, ...ifMatch(version), 'Accept-Language': 'ro' },
      );
    const noName = await propose({ amount_minor: 10_000, iban: 'RO49AAAA1B31007593840000' }, etag(seen));
    expect(noName.body.error).toMatchObject({ field: 'payee_name' });
    const badIban = await propose(
      { amount_minor: 10_000, payee_name: 'Service Auto SRL', iban: 'DE00 1234' },
      etag(seen),
    );
    expect(badIban.body.error.field).toBe('iban');
    const above = await propose(
      { amount_minor: approvedTotal + 1, payee_name: 'Service Auto SRL', iban: 'RO49AAAA1B31007593840000' },
      etag(seen),
    );
    expect(above.body.error).toMatchObject({ field: 'amount_minor', key: 'error.settlement.aboveCeiling' });
    expect(above.body.error.message).toMatch(/^Suma depășește ce mai este de plătit în acest dosar \(.* lei\)\.$/);
    const proposed = await propose(
      { amount_minor: approvedTotal, payee_name: 'Service Auto SRL', iban: 'ro49 aaaa 1b31 0075 9384 0000' },
      etag(seen),
    );
    expect(proposed.status).toBe(200);
    const payment = proposed.body.payments[0];
    expect(payment).toMatchObject({
      payee_kind: 'repair_shop',
      payee_name: 'Service Auto SRL',
      iban: 'RO49AAAA1B31007593840000',
      due_date: null,
    });

    await addDemoColleague(ctx.t.database.db, 'manager2', 'Second Manager', ['claims.manager']);
    const second = await as('manager2');
    await ctx.api.post(`/api/settlement/payments/${payment.id}/approve`, {}, { ...second, ...ifMatch(1) });
    const first = await ctx.api.post('/api/settlement/batches', { execution_date: '2026-01-15' }, manager);
    expect(first.status).toBe(201);
    const noReason = await ctx.api.post(
      `/api/settlement/payments/${payment.id}/failed`,
      { reason: '' },
      { ...manager, ...ifMatch(3) },
    );
    expect(noReason.body.error.field).toBe('reason');
    const failed = await ctx.api.post(
      `/api/settlement/payments/${payment.id}/failed`,
      { reason: 'Account closed' },
      { ...manager, ...ifMatch(3) },
    );
    expect(failed.body.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
      state: 'approved',
      failure_reason: 'Account closed',
      batch_id: null,
    });
    const again = await ctx.api.post('/api/settlement/batches', { execution_date: '2026-01-16' }, manager);
    expect(again.status).toBe(201);
    const files = await ctx.t.database.db
      .selectFrom('settlement_batches')
      .select(['id', 'xml'])
      .where('id', 'in', [first.body.id, again.body.id])
      .execute();
    const id = payment.id.replaceAll('-', '');
    expect(files.filter((f) => f.xml.includes(id))).toHaveLength(2);
    // A handler may neither make bank files nor say what the bank did.
    const handler = await as('handler');
    expect((await ctx.api.post('/api/settlement/batches', { execution_date: '2026-01-16' }, handler)).status).toBe(403);
    expect(
      (
        await ctx.api.post(
          `/api/settlement/payments/${payment.id}/paid`,
          { paid_on: '2026-01-15' },
          { ...handler, ...ifMatch(5) },
        )
      ).status,
    ).toBe(403);
  });

  it('lets the proposer withdraw a payment not yet sent, and refuses to withdraw one in a bank file', async () => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const manager = await as('manager');
    const url = `/api/settlement/claim-files/${claim.claimFileNo}`;
    const seen = await ctx.api.get(url, manager);
    const shop = {
      payee: 'repair_shop',
      payee_name: 'Service Auto SRL',
      iban: 'RO49AAAA1B31007593840000',
      amount_minor: 50_000,
    };
    const proposed = await ctx.api.post(`${url}/payments`, shop, { ...manager, ...ifMatch(etag(seen)) });
    const payment = proposed.body.payments[0];
    const withdrawn = await ctx.api.post(
      `/api/settlement/payments/${payment.id}/cancel`,
      {},
      { ...manager, ...ifMatch(1) },
    );
    expect(withdrawn.status).toBe(200);
    const after = await ctx.api.get(url, manager);
    expect(after.body.payments[0]).toMatchObject({ state: 'cancelled', state_name: 'withdrawn' });
    // Withdrawn, it no longer counts against what is left to pay.
    const whole = await ctx.api.post(
      `${url}/payments`,
      { ...shop, amount_minor: after.body.figure.lines[0].amount_minor },
      { ...manager, ...ifMatch(etag(after)) },
    );
    expect(whole.status).toBe(200);
    const next = whole.body.payments[1];
    await addDemoColleague(ctx.t.database.db, 'manager2', 'Second Manager', ['claims.manager']);
    await ctx.api.post(`/api/settlement/payments/${next.id}/approve`, {}, { ...(await as('manager2')), ...ifMatch(1) });
    await ctx.api.post('/api/settlement/batches', { execution_date: '2026-01-15' }, manager);
    const late = await ctx.api.post(`/api/settlement/payments/${next.id}/cancel`, {}, { ...manager, ...ifMatch(3) });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('A payment that is in a bank file cannot be withdrawn.');
  });
});
