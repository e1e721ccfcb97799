import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppointmentLocationsSchema, type AppointmentLocation } from '../../../../contract/appointment-locations.ts';
import { TEST_ENGINES, useSeededApp } from '../../../test/engines.ts';
import { bearer, signInAs } from '../../../test/http.ts';
import { addDemoColleague, ifMatch } from '../../../test/staff-user.ts';

const location = {
  name: 'Centru Timisoara',
  address: 'Calea Aradului 5',
  county_code: 'TM',
  phone: '+40 256 100 200',
  opening_hours: [{ day: 1, opens: '08:30', closes: '16:30' }],
  active: true,
};

// Two assessor managers on one location: Ana Admin opens it, Sorin Sef changes it meanwhile.
describe.each(TEST_ENGINES)('versions of appointment locations on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const timisoara = async (headers: Record<string, string>): Promise<AppointmentLocation> =>
    v
      .parse(AppointmentLocationsSchema, (await ctx.api.get('/api/config/appointment-locations', headers)).body)
      .find((l) => l.name.startsWith('Centru Timisoara'))!;
  const setUp = async () => {
    await addDemoColleague(ctx.t.database.db, 'sorin', 'Sorin Sef', ['AC.Assessor.Manager']);
    const ana = await as('admin');
    const sorin = await as('sorin');
    await ctx.api.post('/api/config/appointment-locations', location, ana);
    return { ana, sorin, opened: await timisoara(ana) };
  };
  const path = (l: AppointmentLocation) => `/api/config/appointment-locations/${l.id}`;

  it('gives each location its version in the list and as the ETag of a change', async () => {
    const { ana, opened } = await setUp();
    expect(opened.version).toBe(1);
    const changed = await ctx.api.put(
      path(opened),
      { ...location, phone: '+40 256 000 000' },
      { ...ana, ...ifMatch(1) },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).toBe('"2"');
    expect(await timisoara(ana)).toMatchObject({ phone: '+40 256 000 000', version: 2 });
  });

  it('refuses a change without If-Match with 428, and a stale one with 409, the current location and who changed it when', async () => {
    const { ana, sorin, opened } = await setUp();
    for (const res of [await ctx.api.put(path(opened), location, ana), await ctx.api.delete(path(opened), ana)]) {
      expect(res.status).toBe(428);
      expect(res.body.error).toMatchObject({ code: 'precondition_required', field: 'If-Match' });
    }
    ctx.t.clock.set(new Date('2026-01-15T09:05:00.000Z'));
    expect((await ctx.api.put(path(opened), { ...location, active: false }, { ...sorin, ...ifMatch(1) })).status).toBe(
      200,
    );
    for (const res of [
      await ctx.api.put(path(opened), { ...location, name: 'Centru Timisoara Nord' }, { ...ana, ...ifMatch(1) }),
      await ctx.api.delete(path(opened), { ...ana, ...ifMatch(1) }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.headers.get('ETag')).toBe('"2"');
      expect(res.body).toMatchObject({
        error: { code: 'conflict', params: { changed_by: 'Sorin Sef', changed_at: '2026-01-15T09:05:00.000Z' } },
        current: { id: opened.id, name: 'Centru Timisoara', active: false, version: 2 },
      });
    }
    expect(await timisoara(ana)).toMatchObject({ name: 'Centru Timisoara', active: false, version: 2 });
  });

  it('lets exactly one of two changes made on one version win, and deletes on the current one, audited', async () => {
    const { ana, sorin, opened } = await setUp();
    const answers = await Promise.all([
      ctx.api.put(path(opened), { ...location, phone: '+40 256 111 111' }, { ...ana, ...ifMatch(1) }),
      ctx.api.put(path(opened), { ...location, phone: '+40 256 222 222' }, { ...sorin, ...ifMatch(1) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await timisoara(ana)).version).toBe(2);
    const deleted = await ctx.api.delete(path(opened), { ...ana, ...ifMatch(2) });
    expect(deleted.status).toBe(200);
    expect(v.parse(AppointmentLocationsSchema, deleted.body).map((l) => l.name)).toEqual([
      'Centru constatări Cluj',
      'Centru constatări Militari',
    ]);
    expect((await ctx.api.delete(path(opened), { ...ana, ...ifMatch(2) })).status).toBe(404);
    const audit = await ctx.t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'appointment-location.delete')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
