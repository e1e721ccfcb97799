import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AbsencesSchema, type Absence } from '../../../contract/absences.ts';
import { DEMO_WORK_GROUP } from '../../db/seed.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../test/staff-user.ts';

// Radu asks for leave; two managers of his team (Mihai, Maria) decide it, or Radu cancels it meanwhile.
describe.each(TEST_ENGINES)('versions of absences on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const idOf = async (username: string) =>
    (
      await ctx.t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const setUp = async () => {
    await addDemoColleague(ctx.t.database.db, 'maria', 'Maria Manager', ['claims.manager'], DEMO_WORK_GROUP);
    const radu = await as('handler2');
    const [absence] = v.parse(
      AbsencesSchema,
      (
        await ctx.api.post(
          '/api/time-off/absences',
          { starts_on: '2026-02-02', ends_on: '2026-02-06', substitute_user_id: null, note: '' },
          radu,
        )
      ).body,
    );
    return {
      radu,
      mihai: await as('manager'),
      maria: await as('maria'),
      absence: absence!,
      elena: await idOf('handler'),
    };
  };
  const approve = (a: Absence) => `/api/manager/absences/${a.id}/approve`;
  const reject = (a: Absence) => `/api/manager/absences/${a.id}/reject`;
  const cancel = (a: Absence) => `/api/time-off/absences/${a.id}/cancel`;

  it('gives each absence its version, bumped by a decision, the decision answered with its ETag', async () => {
    const { radu, mihai, absence, elena } = await setUp();
    expect(absence.version).toBe(1);
    const approved = await ctx.api.post(approve(absence), { substitute_user_id: elena }, { ...mihai, ...ifMatch(1) });
    expect(approved.status).toBe(200);
    expect(approved.headers.get('ETag')).toBe('"2"');
    expect(v.parse(AbsencesSchema, approved.body)[0]).toMatchObject({ status: 'approved', version: 2 });
    const cancelled = await ctx.api.post(cancel(absence), {}, { ...radu, ...ifMatch(2) });
    expect(v.parse(AbsencesSchema, cancelled.body)[0]).toMatchObject({ status: 'cancelled', version: 3 });
  });

  it('refuses a decision or cancellation without If-Match with 428, and a stale one with 409, the absence now and who changed it when', async () => {
    const { radu, mihai, maria, absence, elena } = await setUp();
    for (const res of [
      await ctx.api.post(approve(absence), { substitute_user_id: elena }, mihai),
      await ctx.api.post(reject(absence), { reason: 'Nu' }, mihai),
      await ctx.api.post(cancel(absence), {}, radu),
    ]) {
      expect(res.status).toBe(428);
      expect(res.body.error).toMatchObject({ code: 'precondition_required', field: 'If-Match' });
    }
    ctx.t.clock.set(new Date('2026-01-15T09:05:00.000Z'));
    expect(
      (await ctx.api.post(approve(absence), { substitute_user_id: elena }, { ...maria, ...ifMatch(1) })).status,
    ).toBe(200);
    const stale = [
      await ctx.api.post(reject(absence), { reason: 'Inchidere de an' }, { ...mihai, ...ifMatch(1) }),
      await ctx.api.post(approve(absence), { substitute_user_id: elena }, { ...mihai, ...ifMatch(1) }),
      await ctx.api.post(cancel(absence), {}, { ...radu, ...ifMatch(1) }),
    ];
    for (const res of stale) {
      expect(res.status).toBe(409);
      expect(res.headers.get('ETag')).toBe('"2"');
      expect(res.body).toMatchObject({
        error: { code: 'conflict', params: { changed_by: 'Maria Manager', changed_at: '2026-01-15T09:05:00.000Z' } },
        current: {
          id: absence.id,
          status: 'approved',
          substitute_full_name: 'Elena Handler',
          decided_by_full_name: 'Maria Manager',
          version: 2,
        },
      });
    }
    expect(v.parse(AbsencesSchema, (await ctx.api.get('/api/time-off/absences', radu)).body)[0]).toMatchObject({
      status: 'approved',
      version: 2,
    });
  });

  it('lets exactly one of a refusal, an approval and a cancellation made on one version win', async () => {
    const { radu, mihai, maria, absence, elena } = await setUp();
    const answers = await Promise.all([
      ctx.api.post(reject(absence), { reason: 'Inchidere de an' }, { ...mihai, ...ifMatch(1) }),
      ctx.api.post(approve(absence), { substitute_user_id: elena }, { ...maria, ...ifMatch(1) }),
      ctx.api.post(cancel(absence), {}, { ...radu, ...ifMatch(1) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const [now] = v.parse(AbsencesSchema, (await ctx.api.get('/api/time-off/absences', radu)).body);
    expect(now!.version).toBe(2);
    expect(['rejected', 'approved', 'cancelled'][answers.findIndex((a) => a.status === 200)]).toBe(now!.status);
  });
});
