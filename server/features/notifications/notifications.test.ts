import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NotificationListSchema } from '../../../contract/notifications.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { hashPassword } from '../auth/index.ts';
import { recordNewActivities } from './repository.ts';

describe.each(TEST_ENGINES)('new-activity notifications on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);

  it('shows the new activities of a primary-organisation user and clears them', async () => {
    const handler = await as('handler');
    const list = v.parse(
      NotificationListSchema,
      (await ctx.api.get('/api/config/users/browseNotifications', handler)).body,
    );
    const inspection = await ctx.t.database.db
      .selectFrom('assignments')
      .innerJoin('claim_files', 'claim_files.id', 'assignments.claim_file_id')
      .select('assignments.id')
      .where('claim_files.claim_file_no', '=', 'DEMO000123')
      .where('assignments.assignment_type', '=', 'vehicle_inspection')
      .executeTakeFirstOrThrow();
    expect(list).toEqual([
      {
        id: expect.any(String),
        type: 'new_activities',
        name: 'DEMO000123 · Vehicle inspection',
        new_activities: 2,
        current_user: true,
        assignment_id: inspection.id,
        language: 'en',
        created_at: expect.any(String),
      },
    ]);
    expect((await ctx.api.get('/api/config/users/clearNotifications', handler)).body).toEqual({ cleared: 1 });
    expect((await ctx.api.get('/api/config/users/browseNotifications', handler)).body).toEqual([]);
  });

  it('shows a notification the server records later', async () => {
    const manager = await as('manager');
    expect((await ctx.api.get('/api/config/users/browseNotifications', manager)).body).toEqual([]);
    const row = await ctx.t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'manager')
      .executeTakeFirstOrThrow();
    await recordNewActivities(ctx.t.database.db, row.id, 'DEMO000456 · Inspectie', 1, ctx.t.clock.now());
    expect((await ctx.api.get('/api/config/users/browseNotifications', manager)).body).toHaveLength(1);
  });

  it('name the assignment each is on, oldest first, each with an id of its own', async () => {
    const manager = await as('manager');
    const db = ctx.t.database.db;
    const user = await db.selectFrom('users').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow();
    const work = await db.selectFrom('assignments').select('id').orderBy('assignment_no').limit(2).execute();
    const earlier = ctx.t.clock.now();
    await recordNewActivities(db, user.id, 'First', 1, earlier, work[0]!.id);
    await recordNewActivities(db, user.id, 'Second', 1, new Date(earlier.getTime() + 1000), work[1]!.id);
    await recordNewActivities(db, user.id, 'Nowhere', 1, new Date(earlier.getTime() + 2000));
    const list = v.parse(
      NotificationListSchema,
      (await ctx.api.get('/api/config/users/browseNotifications', manager)).body,
    );
    expect(list.map((n) => [n.name, n.assignment_id])).toEqual([
      ['First', work[0]!.id],
      ['Second', work[1]!.id],
      ['Nowhere', null],
    ]);
    expect(new Set(list.map((n) => n.id)).size).toBe(3);
    expect(list.map((n) => n.created_at)).toEqual([...list.map((n) => n.created_at)].sort());
  });

  it('stay silent for a user who switched them off', async () => {
    const handler = await as('handler');
    expect(
      (await ctx.api.post('/api/config/users/notificationSettings', { notifications_off: true }, handler)).status,
    ).toBe(200);
    expect((await ctx.api.get('/api/config/users/browseNotifications', handler)).body).toEqual([]);
  });

  it('are never shown to users of other organisations', async () => {
    const partner = await ctx.t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'PARTNER1')
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await ctx.t.database.db
      .insertInto('users')
      .values({
        id,
        organisation_id: partner.id,
        username: 'partner.user',
        full_name: 'Paul Partner',
        email: null,
        language: 'en',
        password_hash: await hashPassword('Safe-Claims-2026!'),
        created_at: ctx.t.clock.now().toISOString(),
      })
      .execute();
    await recordNewActivities(ctx.t.database.db, id, 'X', 3, ctx.t.clock.now());
    expect((await ctx.api.get('/api/config/users/browseNotifications', await as('partner.user'))).body).toEqual([]);
  });
});
