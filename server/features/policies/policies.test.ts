import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../contract/business-time.ts';
import { PolicyCheckSchema, PolicyListSchema, PolicySchema } from '../../../contract/policies.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('policy register on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const search = async (q: string, auth: Record<string, string>) => {
    const answer = await ctx.api.get(`/api/policies?q=${encodeURIComponent(q)}`, auth);
    expect(answer.status).toBe(200);
    return v.parse(PolicyListSchema, answer.body).map((p) => p.policy_no);
  };

  it('finds policies by number, plate, VIN or a word of the holder, ignoring case and spaces', async () => {
    const handler = await as('handler');
    expect(await search('rocas9000000', handler)).toEqual(['ROCAS90000001', 'ROCAS90000003']);
    expect(await search('b 902 dem', handler)).toEqual(['ROCAS90000001']);
    expect(await search('b902-d', handler)).toEqual(['ROCAS90000001']);
    expect(await search('wvwzzz1kz9w000901', handler)).toEqual(['ROCAS90000001']);
    expect(await search('stoica', handler)).toContain('RORCA90000004');
    expect(await search('dan stoica', handler)).toEqual(['RORCA90000004']);
    const [found] = v.parse(PolicyListSchema, (await ctx.api.get('/api/policies?q=ROCAS90000001', handler)).body);
    expect(found).toMatchObject({
      product: 'CASCO',
      holder_name: 'Elena Marin',
      cover: ['own_damage', 'theft', 'glass', 'natural_events', 'roadside_assistance'],
      deductible_minor: 50_000,
      vehicles: [{ plate: 'B901DEM' }, { plate: 'B902DEM' }],
    });
  });

  it('answers at most 20 matches and asks for at least 2 characters', async () => {
    const handler = await as('handler');
    expect(await search('RO', handler)).toHaveLength(20);
    const short = await ctx.api.get('/api/policies?q=R', handler);
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ key: 'error.search.tooShort', field: 'q' });
    expect((await ctx.api.get('/api/policies?q=RO')).status).toBe(401);
  });

  it("never shows another organisation's policies", async () => {
    const handler = await as('handler');
    const partner = await as('partner1.handler');
    expect(await search('B 801 PRT', handler)).toEqual([]);
    expect(await search('RORCA8000', handler)).toEqual([]);
    expect(await search('partener', handler)).toEqual([]);
    expect(await search('B 801 PRT', partner)).toEqual(['RORCA80000001']);
    expect(await search('ROCAS90000001', partner)).toEqual([]);
    const [theirs] = v.parse(PolicyListSchema, (await ctx.api.get('/api/policies?q=RORCA80000001', partner)).body);
    const refused = await ctx.api.get(`/api/policies/${theirs!.id}`, handler);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toMatchObject({ key: 'error.notFound.policy', message: 'There is no such policy.' });
    const own = await ctx.api.get(`/api/policies/${theirs!.id}`, partner);
    expect(v.parse(PolicySchema, own.body).policy_no).toBe('RORCA80000001');
    const check = await ctx.api.get(
      '/api/policies/check?policy_no=RORCA80000001&plate=B801PRT&event_date=2026-01-10',
      handler,
    );
    expect(check.body).toEqual({ standing: 'not_found', plate_insured: false });
  });

  it('tells the standing on the event day, both ends of the period counting', async () => {
    const handler = await as('handler');
    const check = async (policyNo: string, plate: string, day: string) => {
      const answer = await ctx.api.get(
        `/api/policies/check?policy_no=${policyNo}&plate=${encodeURIComponent(plate)}&event_date=${day}`,
        handler,
      );
      expect(answer.status).toBe(200);
      const parsed = v.parse(PolicyCheckSchema, answer.body);
      return [parsed.standing, parsed.plate_insured];
    };
    const [lapsed] = v.parse(PolicyListSchema, (await ctx.api.get('/api/policies?q=RORCA90000002', handler)).body);
    const { starts_on: starts, ends_on: ends } = lapsed!;
    expect(await check('rorca90000002', 'cj 903 exp', addDays(starts, -1))).toEqual(['not_started', true]);
    expect(await check('RORCA90000002', 'CJ903EXP', starts)).toEqual(['in_force', true]);
    expect(await check('RORCA90000002', 'CJ-903-EXP', ends)).toEqual(['in_force', true]);
    expect(await check('RORCA90000002', 'CJ 903 EXP', addDays(ends, 1))).toEqual(['lapsed', true]);
    expect(await check('RORCA90000002', 'B 901 DEM', ends)).toEqual(['in_force', false]);
    expect(await check('ROCAS90000003', 'TM 904 CAN', '2026-01-15')).toEqual(['lapsed', true]);
    expect(await check('RORCA90000004', 'IS 905 NEW', '2026-01-15')).toEqual(['not_started', true]);
    expect(await check('RORCA90000004', 'IS 905 NEW', '2026-02-01')).toEqual(['in_force', true]);
    expect(await check('RONONE1', 'B 1 AAA', '2026-01-15')).toEqual(['not_found', false]);
    const withPolicy = await ctx.api.get(
      '/api/policies/check?policy_no=ROCAS90000001&plate=B901DEM&event_date=2026-01-15',
      handler,
    );
    expect(withPolicy.body.policy).toMatchObject({ policy_no: 'ROCAS90000001', holder_name: 'Elena Marin' });
    const wrongDay = await ctx.api.get('/api/policies/check?policy_no=X&plate=B1&event_date=2026-02-30', handler);
    expect(wrongDay.body.error).toMatchObject({ key: 'error.field.noSuchDay', field: 'event_date' });
  });

  it('gives every seeded claim file its policy: its number, holder and vehicle, in force on the event day', async () => {
    const db = ctx.t.database.db;
    const files = await db
      .selectFrom('claim_files as f')
      .leftJoin('policies as p', 'p.id', 'f.policy_id')
      .select([
        'f.claim_file_no',
        'f.policy_no',
        'f.policy_type',
        'f.insured_name',
        'f.plate',
        'f.event_date',
        'f.organisation_id',
      ])
      .select([
        'p.policy_no as number',
        'p.product',
        'p.holder_name',
        'p.starts_on',
        'p.ends_on',
        'p.organisation_id as org',
      ])
      .execute();
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) {
      expect(f.number).toBe(f.policy_no);
      expect(f.org).toBe(f.organisation_id);
      expect(f.starts_on! <= f.event_date && f.event_date <= f.ends_on!).toBe(true);
    }
    const handler = await as('handler');
    const first = files.find((f) => f.claim_file_no.startsWith('DEMO'))!;
    const check = await ctx.api.get(
      `/api/policies/check?policy_no=${first.policy_no}&plate=${encodeURIComponent(first.plate)}&event_date=${first.event_date}`,
      handler,
    );
    expect(check.body).toMatchObject({ standing: 'in_force', plate_insured: true });
  });
});
