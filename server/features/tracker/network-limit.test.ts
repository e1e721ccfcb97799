import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TrackerChallengeSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { caseLinkKey } from './case-link.ts';
import { TRACKER } from './limits.ts';

describe.each(TEST_ENGINES)("a busy shared network and the tracker's code on $name", (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const office = { 'X-Forwarded-For': '203.0.113.77', 'Accept-Language': 'ro' };
  const ask = async (caseNo: string, key?: string) =>
    v.parse(
      TrackerChallengeSchema,
      (await ctx.api.get(`/api/tracker/startChallenge/${caseNo}${key === undefined ? '' : `?k=${key}`}`, office)).body,
    );
  const codesTo = async (caseNo: string) =>
    ((await ctx.api.get('/api/dev/outbox')).body as { to: string; subject: string }[]).filter((m) =>
      m.subject.endsWith(caseNo),
    ).length;

  it('stops a number typed on the network, never the link of our message about the case', async () => {
    // Someone on the same network asks for codes of many numbers: the network's hour is spent.
    for (let i = 1; i <= TRACKER.sendsPerAddressPerHour; i++)
      expect((await ask(`ZZ${String(i).padStart(8, '0')}`)).status).not.toBe('blocked');
    const typed = await ask('DEMO000789');
    expect(typed).toMatchObject({ status: 'blocked', block_reason: 'network' });
    // A key that is no link's, or another case's, is no better than none.
    expect(await ask('DEMO000789', 'not-a-key')).toMatchObject({ block_reason: 'network' });
    expect(await ask('DEMO000789', caseLinkKey(ctx.t.config.tokenSecret, 'DEMO000123'))).toMatchObject({
      block_reason: 'network',
    });
    expect(await codesTo('DEMO000789')).toBe(0);

    // The visitor who opens the link of our message gets their code.
    const byLink = await ask('DEMO000789', caseLinkKey(ctx.t.config.tokenSecret, 'DEMO000789'));
    expect(byLink).toMatchObject({ status: 'sent', is_blocked: false });
    expect(await codesTo('DEMO000789')).toBe(1);
  });

  it("keeps the case's own limit with the link's key", async () => {
    const key = caseLinkKey(ctx.t.config.tokenSecret, 'DEMO000456');
    for (let i = 0; i < TRACKER.sendsPerCasePerHour; i++) {
      ctx.t.clock.advance(TRACKER.resendCooldownMs);
      expect(
        v.parse(
          TrackerChallengeSchema,
          (await ctx.api.get(`/api/tracker/startChallenge/DEMO000456?resend=1&k=${key}`, office)).body,
        ).status,
      ).toBe('sent');
    }
    ctx.t.clock.advance(TRACKER.resendCooldownMs);
    const over = await ctx.api.get(`/api/tracker/startChallenge/DEMO000456?resend=1&k=${key}`, office);
    expect(over.body).toMatchObject({ status: 'blocked', block_reason: 'sends' });
  });
});
