import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TrackerChallengeSchema } from '../../../contract/tracker.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { TRACKER } from './limits.ts';

/** Keys and value types of an answer: what a visitor could compare between two numbers. */
const typesOf = (answer: Record<string, unknown>) =>
  Object.entries(answer)
    .map(([key, value]) => `${key}:${value === null ? 'null' : typeof value}`)
    .sort();

describe.each(TEST_ENGINES)('reopening a case while its code is valid on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  const start = async (caseNo: string, address: string, resend = false) => {
    const res = await ctx.api.get(`/api/tracker/startChallenge/${caseNo}${resend ? '?resend=1' : ''}`, {
      'X-Forwarded-For': address,
    });
    expect(res.status).toBe(200);
    return v.parse(TrackerChallengeSchema, res.body);
  };
  const verify = (challenge_id: string, case_no: string, code: string, address: string) =>
    ctx.api.post('/api/tracker/verifyChallenge', { challenge_id, case_no, code }, { 'X-Forwarded-For': address });
  const mails = async () => ((await ctx.api.get('/api/dev/outbox')).body as unknown[]).length;

  it('answers the same challenge on every reload, sending nothing and counting nothing against the address', async () => {
    const first = await start('DEMO000123', '198.51.100.10');
    expect(first).toMatchObject({ status: 'sent', reused: false, sent_at: ctx.t.clock.now().toISOString() });
    for (let i = 0; i < TRACKER.sendsPerAddressPerHour + 5; i++) {
      ctx.t.clock.advance(20_000);
      const again = await start('DEMO000123', '198.51.100.10');
      expect(again).toMatchObject({ status: 'sent', reused: true, challenge_id: first.challenge_id });
      expect(again.sent_at).toBe(first.sent_at);
    }
    expect(await mails()).toBe(1);
    // The address has sent one code: it may still ask for other numbers.
    expect((await start('DEMO000456', '198.51.100.10')).status).toBe('sent');
  });

  it('sends a new code only when asked, and not within the minute', async () => {
    const first = await start('DEMO000123', '198.51.100.11');
    expect(Date.parse(first.resend_at!) - Date.parse(first.sent_at!)).toBe(TRACKER.resendCooldownMs);
    expect((await start('DEMO000123', '198.51.100.11', true)).challenge_id).toBe(first.challenge_id);
    ctx.t.clock.advance(TRACKER.resendCooldownMs + 1);
    expect((await start('DEMO000123', '198.51.100.11')).challenge_id).toBe(first.challenge_id);
    const second = await start('DEMO000123', '198.51.100.11', true);
    expect(second).toMatchObject({ status: 'sent', reused: false });
    expect(second.challenge_id).not.toBe(first.challenge_id);
    expect(await mails()).toBe(2);
  });

  it('starts a new challenge once the code has expired', async () => {
    const first = await start('DEMO000123', '198.51.100.12');
    ctx.t.clock.advance(TRACKER.codeLifetimeMs + 1);
    const second = await start('DEMO000123', '198.51.100.12');
    expect(second).toMatchObject({ status: 'sent', reused: false });
    expect(second.challenge_id).not.toBe(first.challenge_id);
  });

  it('tells how many wrong codes remain, then why it blocks', async () => {
    const challenge = await start('DEMO999999', '198.51.100.13');
    expect(challenge.attempts_left).toBe(TRACKER.maxFailures);
    for (let left = TRACKER.maxFailures - 1; left > 0; left--) {
      const answer = (await verify(challenge.challenge_id!, 'DEMO999999', 'ACDEFG', '198.51.100.13')).body;
      expect(answer).toMatchObject({ status: 'invalid', attempts_left: left });
    }
    const blocked = (await verify(challenge.challenge_id!, 'DEMO999999', 'ACDEFG', '198.51.100.13')).body;
    expect(blocked).toMatchObject({ status: 'blocked', attempts_left: 0, block_reason: 'attempts' });
    expect(await start('DEMO999999', '198.51.100.13')).toMatchObject({ status: 'blocked', block_reason: 'attempts' });
  });

  it("says a block comes from too many codes asked for from the visitor's network", async () => {
    for (let i = 0; i < TRACKER.sendsPerAddressPerHour; i++)
      await start(`PUMP00${String(i).padStart(2, '0')}`, '198.51.100.14');
    expect(await start('DEMO000123', '198.51.100.14')).toMatchObject({
      status: 'blocked',
      block_reason: 'network',
      challenge_id: null,
    });
  });

  it('reuses alike for a known and an unknown number, in shape and in what is sent', async () => {
    const known = [await start('DEMO000123', '198.51.100.15'), await start('DEMO000123', '198.51.100.15')];
    const unknown = [await start('NOSUCH77', '198.51.100.16'), await start('NOSUCH77', '198.51.100.16')];
    for (const i of [0, 1]) expect(typesOf(unknown[i]!)).toEqual(typesOf(known[i]!));
    expect(unknown[1]).toMatchObject({ reused: true, challenge_id: unknown[0]!.challenge_id });
    expect(known[1]).toMatchObject({ reused: true, challenge_id: known[0]!.challenge_id });
    expect(await mails()).toBe(1);
  });
});
