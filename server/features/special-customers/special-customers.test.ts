import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PartnersSchema, PartnerWorkSchema } from '../../../contract/partners.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('special customers on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);

  it('shows each partner its work on /special-customers, handing assignments over and back', async () => {
    const admin = await as('admin');
    const [, militari] = v.parse(PartnersSchema, (await ctx.api.get('/api/special-customers', admin)).body);
    const work = v.parse(PartnerWorkSchema, (await ctx.api.get(`/api/special-customers/${militari!.id}`, admin)).body);
    expect(work.assignments).toHaveLength(3);
    const given = await ctx.api.post(
      `/api/special-customers/${militari!.id}/assignments`,
      { assignment_no: 'demo000456-1' },
      admin,
    );
    expect(given.status).toBe(200);
    const after = v.parse(PartnerWorkSchema, given.body);
    expect(after.assignments.map((a) => a.assignment_no)).toContain('DEMO000456-1');
    expect(
      (
        await ctx.api.post(
          `/api/special-customers/${militari!.id}/assignments`,
          { assignment_no: 'DEMO000456-1' },
          admin,
        )
      ).body.error.message,
    ).toBe('The partner already holds it.');
    expect(
      (
        await ctx.api.post(
          `/api/special-customers/${militari!.id}/assignments`,
          { assignment_no: 'PRT000001-1' },
          admin,
        )
      ).body.error.message,
    ).toBe('There is no such assignment.');
    const held = after.assignments.find((a) => a.assignment_no === 'DEMO000456-1')!;
    const released = v.parse(
      PartnerWorkSchema,
      (await ctx.api.post(`/api/special-customers/${militari!.id}/assignments/${held.id}/release`, {}, admin)).body,
    );
    expect(released.assignments).toHaveLength(3);
    expect(
      (await ctx.api.post(`/api/special-customers/${militari!.id}/assignments/${held.id}/release`, {}, admin)).status,
    ).toBe(404);
  });
});
