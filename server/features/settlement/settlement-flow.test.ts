import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClaimMoneyViewSchema } from '../../../contract/settlement-view.ts';
import { BankBatchesSchema } from '../../../contract/payment-queue.ts';
import { approvedClaim } from '../../test/approved-claim.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../test/staff-user.ts';
import { createCaseTokens } from '../tracker/index.ts';

/**
 * A claim's money from the approved note to the bank: reserves moved by the approval and by hand
 * with reasons, the figure line by line, the offer sent with its letter, the claimant's acceptance
 * with an IBAN on the tracker, a payment proposed, approved by another person, put in a bank file
 * and marked paid.
 */
describe.each(TEST_ENGINES)('settling a claim on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const money = (no: string, tail = '') => `/api/settlement/claim-files/${no}${tail}`;
  const claimant = async (caseId: string) => {
    const tokens = createCaseTokens({ secret: ctx.t.config.tokenSecret, clock: ctx.t.clock });
    return bearer((await tokens.sign(caseId)).token);
  };

  it('follows the note, keeps every reserve move with its reason, and shows how the figure is reached', async () => {
    // Part 1,250 lei + labour at the default rate + VAT: the approved total moves the indemnity reserve.
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const manager = await as('manager');
    const seen = await ctx.api.get(money(claim.claimFileNo), manager);
    expect(seen.status).toBe(200);
    const total = seen.body.figure.lines[0].amount_minor;
    // A CASCO claim (collision): its reserves start at 8,000 and 600 lei, and the policy's deductible comes off.
    const deductible = seen.body.deductible_minor;
    expect(deductible).toBeGreaterThan(0);
    expect(seen.body).toMatchObject({
      state: 'open',
      state_name: 'awaiting an answer',
      may_handle: true,
      reserves: { indemnity_minor: total, expenses_minor: 60_000 },
      figure: {
        basis: 'repair',
        total_minor: total - deductible,
        lines: [
          { key: 'repair_total', label: 'Repair total (approved assessment)' },
          { key: 'deductible', label: "Less the policy's deductible", amount_minor: -deductible },
        ],
      },
    });
    expect(seen.body.reserves.moves.map((m: { source: string; kind: string }) => `${m.kind}:${m.source}`)).toEqual([
      'expenses:intake',
      'indemnity:intake',
      'indemnity:approval',
    ]);
    // The vehicle was inspected (a note submitted) today: the inspection deadline is met.
    expect(seen.body.deadlines[0]).toMatchObject({ kind: 'inspection', standing: 'met' });

    const version = Number(seen.headers.get('ETag')?.replaceAll('"', ''));
    const noReason = await ctx.api.put(
      money(claim.claimFileNo, '/reserves'),
      { indemnity_minor: 1, expenses_minor: 1, reason: '' },
      { ...manager, ...ifMatch(version) },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatchObject({
      field: 'reason',
      message: 'Give the reason for changing the reserves (at least 3 characters).',
    });
    const moved = await ctx.api.put(
      money(claim.claimFileNo, '/reserves'),
      { indemnity_minor: total + 20_000, expenses_minor: 80_000, reason: 'Towing invoice expected.' },
      { ...manager, ...ifMatch(version) },
    );
    expect(moved.status).toBe(200);
    expect(
      moved.body.reserves.moves.find(
        (m: { kind: string; source: string }) => m.kind === 'expenses' && m.source === 'manual',
      ),
    ).toMatchObject({
      kind: 'expenses',
      from_minor: 60_000,
      to_minor: 80_000,
      source: 'manual',
      reason: 'Towing invoice expected.',
      by: 'Mihai Manager',
    });
    // The same version again is stale: a change made on what the other person had not seen is refused.
    const stale = await ctx.api.put(
      money(claim.claimFileNo, '/reserves'),
      { indemnity_minor: 5, expenses_minor: 5, reason: 'Old page.' },
      { ...manager, ...ifMatch(version) },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    // The refusal carries the money as it is now and names who changed it, for the page to say so.
    expect(stale.body.current).toMatchObject({ version: version + 1, reserves: { expenses_minor: 80_000 } });
    expect(stale.body.error.params).toMatchObject({ changed_by: 'Mihai Manager', changed_at: expect.any(String) });

    const figure = await ctx.api.put(
      money(claim.claimFileNo, '/figure'),
      {
        damage_kind: 'collision',
        vat_recoverable: true,
        vehicle_value_minor: null,
        salvage_value_minor: null,
        adjustments: [{ amount_minor: 15_000, reason: 'Towing' }],
      },
      { ...manager, ...ifMatch(version + 1), 'Accept-Language': 'ro' },
    );
    expect(figure.status).toBe(200);
    expect(figure.body.figure.lines.map((l: { label: string }) => l.label)).toEqual([
      'Total reparație (constatare aprobată)',
      'Minus TVA, pe care păgubitul o recuperează',
      'Minus franșiza poliței',
      'Ajustare',
    ]);
    const [repair, vat, franchise, towing] = figure.body.figure.lines;
    expect(towing.reason).toBe('Towing');
    expect(figure.body.figure.total_minor).toBe(
      repair.amount_minor + vat.amount_minor + franchise.amount_minor + towing.amount_minor,
    );
  });

  it('counts a repair at or above the share of the vehicle value as a total loss: value less salvage less deductible', async () => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const manager = await as('manager');
    const seen = await ctx.api.get(money(claim.claimFileNo), manager);
    const repair = seen.body.figure.lines[0].amount_minor;
    const deductible = seen.body.deductible_minor;
    const figure = (vehicle: number, salvage: number, version: number) =>
      ctx.api.put(
        money(claim.claimFileNo, '/figure'),
        {
          damage_kind: 'collision',
          vat_recoverable: false,
          vehicle_value_minor: vehicle,
          salvage_value_minor: salvage,
          adjustments: [],
        },
        { ...manager, ...ifMatch(version) },
      );
    const v0 = Number(seen.headers.get('ETag')?.replaceAll('"', ''));
    // Just under 75 % of the value: still a repair.
    const under = await figure(Math.floor((repair * 10_000) / 7_499), 100_000, v0);
    expect(under.body.figure).toMatchObject({ basis: 'repair', total_minor: repair - deductible });
    // At 75 %: a total loss.
    const value = Math.floor((repair * 10_000) / 7_500);
    const loss = await figure(value, 100_000, v0 + 1);
    expect(loss.body.figure).toMatchObject({
      basis: 'total_loss',
      total_minor: value - 100_000 - deductible,
      lines: [
        { key: 'vehicle_value', amount_minor: value },
        { key: 'salvage_value', amount_minor: -100_000 },
        { key: 'deductible', amount_minor: -deductible },
      ],
    });
    expect(loss.body.figure.repair_share_basis_points).toBeGreaterThanOrEqual(7_500);
    const wreck = await figure(value, value + 1, v0 + 2);
    expect(wreck.body.error).toMatchObject({
      field: 'salvage_value_minor',
      message: "The salvage value cannot be more than the vehicle's value.",
    });
  });

  it('sends the offer with its letter, takes the acceptance with a checked IBAN, and pays once under four eyes', async () => {
    // A note of 30,000 lei and more: above a handler's payment limit of 15,000 lei.
    const claim = await approvedClaim(ctx.t.database.db, ctx.api, 3_000_000);
    const manager = await as('manager');
    const version = (res: { headers: Headers }) => Number(res.headers.get('ETag')?.replaceAll('"', ''));
    let seen = await ctx.api.get(money(claim.claimFileNo), manager);
    const offer = await ctx.api.post(
      money(claim.claimFileNo, '/offer'),
      { language: 'ro' },
      { ...manager, ...ifMatch(version(seen)) },
    );
    expect(offer.status).toBe(200);
    expect(offer.body.state).toBe('offered');
    expect(offer.body.letters[0]).toMatchObject({
      kind: 'offer',
      sent_to: 'claimant@example.test',
      amount_minor: offer.body.figure.total_minor,
    });
    expect(offer.body.deadlines[1]).toMatchObject({ kind: 'answer', standing: 'met' });
    const mail = await ctx.t.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'attachment_name', 'attachment_type', 'attachment_encoding', 'attachment'])
      .where('recipient', '=', 'claimant@example.test')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      subject: `Ofertă de despăgubire pentru dosarul ${claim.claimFileNo}`,
      attachment_name: `${claim.claimFileNo}-offer.pdf`,
      attachment_type: 'application/pdf',
      attachment_encoding: 'base64',
    });
    expect(
      Buffer.from(mail.attachment ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const pdf = await ctx.t.app.request(offer.body.letters[0].pdf_href, { headers: manager });
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');

    // The claimant reads it on the tracker and accepts with their account.
    const visitor = await claimant(claim.trackerCaseId);
    const onTracker = await ctx.api.get('/api/settlement/case', visitor);
    expect(onTracker.body).toMatchObject({
      letter: { kind: 'offer', amount_minor: offer.body.figure.total_minor },
      may_answer: true,
    });
    const wrongDigit = await ctx.api.post(
      '/api/settlement/case/accept',
      { iban: 'RO49 AAAA 1B31 0075 9384 0001', holder_name: 'Ion Popescu' },
      { ...visitor, 'Accept-Language': 'ro' },
    );
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body.error).toMatchObject({
      field: 'iban',
      message: 'Cifrele de control ale acestui IBAN nu se potrivesc: verificați dacă nu ați greșit un caracter.',
    });
    const short = await ctx.api.post(
      '/api/settlement/case/accept',
      { iban: 'RO49AAAA1B3100759384', holder_name: 'Ion Popescu' },
      visitor,
    );
    expect(short.body.error).toMatchObject({
      field: 'iban',
      message: expect.stringContaining('wrong length or format'),
    });
    const accepted = await ctx.api.post(
      '/api/settlement/case/accept',
      { iban: 'ro49 aaaa 1b31 0075 9384 0000', holder_name: 'Ion Popescu' },
      visitor,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ answer: { kind: 'accepted', iban: 'RO49 •••• 0000' }, may_answer: false });
    expect(accepted.body.pay_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await ctx.api.post('/api/settlement/case/dispute', { reason: 'Changed my mind.' }, visitor);
    expect(again.status).toBe(409);

    // The manager proposes the payment; they may not approve it, a handler's limit is too low, another manager approves.
    seen = await ctx.api.get(money(claim.claimFileNo), manager);
    expect(seen.body).toMatchObject({
      state: 'accepted',
      answer: { iban: 'RO49AAAA1B31007593840000', holder_name: 'Ion Popescu' },
    });
    const amount = seen.body.figure.total_minor;
    const tooMuch = await ctx.api.post(
      money(claim.claimFileNo, '/payments'),
      { payee: 'claimant', amount_minor: amount + 1 },
      { ...manager, ...ifMatch(version(seen)) },
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.field).toBe('amount_minor');
    const proposed = await ctx.api.post(
      money(claim.claimFileNo, '/payments'),
      { payee: 'claimant', amount_minor: amount },
      { ...manager, ...ifMatch(version(seen)) },
    );
    expect(proposed.status).toBe(200);
    const payment = proposed.body.payments[0];
    expect(payment).toMatchObject({
      state: 'proposed',
      payee_name: 'Ion Popescu',
      penalty_minor: 0,
      may_approve: false,
      why_not: 'You proposed this payment; another person must approve it.',
    });
    const approve = (who: Record<string, string>) =>
      ctx.api.post(`/api/settlement/payments/${payment.id}/approve`, {}, { ...who, ...ifMatch(payment.version) });
    expect((await approve(manager)).body.error.key).toBe('error.settlement.ownPayment');
    const handler = await as('handler');
    const low = await approve(handler);
    expect(low.status).toBe(403);
    expect(low.body.error.message).toMatch(
      /^The payment of .* lei \(penalty included\) is above your payment limit of 15,000\.00 lei/,
    );
    await addDemoColleague(ctx.t.database.db, 'manager2', 'Second Manager', ['claims.manager']);
    const approved = await approve(await as('manager2'));
    expect(approved.status).toBe(200);
    expect(approved.body.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
      state: 'approved',
      approved_by: 'Second Manager',
    });

    // The bank file holds it once; a second file finds nothing left to pay.
    const batch = await ctx.api.post('/api/settlement/batches', { execution_date: '2026-01-16' }, manager);
    expect(batch.status).toBe(201);
    const file = await ctx.t.app.request(`/api/settlement/batches/${batch.body.id}/file`, { headers: manager });
    const xml = await file.text();
    expect(xml).toContain('<Nm>Ion Popescu</Nm>');
    expect(xml).toContain('<IBAN>RO49AAAA1B31007593840000</IBAN>');
    // Listed for the payments page with its sum as a number on either engine, and who made it.
    const listed = await ctx.api.get('/api/settlement/batches', manager);
    expect(v.parse(BankBatchesSchema, listed.body).find((b) => b.id === batch.body.id)).toEqual({
      id: batch.body.id,
      message_id: expect.stringMatching(/^CLAIMS-20\d{6}-[0-9A-F]{16}$/),
      execution_date: '2026-01-16',
      payment_count: 1,
      control_sum_minor: amount,
      created_by: 'Mihai Manager',
      created_at: expect.any(String),
    });
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${listed.body.find((b: { id: string }) => b.id === batch.body.id).message_id}.xml"`,
    );
    const second = await ctx.api.post('/api/settlement/batches', { execution_date: '2026-01-16' }, manager);
    expect(second.body.error.key).toBe('error.settlement.nothingToPay');

    const queue = await ctx.api.get('/api/settlement/payments', manager);
    const inBatch = queue.body.find((p: { id: string }) => p.id === payment.id);
    expect(inBatch.state).toBe('in_batch');
    const paid = await ctx.api.post(
      `/api/settlement/payments/${payment.id}/paid`,
      { paid_on: '2026-01-15' },
      { ...manager, ...ifMatch(inBatch.version) },
    );
    expect(paid.status).toBe(200);
    const settled = await ctx.api.get(money(claim.claimFileNo), manager);
    expect(settled.body).toMatchObject({ state: 'paid', reserves: { indemnity_minor: 0, expenses_minor: 0 } });
    // The page checks every answer against the contract's schema: a claim with every part filled in passes it.
    expect(v.safeParse(ClaimMoneyViewSchema, settled.body).issues).toBeUndefined();
    expect(settled.body.deadlines[2]).toMatchObject({ kind: 'payment', standing: 'met', done_on: '2026-01-15' });
    expect((await ctx.api.get('/api/settlement/case', visitor)).body.paid_on).toBe('2026-01-15');
  });

  it('refuses a claim with the organisation reasons, and the claimant disputes it back to the handler', async () => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const manager = await as('manager');
    const seen = await ctx.api.get(money(claim.claimFileNo), manager);
    const seenVersion = Number(seen.headers.get('ETag')?.replaceAll('"', ''));
    const unknown = await ctx.api.post(
      money(claim.claimFileNo, '/refusal'),
      { language: 'en', reasons: ['made_up'], text: '' },
      { ...manager, ...ifMatch(seenVersion) },
    );
    expect(unknown.body.error).toMatchObject({
      field: 'reasons',
      message: "The reason made_up is not one of the organisation's refusal reasons.",
    });
    const refused = await ctx.api.post(
      money(claim.claimFileNo, '/refusal'),
      {
        language: 'en',
        reasons: ['not_covered', 'documents_missing'],
        text: 'The photos sent do not show the damage.',
      },
      { ...manager, ...ifMatch(seenVersion) },
    );
    expect(refused.status).toBe(200);
    expect(refused.body.letters[0]).toMatchObject({
      kind: 'refusal',
      reasons: ['The event is not covered by the policy.', 'The documents requested were not sent.'],
    });
    const visitor = await claimant(claim.trackerCaseId);
    const nothing = await ctx.api.post(
      '/api/settlement/case/accept',
      { iban: 'RO49AAAA1B31007593840000', holder_name: 'Ion' },
      visitor,
    );
    expect(nothing.body.error.key).toBe('error.settlement.nothingToAccept');
    const disputed = await ctx.api.post(
      '/api/settlement/case/dispute',
      { reason: 'The car was parked; I have a witness.' },
      visitor,
    );
    expect(disputed.status).toBe(200);
    expect(disputed.body.answer).toMatchObject({ kind: 'disputed', reason: 'The car was parked; I have a witness.' });
    expect((await ctx.api.get(money(claim.claimFileNo), manager)).body.state).toBe('disputed');
  });
});
