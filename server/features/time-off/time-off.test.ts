import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AbsencesSchema, TeamSchema } from '../../../contract/absences.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';

// The test clock starts on Thursday 2026-01-15.
describe.each(TEST_ENGINES)('time off and the manager area on $name', (engine) => {
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

  it('approved leave: the substitute may act as the absent colleague and receives their new work', async () => {
    // Without the demo's standing replacement, so only the leave makes Elena Radu's stand-in.
    await ctx.t.database.db.deleteFrom('user_replacements').execute();
    const radu = await as('handler2');
    const elenaId = await idOf('handler');
    const requested = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-01-19', ends_on: '2026-01-23', substitute_user_id: elenaId, note: 'Concediu de odihna' },
      radu,
    );
    expect(requested.status).toBe(200);
    const [absence] = v.parse(AbsencesSchema, requested.body);
    expect(absence).toMatchObject({
      status: 'requested',
      user_full_name: 'Radu Handler',
      substitute_full_name: 'Elena Handler',
    });

    const manager = await as('manager');
    const pending = v.parse(AbsencesSchema, (await ctx.api.get('/api/manager/absences', manager)).body);
    expect(pending.map((a) => a.id)).toEqual([absence!.id]);
    const approved = await ctx.api.post(
      `/api/manager/absences/${absence!.id}/approve`,
      { substitute_user_id: elenaId },
      { ...manager, ...ifMatch(1) },
    );
    expect(v.parse(AbsencesSchema, approved.body)[0]).toMatchObject({
      status: 'approved',
      decided_by_full_name: 'Mihai Manager',
    });
    expect(
      (
        await ctx.api.post(
          `/api/manager/absences/${absence!.id}/approve`,
          { substitute_user_id: elenaId },
          { ...manager, ...ifMatch(1) },
        )
      ).status,
    ).toBe(409);

    // Before the leave Elena stands in for nobody; during it Radu is among her replaced users.
    expect((await signInAs(ctx.api, 'handler')).profile.replaced_users.map((u) => u.user_id)).not.toContain(
      await idOf('handler2'),
    );
    ctx.t.clock.set(new Date('2026-01-20T08:00:00Z'));
    const elena = await signInAs(ctx.api, 'handler');
    expect(elena.profile.replaced_users.map((u) => u.user_id)).toContain(await idOf('handler2'));
    const switched = await ctx.api.post('/api/auth/refreshToken', {
      refresh_token: elena.refreshToken,
      impersonated_by_user_id: elena.profile.user_id,
      new_user_id: await idOf('handler2'),
    });
    expect(switched.status).toBe(200);
    expect(switched.body.profile).toMatchObject({ username: 'handler2', replaced_user_full_name: 'Radu Handler' });

    // The manager gives Radu new work: it lands with Elena.
    const manager2 = await as('manager');
    const unassigned = await ctx.t.database.db
      .selectFrom('assignments')
      .select('id')
      .where('assignee_user_id', 'is', null)
      .where('is_final', '=', 0)
      .where('group_code', '=', 'claims-bucharest')
      // A handler's kind of work: an assessment would need an assessor.
      .where('assignment_type', '!=', 'assessment')
      .executeTakeFirstOrThrow();
    expect(
      (
        await ctx.api.post(
          `/api/assignments/${unassigned.id}/assign`,
          { user_id: await idOf('handler2') },
          { ...manager2, 'If-Match': '"1"' },
        )
      ).status,
    ).toBe(200);
    const holder = await ctx.t.database.db
      .selectFrom('assignments')
      .select('assignee_user_id')
      .where('id', '=', unassigned.id)
      .executeTakeFirstOrThrow();
    expect(holder.assignee_user_id).toBe(elenaId);
    const team = v.parse(TeamSchema, (await ctx.api.get('/api/manager/team', manager2)).body);
    expect(team.members.find((m) => m.full_name === 'Radu Handler')).toMatchObject({
      away_until: '2026-01-23',
      substitute_full_name: 'Elena Handler',
    });

    // Radu cancels what is left of it; from then on his work is his again.
    const radu2 = await as('handler2');
    expect(
      v.parse(
        AbsencesSchema,
        (await ctx.api.post(`/api/time-off/absences/${absence!.id}/cancel`, {}, { ...radu2, ...ifMatch(2) })).body,
      )[0]!.status,
    ).toBe('cancelled');
    const other = await ctx.t.database.db
      .selectFrom('assignments')
      .select('id')
      .where('assignee_user_id', 'is', null)
      .where('is_final', '=', 0)
      .where('group_code', '=', 'claims-bucharest')
      // A handler's kind of work: an assessment would need an assessor.
      .where('assignment_type', '!=', 'assessment')
      .executeTakeFirstOrThrow();
    await ctx.api.post(
      `/api/assignments/${other.id}/assign`,
      { user_id: await idOf('handler2') },
      { ...manager2, 'If-Match': '"1"' },
    );
    expect(
      (
        await ctx.t.database.db
          .selectFrom('assignments')
          .select('assignee_user_id')
          .where('id', '=', other.id)
          .executeTakeFirstOrThrow()
      ).assignee_user_id,
    ).toBe(await idOf('handler2'));
  });

  it('checks requests: no past days, no overlaps, a real colleague, a reason to refuse, not your own decision', async () => {
    const radu = await as('handler2');
    const past = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-01-10', ends_on: '2026-01-12', substitute_user_id: null, note: '' },
      radu,
    );
    expect(past.body.error.message).toBe('An absence cannot start in the past.');
    const backwards = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-02-10', ends_on: '2026-02-01', substitute_user_id: null, note: '' },
      radu,
    );
    expect(backwards.body.error).toMatchObject({
      key: 'error.absence.endsBeforeStart',
      field: 'ends_on',
      message: 'The last day is on or after the first.',
    });
    const noDay = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-02-30', ends_on: '2026-03-01', substitute_user_id: null, note: '' },
      radu,
    );
    expect(noDay.body.error).toMatchObject({
      key: 'error.field.noSuchDay',
      field: 'starts_on',
      message: 'That day does not exist.',
    });
    const self = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-02-02', ends_on: '2026-02-03', substitute_user_id: await idOf('handler2'), note: '' },
      radu,
    );
    expect(self.body.error.message).toBe('Choose an active colleague.');
    const [first] = v.parse(
      AbsencesSchema,
      (
        await ctx.api.post(
          '/api/time-off/absences',
          { starts_on: '2026-02-02', ends_on: '2026-02-06', substitute_user_id: null, note: '' },
          radu,
        )
      ).body,
    );
    const overlap = await ctx.api.post(
      '/api/time-off/absences',
      { starts_on: '2026-02-05', ends_on: '2026-02-09', substitute_user_id: null, note: '' },
      radu,
    );
    expect(overlap.status).toBe(409);
    const manager = await as('manager');
    expect(
      (await ctx.api.post(`/api/manager/absences/${first!.id}/reject`, { reason: ' ' }, { ...manager, ...ifMatch(1) }))
        .body.error,
    ).toMatchObject({ key: 'error.absence.reasonRequired', field: 'reason', message: 'Say why.' });
    const rejected = v.parse(
      AbsencesSchema,
      (
        await ctx.api.post(
          `/api/manager/absences/${first!.id}/reject`,
          { reason: 'Inchidere de an' },
          { ...manager, ...ifMatch(1) },
        )
      ).body,
    );
    expect(rejected).toEqual([]);
    expect(v.parse(AbsencesSchema, (await ctx.api.get('/api/time-off/absences', radu)).body)[0]).toMatchObject({
      status: 'rejected',
      decision_note: 'Inchidere de an',
    });
    // The manager's own leave is decided by another manager.
    const [own] = v.parse(
      AbsencesSchema,
      (
        await ctx.api.post(
          '/api/time-off/absences',
          { starts_on: '2026-03-02', ends_on: '2026-03-03', substitute_user_id: null, note: '' },
          manager,
        )
      ).body,
    );
    expect(
      (
        await ctx.api.post(
          `/api/manager/absences/${own!.id}/approve`,
          { substitute_user_id: await idOf('handler') },
          manager,
        )
      ).status,
    ).toBe(403);
  });

  it('moves a member’s overdue work to a colleague, and refuses both areas to the wrong roles', async () => {
    const manager = await as('manager');
    const before = v.parse(TeamSchema, (await ctx.api.get('/api/manager/team', manager)).body);
    expect(before.group).toBe('claims-bucharest');
    const elena = before.members.find((m) => m.full_name === 'Elena Handler')!;
    const radu = before.members.find((m) => m.full_name === 'Radu Handler')!;
    expect(elena.overdue).toBeGreaterThan(0);
    const moved = await ctx.api.post(
      '/api/manager/reassign',
      { from_user_id: elena.id, to_user_id: radu.id, only_overdue: true },
      manager,
    );
    // Overdue assessments, which a handler may not hold, stay with Elena and are counted.
    const { moved: went, kept } = moved.body as { moved: number; kept: number };
    expect(moved.body).toMatchObject({ to_full_name: 'Radu Handler' });
    expect(went + kept).toBe(elena.overdue);
    expect(went).toBeGreaterThan(0);
    const after = v.parse(TeamSchema, (await ctx.api.get('/api/manager/team', manager)).body);
    expect(after.members.find((m) => m.id === elena.id)).toMatchObject({ overdue: kept, open: elena.open - went });
    expect(after.members.find((m) => m.id === radu.id)!.overdue).toBe(radu.overdue + went);
    const outsider = await ctx.api.post(
      '/api/manager/reassign',
      { from_user_id: elena.id, to_user_id: await idOf('admin'), only_overdue: false },
      manager,
    );
    expect(outsider.body.error.message).toBe('Choose another member of your team.');

    const handler = await as('handler');
    for (const path of [
      '/api/manager/team',
      '/api/manager/absences',
      '/api/time-off/absences',
      '/api/time-off/colleagues',
    ])
      expect((await ctx.api.get(path, handler)).status, path).toBe(403);
    expect(
      (
        await ctx.api.post(
          '/api/time-off/absences',
          { starts_on: '2026-02-02', ends_on: '2026-02-03', substitute_user_id: null, note: '' },
          handler,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await ctx.api.post(
          '/api/manager/reassign',
          { from_user_id: elena.id, to_user_id: radu.id, only_overdue: true },
          handler,
        )
      ).status,
    ).toBe(403);
    expect((await ctx.api.post('/api/time-off/absences/x/cancel', {}, handler)).status).toBe(403);
    const radu2 = await as('handler2');
    const [absence] = (
      await ctx.api.post(
        '/api/time-off/absences',
        { starts_on: '2026-02-02', ends_on: '2026-02-03', substitute_user_id: null, note: '' },
        radu2,
      )
    ).body;
    for (const path of ['/api/manager/team', '/api/manager/absences'])
      expect((await ctx.api.get(path, radu2)).status, path).toBe(403);
    expect(
      (await ctx.api.post(`/api/manager/absences/${absence.id}/approve`, { substitute_user_id: elena.id }, radu2))
        .status,
    ).toBe(403);
    expect((await ctx.api.post(`/api/manager/absences/${absence.id}/reject`, { reason: 'no' }, radu2)).status).toBe(
      403,
    );
    expect(
      (
        await ctx.api.post(
          '/api/manager/reassign',
          { from_user_id: elena.id, to_user_id: radu.id, only_overdue: true },
          radu2,
        )
      ).status,
    ).toBe(403);
    expect((await ctx.api.get('/api/manager/team')).status).toBe(401);
  });
});
