import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKLIST_FILTER } from '../../../contract/assignments.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('the worklist filter a person may keep on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const storedFilterOf = async (username: string) => {
    const row = await ctx.t.database.db
      .selectFrom('users')
      .select('user_metadata')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.user_metadata || '{}') as { worklist_filter?: unknown }).worklist_filter;
  };
  const wholeOrganisation = { ...DEFAULT_WORKLIST_FILTER, filter_keys: 2, assignment_type: 'assessment' };

  it('refuses to keep the whole organisation for a handler, naming the field, and keeps what was there', async () => {
    const handler = await as('handler');
    const mine = { ...DEFAULT_WORKLIST_FILTER, assignment_type: 'assessment' };
    expect((await ctx.api.put('/api/assignments/worklistFilter', mine, handler)).status).toBe(200);
    const res = await ctx.api.put('/api/assignments/worklistFilter', wholeOrganisation, handler);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', field: 'filter_keys' });
    expect(await storedFilterOf('handler')).toEqual(mine);
    // What a handler may use is still kept.
    for (const filter_keys of [0, 1]) {
      expect((await ctx.api.put('/api/assignments/worklistFilter', { ...mine, filter_keys }, handler)).status).toBe(
        200,
      );
    }
  });

  it('keeps the whole organisation for a manager', async () => {
    const manager = await as('manager');
    expect((await ctx.api.put('/api/assignments/worklistFilter', wholeOrganisation, manager)).status).toBe(200);
    expect((await signInAs(ctx.api, 'manager')).profile).toMatchObject({
      user_metadata: { worklist_filter: wholeOrganisation },
    });
  });

  it('gives a handler whose kept filter is no longer allowed the default filter at sign-in, and a worklist', async () => {
    // Kept before this check existed, or while the person was still a manager.
    const metadata = JSON.stringify({ worklist_filter: wholeOrganisation, other: 'kept' });
    await ctx.t.database.db
      .updateTable('users')
      .set({ user_metadata: metadata })
      .where('username', '=', 'handler')
      .execute();
    const signedIn = await signInAs(ctx.api, 'handler');
    const filter = (
      signedIn.profile as unknown as {
        user_metadata: { worklist_filter: typeof DEFAULT_WORKLIST_FILTER; other: string };
      }
    ).user_metadata;
    expect(filter).toEqual({ worklist_filter: DEFAULT_WORKLIST_FILTER, other: 'kept' });
    const query = new URLSearchParams(
      Object.entries(filter.worklist_filter).flatMap(([k, value]) => (value === null ? [] : [[k, String(value)]])),
    );
    expect((await ctx.api.get(`/api/assignments/worklist?${query}`, bearer(signedIn.idToken))).status).toBe(200);
  });
});
