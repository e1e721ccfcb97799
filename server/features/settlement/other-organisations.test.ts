import { describe, expect, it } from 'vitest';
import { approvedClaim } from '../../test/approved-claim.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../test/staff-user.ts';
import { createCaseTokens } from '../tracker/index.ts';

/**
 * A claim's money belongs to its organisation and its claimant: another insurer's staff find none
 * of it (it answers as if it did not exist), and a tracker visitor reads only their own case's.
 */
describe.each(TEST_ENGINES)("another organisation's claim money on $name", (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);

  it('answers another organisation as if the claim, its letter and its payment did not exist', async () => {
    const claim = await approvedClaim(ctx.t.database.db, ctx.api);
    const manager = await as('manager');
    const url = `/api/settlement/claim-files/${claim.claimFileNo}`;
    let seen = await ctx.api.get(url, manager);
    seen = await ctx.api.post(`${url}/offer`, { language: 'en' }, { ...manager, ...ifMatch(seen.body.version) });
    const shop = {
      payee: 'repair_shop',
      payee_name: 'Service Auto SRL',
      iban: 'RO49AAAA1B31007593840000',
      amount_minor: 10_000,
    };
    const proposed = await ctx.api.post(`${url}/payments`, shop, { ...manager, ...ifMatch(seen.body.version) });
    const payment = proposed.body.payments[0];
    const letter = seen.body.letters[0];

    // A claims manager of the partner organisation, with a payment authority of their own.
    await addDemoColleague(
      ctx.t.database.db,
      'partner.boss',
      'Paula Partner',
      ['claims.manager'],
      'partner',
      'PARTNER1',
    );
    const other = await as('partner.boss');
    expect((await ctx.api.get(url, other)).status).toBe(404);
    expect(
      (
        await ctx.api.put(
          `${url}/reserves`,
          { indemnity_minor: 1, expenses_minor: 1, reason: 'Mine now.' },
          { ...other, ...ifMatch(3) },
        )
      ).status,
    ).toBe(404);
    expect((await ctx.t.app.request(letter.pdf_href, { headers: other })).status).toBe(404);
    expect(
      (await ctx.api.post(`/api/settlement/payments/${payment.id}/approve`, {}, { ...other, ...ifMatch(1) })).status,
    ).toBe(404);
    expect((await ctx.api.get('/api/settlement/payments', other)).body).toEqual([]);

    // Another claimant's tracker visit reads only its own case: here, no letter at all.
    const tokens = createCaseTokens({ secret: ctx.t.config.tokenSecret, clock: ctx.t.clock });
    const strangerCase = await ctx.t.database.db
      .selectFrom('tracker_cases')
      .select('id')
      .where('id', '<>', claim.trackerCaseId)
      .executeTakeFirstOrThrow();
    const stranger = bearer((await tokens.sign(strangerCase.id)).token);
    const theirs = await ctx.api.get('/api/settlement/case', stranger);
    expect(theirs.body.letter?.id ?? null).not.toBe(letter.id);
    const path = `/api/settlement/case/letters/${letter.id}/pdf`;
    expect((await ctx.t.app.request(path, { headers: stranger })).status).toBe(404);
    expect((await ctx.api.get('/api/settlement/case', {})).status).toBe(401);
  });
});
