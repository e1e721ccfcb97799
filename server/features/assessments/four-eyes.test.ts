import { describe, expect, it } from 'vitest';
import { freshAssessment, noteLine } from '../../test/assessment-notes.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

/**
 * Four eyes: the person who approves a note's figures is not the one who wrote them. Not pressing
 * submit was not enough: an approver wrote the lines of a returned note, the assessor submitted it,
 * and the approver approved his own figures.
 */
describe.each(TEST_ENGINES)('four eyes on an assessment note on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const url = (id: string, tail = '') => `/api/assessments/${id}${tail}`;

  it("refuses the approval of whoever wrote the version's lines; another approver may approve it", async () => {
    const { id, parts } = await freshAssessment(ctx.t.database.db);
    const assessor = await as('assessor');
    const approver = await as('assessor.manager');
    await ctx.api.put(url(id, '/lines'), { lines: [noteLine(parts[0]!)] }, { ...assessor, ...ifMatch(0) });
    await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(1) });
    await ctx.api.post(url(id, '/return'), { reason: 'Check the part price.' }, { ...approver, ...ifMatch(2) });

    // The approver writes the figures of the returned note himself; the assessor submits them.
    const written = await ctx.api.put(
      url(id, '/lines'),
      { lines: [noteLine(parts[0]!, { part_price: 900_000 })] },
      { ...approver, ...ifMatch(3) },
    );
    expect(written.status).toBe(200);
    await ctx.api.post(url(id, '/submit'), {}, { ...assessor, ...ifMatch(4) });

    const own = await ctx.api.post(url(id, '/approve'), {}, { ...approver, ...ifMatch(5) });
    expect(own.status).toBe(403);
    expect(own.body.error).toMatchObject({
      key: 'error.assessment.ownLines',
      message: "You changed this note's lines; another approver must approve it.",
    });
    const ro = await ctx.api.post(url(id, '/approve'), {}, { ...approver, ...ifMatch(5), 'Accept-Language': 'ro' });
    expect(ro.body.error.message).toBe('Ați modificat liniile acestei note; trebuie aprobată de alt aprobator.');
    const seen = (await ctx.api.get(url(id), approver)).body;
    expect(seen.state).toBe('submitted');
    // The page offers no Approve to him, only a return.
    expect(seen.allowed).toMatchObject({ approve: false, return: true });

    const other = await ctx.api.post(url(id, '/approve'), {}, { ...(await as('manager')), ...ifMatch(5) });
    expect(other.status).toBe(200);
    expect(other.body.state).toBe('approved');
  });
});
