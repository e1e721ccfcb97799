import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKLIST_FILTER, WorklistPageSchema, type WorklistRow } from '../../../contract/assignments.ts';
import { StatusChoicesSchema } from '../../../contract/worklist-narrowing.ts';
import { normaliseTerm } from '../../search/prefix-terms.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

/** Whether a word of any of these texts starts with what was typed, as the worklist compares. */
const aWordStarts = (typed: string, ...texts: (string | null)[]) =>
  texts.some((text) =>
    [text ?? '', ...(text ?? '').split(/\s+/)].some((word) => normaliseTerm(word).startsWith(normaliseTerm(typed))),
  );

describe.each(TEST_ENGINES)('the worklist narrowed by a text and a status on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  /** Every row of a worklist, page by page through the keyset cursor. */
  const allRows = async (auth: Record<string, string>, query: string, limit = 10) => {
    const rows: WorklistRow[] = [];
    let cursor: string | null = null;
    do {
      const res = await ctx.api.get(
        `/api/assignments/worklist?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        auth,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = v.parse(WorklistPageSchema, res.body);
      rows.push(...page.rows);
      cursor = page.next_cursor;
    } while (cursor);
    return rows;
  };
  const everything = 'filter_keys=2&category_code=all';

  it('narrows by a number, plate, insured or assignee the row shows, ignoring case, spaces and diacritics', async () => {
    const manager = await as('manager');
    const all = await allRows(manager, everything, 100);
    const cases = [
      ['demo000789', (r: WorklistRow) => r.claim_file_no === 'DEMO000789'],
      ['DEMO000789-2', (r: WorklistRow) => r.assignment_no === 'DEMO000789-2'],
      ['if 07', (r: WorklistRow) => aWordStarts('if 07', r.plate)],
      ['VĂSILESCU', (r: WorklistRow) => aWordStarts('vasilescu', r.insured_name)],
      ['elena', (r: WorklistRow) => aWordStarts('elena', r.insured_name, r.assignee_name)],
    ] as const;
    for (const [q, shows] of cases) {
      const narrowed = await allRows(manager, `${everything}&q=${encodeURIComponent(q)}`);
      expect(narrowed.length, q).toBeGreaterThan(0);
      expect(narrowed.every(shows), q).toBe(true);
      // Every row of the whole list that shows it, across pages, and no other.
      expect(narrowed.map((r) => r.id).sort(), q).toEqual(
        all
          .filter(shows)
          .map((r) => r.id)
          .sort(),
      );
    }
  });

  it('narrows by a status, with the text, the other filters and the paging', async () => {
    const manager = await as('manager');
    const all = await allRows(manager, everything, 100);
    const status = all.find((r) => r.status.code === 'in_progress')!.status.code;
    const ofStatus = await allRows(manager, `${everything}&status_code=${status}`);
    expect(ofStatus.map((r) => r.id).sort()).toEqual(
      all
        .filter((r) => r.status.code === status)
        .map((r) => r.id)
        .sort(),
    );
    const oneType = await allRows(manager, `${everything}&status_code=${status}&assignment_type=assessment&q=dos`);
    expect(oneType.length).toBeGreaterThan(0);
    expect(oneType.every((r) => r.status.code === status && r.assignment_type === 'assessment')).toBe(true);
    expect(oneType.every((r) => r.claim_file_no.startsWith('DOS'))).toBe(true);
    // The handler's own list stays the handler's own.
    const mine = await allRows(await as('handler'), `filter_keys=0&category_code=all&status_code=${status}`);
    expect(mine.every((r) => r.assignee_name === 'Elena Handler' && r.status.code === status)).toBe(true);
  });

  it('lets a text with nothing to match by narrow nothing, and refuses a long text or a strange status, naming them', async () => {
    const handler = await as('handler');
    const plain = await allRows(handler, 'category_code=all', 100);
    expect(await allRows(handler, 'category_code=all&q=%20--%20', 100)).toEqual(plain);
    const long = await ctx.api.get(`/api/assignments/worklist?q=${'a'.repeat(101)}`, handler);
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ field: 'q', key: 'error.search.tooLong', params: { limit: 100 } });
    const strange = await ctx.api.get('/api/assignments/worklist?status_code=%3Cx%3E', handler);
    expect(strange.status).toBe(400);
    expect(strange.body.error).toMatchObject({ field: 'status_code', key: 'error.worklist.statusCode' });
  });

  it('offers the statuses the organisation uses, by type in workflow order, in the reader’s language', async () => {
    const handler = await as('handler');
    const en = v.parse(StatusChoicesSchema, (await ctx.api.get('/api/assignments/statuses', handler)).body);
    const ro = v.parse(
      StatusChoicesSchema,
      (await ctx.api.get('/api/assignments/statuses', { ...handler, 'Accept-Language': 'ro' })).body,
    );
    expect(en.map((s) => s.assignment_type).filter((t, i, all) => all.indexOf(t) === i)).toEqual([
      'claim_notification',
      'vehicle_inspection',
      'assessment',
      'appointment',
    ]);
    expect(en.filter((s) => s.assignment_type === 'vehicle_inspection').map((s) => s.code)).toEqual([
      'new',
      'scheduled',
      'inspected',
      'closed',
      'cancelled',
    ]);
    expect(en.find((s) => s.assignment_type === 'vehicle_inspection' && s.code === 'scheduled')).toMatchObject({
      name: 'Inspection scheduled',
      is_final: false,
    });
    expect(ro.map((s) => s.code)).toEqual(en.map((s) => s.code));
    expect(ro.find((s) => s.code === 'scheduled')!.name).not.toBe('Inspection scheduled');
    expect((await ctx.api.get('/api/assignments/statuses')).status).toBe(401);
  });

  it('keeps the chosen status with the filter for the next sign-in', async () => {
    const handler = await as('handler');
    const filter = { ...DEFAULT_WORKLIST_FILTER, status_code: 'in_progress' };
    expect((await ctx.api.put('/api/assignments/worklistFilter', filter, handler)).status).toBe(200);
    expect((await signInAs(ctx.api, 'handler')).profile).toMatchObject({ user_metadata: { worklist_filter: filter } });
    const strange = { ...DEFAULT_WORKLIST_FILTER, status_code: 'in progress!' };
    expect((await ctx.api.put('/api/assignments/worklistFilter', strange, handler)).status).toBe(400);
  });
});
