import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { OTP } from './one-time-password.ts';

describe.each(TEST_ENGINES)('one-time password on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const signIn = async () => {
    const auth = await signInAs(ctx.api, 'otp.user');
    expect(auth.one_time_password_required).toBe(true);
    return auth.idToken;
  };
  const generate = (token: string) => ctx.api.get('/api/auth/generateOneTimePassword', bearer(token));
  const verify = (token: string, code: string | number) =>
    ctx.api.post('/api/auth/verifyOneTimePassword', { code }, bearer(token));
  /** The newest code in the development mailbox, as a person would read it. */
  const latestCode = async () => {
    const mailbox = await ctx.api.get('/api/dev/outbox');
    const mail = mailbox.body.find((m: { to: string }) => m.to === 'otp.user@example.test');
    return /\b(\d{6})\b/.exec(mail.body)?.[1] as string;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('lets the half-signed-in session reach only the code calls', async () => {
    const token = await signIn();
    const res = await ctx.api.post('/api/auth/checkPass', { password: DEMO_PASSWORD }, bearer(token));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('one_time_password_required');
  });

  it('sends a 6-digit code to the contact channel and accepts it once', async () => {
    const token = await signIn();
    const generated = await generate(token);
    expect(generated.body).toMatchObject({ code_generated: true, success: true, is_blocked: false, block_until: null });
    expect(new Date(generated.body.expire_time).getTime() - ctx.t.clock.now().getTime()).toBe(OTP.lifetimeMs);
    const mailbox = (await ctx.api.get('/api/dev/outbox')).body;
    expect(mailbox[0]).toMatchObject({ to: 'otp.user@example.test', channel: 'email', subject: 'Your access code' });
    expect(mailbox[0].body).toContain(`It is valid for ${OTP.lifetimeMs / 60_000} minutes.`);
    const code = await latestCode();
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the table.
    const row = await ctx.t.database.db.selectFrom('one_time_passwords').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);

    const ok = await verify(token, code);
    expect(ok.body.success).toBe(true);
    const next = ok.body.newAuthContext;
    expect(next.profile.username).toBe('otp.user');
    expect((await ctx.api.post('/api/auth/checkPass', { password: DEMO_PASSWORD }, bearer(next.idToken))).body).toEqual(
      { passValid: true },
    );
    // Single use.
    expect((await verify(token, code)).status).toBe(403);
  });

  it('writes the message in the language of the request', async () => {
    const token = await signIn();
    await ctx.api.get('/api/auth/generateOneTimePassword', { ...bearer(token), 'Accept-Language': 'ro' });
    expect((await ctx.api.get('/api/dev/outbox')).body[0].subject).toBe('Codul de acces');
  });

  it('expires the code after five minutes', async () => {
    const token = await signIn();
    await generate(token);
    const code = await latestCode();
    ctx.t.clock.advance(OTP.lifetimeMs + 1);
    expect((await verify(token, code)).body.success).toBe(false);
  });

  it('blocks after 5 wrong codes; then even the right code is refused until block_until', async () => {
    const token = await signIn();
    await generate(token);
    const code = await latestCode();
    for (let i = 0; i < OTP.maxFailures - 1; i++)
      expect((await verify(token, wrongCode(code))).body).toMatchObject({ success: false, is_blocked: false });
    const fifth = await verify(token, wrongCode(code));
    expect(fifth.body).toMatchObject({ success: false, is_blocked: true });
    expect(new Date(fifth.body.block_until).getTime() - ctx.t.clock.now().getTime()).toBe(OTP.blockMs);
    expect((await verify(token, code)).body).toMatchObject({ success: false, is_blocked: true });
    // Asking for a new code while blocked gives the block, not a code.
    expect((await generate(token)).body).toMatchObject({ code_generated: false, is_blocked: true });
  });

  it('does not reset the count when a new code is sent', async () => {
    const token = await signIn();
    await generate(token);
    for (let i = 0; i < 3; i++) await verify(token, wrongCode(await latestCode()));
    ctx.t.clock.advance(OTP.resendCooldownMs + 1);
    await generate(token);
    const fresh = await latestCode();
    await verify(token, wrongCode(fresh));
    expect((await verify(token, wrongCode(fresh))).body.is_blocked).toBe(true);
  });

  it('sends a new code at most once a minute', async () => {
    const token = await signIn();
    await generate(token);
    await generate(token);
    expect((await ctx.api.get('/api/dev/outbox')).body).toHaveLength(1);
    ctx.t.clock.advance(OTP.resendCooldownMs + 1);
    await generate(token);
    expect((await ctx.api.get('/api/dev/outbox')).body).toHaveLength(2);
  });

  it('says when a new code may be asked for, and keeps to it when asked sooner', async () => {
    const token = await signIn();
    const sentAt = ctx.t.clock.now().getTime();
    const first = (await generate(token)).body;
    expect(new Date(first.resend_after).getTime()).toBe(sentAt + OTP.resendCooldownMs);
    const firstCode = await latestCode();
    ctx.t.clock.advance(OTP.resendCooldownMs - 1000);
    const tooSoon = (await generate(token)).body;
    // The same code and the same wait: asking again does not move the time on.
    expect(tooSoon).toMatchObject({ code_generated: true, expire_time: first.expire_time });
    expect(tooSoon.resend_after).toBe(first.resend_after);
    expect((await ctx.api.get('/api/dev/outbox')).body).toHaveLength(1);
    ctx.t.clock.advance(1000);
    const again = (await generate(token)).body;
    expect(new Date(again.resend_after).getTime()).toBe(ctx.t.clock.now().getTime() + OTP.resendCooldownMs);
    expect((await ctx.api.get('/api/dev/outbox')).body).toHaveLength(2);
    // The new code replaces the old one.
    const secondCode = await latestCode();
    if (secondCode !== firstCode) expect((await verify(token, firstCode)).body.success).toBe(false);
    expect((await verify(token, secondCode)).body.success).toBe(true);
  });

  it('ends the half session on the way back to sign in', async () => {
    const token = await signIn();
    await generate(token);
    expect((await ctx.api.get('/api/auth/logout', bearer(token))).status).toBe(200);
    expect((await generate(token)).status).toBe(401);
    expect((await verify(token, await latestCode())).status).toBe(401);
  });

  it('binds the code to the sign-in that asked for it', async () => {
    const first = await signIn();
    await generate(first);
    const code = await latestCode();
    const second = await signIn();
    expect((await verify(second, code)).body.success).toBe(false);
  });

  it('counts parallel wrong guesses atomically: exactly four get through before the block', async () => {
    const token = await signIn();
    await generate(token);
    const code = await latestCode();
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g) => verify(token, g)));
    expect(results.filter((r) => r.body.is_blocked === false)).toHaveLength(OTP.maxFailures - 1);
    expect(results.every((r) => r.body.success === false)).toBe(true);
    expect((await verify(token, code)).body).toMatchObject({ success: false, is_blocked: true });
  });

  it('never spends the right code once the limit is reached, even before the block is written', async () => {
    const token = await signIn();
    await generate(token);
    const code = await latestCode();
    // The moment between the fifth failure being counted and its block being stored.
    await ctx.t.database.db.updateTable('one_time_passwords').set({ failures: OTP.maxFailures }).execute();
    expect((await verify(token, code)).body.success).toBe(false);
  });

  it('locks the user when no code can be generated', async () => {
    await ctx.t.database.db.updateTable('users').set({ email: null }).where('username', '=', 'otp.user').execute();
    const token = await signIn();
    const res = await generate(token);
    expect(res.body).toMatchObject({ code_generated: false, is_blocked: true, generation_failed: true });
    expect((await ctx.api.post('/api/auth/appToken', { username: 'otp.user', password: DEMO_PASSWORD })).status).toBe(
      403,
    );
  });

  it.each([['12345'], ['abcdef'], ['1234567'], [null]])('refuses the malformed code %s with 400', async (code) => {
    const token = await signIn();
    const res = await verify(token, code as string);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});
