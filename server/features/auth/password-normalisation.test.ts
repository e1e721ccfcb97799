import { hashSync } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

/**
 * A password is compared after NFKC normalisation: 'ă' typed as one character or as 'a' and a
 * combining breve is the same password, and so are full-width and ordinary letters.
 */
const NFC = 'Cămașă-Nouă-2027'.normalize('NFC');
const NFD = NFC.normalize('NFD');

describe.each(TEST_ENGINES)('passwords compared after NFKC normalisation on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const signIn = (username: string, password: string) => ctx.api.post('/api/auth/appToken', { username, password });
  const hashOf = async (username: string) =>
    (await db().selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow())
      .password_hash;

  it('the NFC and the NFD form of a renewed password both sign in', async () => {
    expect(NFC).not.toBe(NFD);
    const auth = await signInAs(ctx.api, 'expired.user');
    expect((await ctx.api.post('/api/auth/renew', { password: NFD }, bearer(auth.idToken))).body).toEqual({
      passUpdated: true,
      errorMessage: '',
    });
    expect((await signIn('expired.user', NFC)).status).toBe(200);
    expect((await signIn('expired.user', NFD)).status).toBe(200);
    expect((await signIn('expired.user', NFC.replace('2027', '2028'))).status).toBe(400);
  });

  it('a password changed in one form is the current password in the other, for checkPass and updatePass', async () => {
    const auth = await signInAs(ctx.api, 'handler');
    const changed = await ctx.api.post(
      '/api/auth/updatePass',
      { old_password: 'Safe-Claims-2026!', password: NFC },
      bearer(auth.idToken),
    );
    expect(changed.body.passUpdated).toBe(true);
    const fresh = bearer(changed.body.idToken);
    expect((await ctx.api.post('/api/auth/checkPass', { password: NFD }, fresh)).body).toEqual({ passValid: true });
    // The same password in another form is not a new one.
    const same = await ctx.api.post(
      '/api/auth/updatePass',
      { old_password: NFD, password: NFC },
      { ...fresh, 'Accept-Language': 'ro' },
    );
    expect(same.body).toEqual({
      passUpdated: false,
      errorMessage: 'Noua parolă trebuie să fie diferită de cea curentă.',
    });
  });

  it('a password set by an administrator is normalised too', async () => {
    const admin = await signInAs(ctx.api, 'admin');
    const { id, version } = await db()
      .selectFrom('users')
      .select(['id', 'version'])
      .where('username', '=', 'handler2')
      .executeTakeFirstOrThrow();
    const onVersion = { ...bearer(admin.idToken), 'If-Match': `"${version}"` };
    expect((await ctx.api.post(`/api/config/users/${id}/reset-password`, { password: NFD }, onVersion)).status).toBe(
      200,
    );
    expect((await signIn('handler2', NFC)).status).toBe(200);
  });

  it('the policy sees the normalised password: full-width letters still spell the username', async () => {
    const auth = await signInAs(ctx.api, 'expired.user');
    const res = await ctx.api.post(
      '/api/auth/renew',
      { password: 'ｅｘｐｉｒｅｄ．ｕｓｅｒ-2027' },
      bearer(auth.idToken),
    );
    expect(res.body).toEqual({ passUpdated: false, errorMessage: 'The password must not contain the username.' });
  });

  it('a hash stored from an un-normalised password still verifies once, and is replaced by the normalised one', async () => {
    // As stored before normalisation: the hash of the NFD bytes as typed.
    const legacy = hashSync(NFD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await db().updateTable('users').set({ password_hash: legacy }).where('username', '=', 'handler').execute();
    expect((await signIn('handler', NFD)).status).toBe(200);
    const replaced = await hashOf('handler');
    expect(replaced).not.toBe(legacy);
    // The new hash is the normalised password's, so the other form signs in now too.
    expect((await signIn('handler', NFC)).status).toBe(200);
    expect((await signIn('handler', NFD)).status).toBe(200);
    expect(await hashOf('handler')).toBe(replaced);
  });
});
