import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_CLAIM_FILES, SearchAllResultsSchema } from '../../../contract/assignments.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('the search box with claim files on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const search = async (auth: Record<string, string>, q: string) => {
    const res = await ctx.api.get(`/api/assignments/search/all?q=${encodeURIComponent(q)}`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return v.parse(SearchAllResultsSchema, res.body);
  };

  it('offers the matching claim file before its assignments, in one answer', async () => {
    const found = await search(await as('handler'), 'demo000123');
    expect(found.claim_files).toEqual([
      { claim_file_no: 'DEMO000123', insured_name: 'Ion Popescu', plate: 'B 123 ABC', found_by: null },
    ]);
    expect(found.assignments.map((a) => a.claim_file_no)).toEqual(['DEMO000123', 'DEMO000123']);
  });

  it('finds claim files by plate and insured name prefixes, a few at most', async () => {
    const handler = await as('handler');
    expect((await search(handler, 'b 123 a')).claim_files.map((f) => f.claim_file_no)).toContain('DEMO000123');
    expect((await search(handler, 'Vasilesc')).claim_files.map((f) => f.claim_file_no)).toContain('DEMO000789');
    const many = await search(handler, 'dos');
    expect(many.claim_files).toHaveLength(SEARCH_MAX_CLAIM_FILES);
    expect(many.claim_files.every((f) => f.claim_file_no.startsWith('DOS'))).toBe(true);
    expect(await search(handler, 'zz')).toEqual({ claim_files: [], assignments: [] });
  });

  it("never offers another organisation's claim files, both ways", async () => {
    const handler = await as('handler');
    const partner = await as('partner1.handler');
    expect(await search(handler, 'prt0000')).toEqual({ claim_files: [], assignments: [] });
    expect(await search(partner, 'demo000123')).toEqual({ claim_files: [], assignments: [] });
    expect((await search(partner, 'prt000001')).claim_files.map((f) => f.claim_file_no)).toEqual(['PRT000001']);
  });

  it('asks for a session and at least two characters', async () => {
    expect((await ctx.api.get('/api/assignments/search/all?q=demo')).status).toBe(401);
    const short = await ctx.api.get('/api/assignments/search/all?q=a', await as('handler'));
    expect(short.status).toBe(400);
    expect(short.body.error.key).toBe('error.search.tooShort');
  });
});
