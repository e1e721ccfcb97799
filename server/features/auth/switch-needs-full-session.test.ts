import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../../../contract/business-time.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

/**
 * Changing who the caller is (acting for a colleague) is a step only a fully signed-in session may
 * take: a session that still owes its one-time code or a password renewal must not come out of the
 * switch as a full session of the colleague.
 */
describe.each(TEST_ENGINES)('switching users needs a fully signed-in session on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const idOf = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  /** otp.user stands in for handler2 for good; expired.user on an approved absence covering today. */
  async function seedSubstitutes() {
    const handler2 = await idOf('handler2');
    await db()
      .insertInto('user_replacements')
      .values({ user_id: await idOf('otp.user'), replaced_user_id: handler2 })
      .execute();
    const today = businessDate(ctx.t.clock.now());
    const org = await db()
      .selectFrom('users')
      .select('organisation_id')
      .where('id', '=', handler2)
      .executeTakeFirstOrThrow();
    const at = ctx.t.clock.now().toISOString();
    await db()
      .insertInto('absences')
      .values({
        id: randomUUID(),
        organisation_id: org.organisation_id,
        user_id: handler2,
        starts_on: today,
        ends_on: today,
        note: 'leave',
        status: 'approved',
        substitute_user_id: await idOf('expired.user'),
        decided_by_user_id: await idOf('manager'),
        created_at: at,
        updated_at: at,
      })
      .execute();
    return handler2;
  }

  const switchTo = (refresh_token: string, me: string, target: string) =>
    ctx.api.post('/api/auth/refreshToken', { refresh_token, impersonated_by_user_id: me, new_user_id: target });

  it('refused, leaves the refresh token unspent: the person stays signed in as they were', async () => {
    const handler = await signInAs(ctx.api, 'handler');
    const refused = await switchTo(handler.refreshToken, handler.profile.user_id, await idOf('admin'));
    expect(refused.status).toBe(403);
    expect(refused.body.error.key).toBe('error.session.cannotActAsUser');
    const still = await ctx.api.post('/api/auth/refreshToken', { refresh_token: handler.refreshToken });
    expect(still.status).toBe(200);
    expect(still.body.profile.user_id).toBe(handler.profile.user_id);
  });

  it('is refused to a session that still owes its one-time code', async () => {
    const handler2 = await seedSubstitutes();
    const otp = await signInAs(ctx.api, 'otp.user');
    expect(otp.one_time_password_required).toBe(true);
    const res = await switchTo(otp.refreshToken, otp.profile.user_id, handler2);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('one_time_password_required');
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', handler2).execute()).toEqual([]);
  });

  it('is refused to a session that owes a password renewal, also when switching "back" to itself', async () => {
    const handler2 = await seedSubstitutes();
    const expired = await signInAs(ctx.api, 'expired.user');
    expect(expired.profile.is_expired).toBe(true);
    const res = await switchTo(expired.refreshToken, expired.profile.user_id, handler2);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('password_renewal_required');
    const again = await signInAs(ctx.api, 'expired.user');
    const self = await switchTo(again.refreshToken, again.profile.user_id, again.profile.user_id);
    expect(self.body.error.code).toBe('password_renewal_required');
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', handler2).execute()).toEqual([]);
  });

  it('is refused to a session with a default password given by an administrator', async () => {
    const handler2 = await seedSubstitutes();
    await db().updateTable('users').set({ is_default_pass: 1 }).where('username', '=', 'handler').execute();
    await db()
      .insertInto('user_replacements')
      .values({ user_id: await idOf('handler'), replaced_user_id: await idOf('otp.user') })
      .execute();
    const handler = await signInAs(ctx.api, 'handler');
    expect((await switchTo(handler.refreshToken, handler.profile.user_id, handler2)).body.error.code).toBe(
      'password_renewal_required',
    );
  });

  it('works once the substitute has passed every step, and the session they get is a full one', async () => {
    const handler2 = await seedSubstitutes();
    const expired = await signInAs(ctx.api, 'expired.user');
    expect(
      (await ctx.api.post('/api/auth/renew', { password: 'Brand-New-Claims-42' }, bearer(expired.idToken))).body
        .passUpdated,
    ).toBe(true);
    const res = await switchTo(expired.refreshToken, expired.profile.user_id, handler2);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ username: 'handler2', impersonated_by_user_id: expired.profile.user_id });
  });

  it('a plain refresh of an unfinished session stays what it was', async () => {
    const otp = await signInAs(ctx.api, 'otp.user');
    const res = await ctx.api.post('/api/auth/refreshToken', { refresh_token: otp.refreshToken });
    expect(res.status).toBe(200);
    const check = await ctx.api.post('/api/auth/checkPass', { password: 'x' }, bearer(res.body.idToken));
    expect(check.body.error.code).toBe('one_time_password_required');
  });

  it('a preview cannot be started by a session that owes a step', async () => {
    await db().updateTable('users').set({ password_expired: 1 }).where('username', '=', 'admin').execute();
    const admin = await signInAs(ctx.api, 'admin');
    const res = await ctx.api.post('/api/preview/start', { roles: ['claims.handler'] }, bearer(admin.idToken));
    expect(res.body.error.code).toBe('password_renewal_required');
  });
});
