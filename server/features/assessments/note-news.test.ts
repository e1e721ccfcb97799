import { describe, expect, it } from 'vitest';
import { freshAssessment, noteLine } from '../../test/assessment-notes.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

/** Submitting a note tells those who may approve it; approving or returning it tells its assessor. */
describe.each(TEST_ENGINES)("a note's steps in its people's notifications on $name", (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const newsOf = async (headers: Record<string, string>) =>
    (
      (await ctx.api.get('/api/config/users/browseNotifications', headers)).body as {
        name: string;
        assignment_id: string;
      }[]
    )
      .filter((n) => n.name.includes('·') && !n.name.startsWith('DEMO000123'))
      .map((n) => [n.name, n.assignment_id]);

  it('tells the approvers whose limit covers it of a submission, and the assessor of a return and an approval', async () => {
    const db = ctx.t.database.db;
    const { id, parts } = await freshAssessment(db);
    const { assignment_no: no } = await db
      .selectFrom('assignments')
      .select('assignment_no')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [assessor, approver, manager, handler] = [
      await as('assessor'),
      await as('assessor.manager'),
      await as('manager'),
      await as('handler'),
    ];
    const url = (tail: string) => `/api/assessments/${id}${tail}`;
    await ctx.api.put(url('/lines'), { lines: [noteLine(parts[0]!)] }, { ...assessor, ...ifMatch(0) });
    await ctx.api.post(url('/submit'), {}, { ...assessor, ...ifMatch(1) });

    expect(await newsOf(approver)).toEqual([[`${no} · assessment note to approve (1,784.75 lei)`, id]]);
    expect(await newsOf(manager)).toEqual([[`${no} · assessment note to approve (1,784.75 lei)`, id]]);
    expect(await newsOf(assessor)).toEqual([]);
    expect(await newsOf(handler)).toEqual([]);

    await ctx.api.post(url('/return'), { reason: 'Price the part again.' }, { ...approver, ...ifMatch(2) });
    expect(await newsOf(assessor)).toEqual([[`${no} · assessment note returned to you (1,784.75 lei)`, id]]);

    // Above the assessor manager's 20,000.00 lei only the manager is told.
    await ctx.api.get('/api/config/users/clearNotifications', approver);
    await ctx.api.get('/api/config/users/clearNotifications', manager);
    await ctx.api.put(
      url('/lines'),
      { lines: [noteLine(parts[0]!, { part_price: 3_000_000 })] },
      { ...assessor, ...ifMatch(3) },
    );
    await ctx.api.post(url('/submit'), {}, { ...assessor, ...ifMatch(4) });
    expect(await newsOf(approver)).toEqual([]);
    expect((await newsOf(manager)).map(([name]) => name)).toEqual([
      expect.stringMatching(/to approve \(36,\d{3}\.\d{2} lei\)$/),
    ]);

    expect((await ctx.api.post(url('/approve'), {}, { ...manager, ...ifMatch(5) })).status).toBe(200);
    // The test's clock stands still: both of the assessor's notifications bear one time, in no set order.
    expect((await newsOf(assessor)).map(([name]) => name)).toEqual(
      expect.arrayContaining([
        `${no} · assessment note returned to you (1,784.75 lei)`,
        expect.stringMatching(new RegExp(`^${no} · assessment note approved \\(36,`)),
      ]),
    );
    expect(await newsOf(assessor)).toHaveLength(2);
    expect(await newsOf(manager)).toHaveLength(1);
  });
});
