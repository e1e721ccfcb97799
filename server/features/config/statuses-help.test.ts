import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StatusesHelpSchema } from '../../../contract/statuses-help.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';

describe.each(TEST_ENGINES)('statuses help on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);

  it('lets the org help admin read and change the help texts, each change audited', async () => {
    const admin = await as('admin');
    const list = v.parse(StatusesHelpSchema, (await ctx.api.get('/api/config/statuses', admin)).body);
    expect(list.find((t) => t.assignment_type === 'vehicle_inspection')?.statuses.map((s) => s.code)).toEqual([
      'new',
      'scheduled',
      'inspected',
      'closed',
      'cancelled',
    ]);
    const res = await ctx.api.put(
      '/api/config/statuses/vehicle_inspection/scheduled/help',
      { help_en: 'Date and place are agreed with the driver.', help_ro: 'Data si locul sunt stabilite cu soferul.' },
      { ...admin, 'If-Match': '"1"' },
    );
    expect(res.status).toBe(200);
    const scheduled = v
      .parse(StatusesHelpSchema, res.body)
      .find((t) => t.assignment_type === 'vehicle_inspection')!
      .statuses.find((s) => s.code === 'scheduled')!;
    expect(scheduled.help_en).toBe('Date and place are agreed with the driver.');
    const entry = await ctx.t.database.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    const adminId = (
      await ctx.t.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    expect(entry).toMatchObject({
      actor_user_id: adminId,
      acting_as_user_id: null,
      action: 'status.help.update',
      target: 'vehicle_inspection/scheduled',
    });
    expect(JSON.parse(entry.details)).toEqual({
      before: { help_en: 'A date for the inspection is agreed.', help_ro: 'S-a stabilit data constatării.' },
      after: {
        help_en: 'Date and place are agreed with the driver.',
        help_ro: 'Data si locul sunt stabilite cu soferul.',
      },
    });
    // The assignment page shows the new help.
    const handler = await as('handler');
    const assignment = await ctx.t.database.db
      .selectFrom('assignments')
      .select('id')
      .where('assignment_no', '=', 'DEMO000123-2')
      .executeTakeFirstOrThrow();
    expect((await ctx.api.get(`/api/assignments/${assignment.id}`, handler)).body.status.help).toBe(
      'Date and place are agreed with the driver.',
    );
  });

  it('refuses everyone else, and wrong input, clearly', async () => {
    const handler = await as('handler');
    expect((await ctx.api.get('/api/config/statuses', handler)).status).toBe(403);
    expect(
      (
        await ctx.api.put(
          '/api/config/statuses/vehicle_inspection/scheduled/help',
          { help_en: 'x', help_ro: 'y' },
          handler,
        )
      ).status,
    ).toBe(403);
    expect((await ctx.api.get('/api/config/statuses')).status).toBe(401);
    const admin = await as('admin');
    expect(
      (
        await ctx.api.put(
          '/api/config/statuses/vehicle_inspection/teleported/help',
          { help_en: 'x', help_ro: 'y' },
          admin,
        )
      ).status,
    ).toBe(404);
    const empty = await ctx.api.put(
      '/api/config/statuses/vehicle_inspection/scheduled/help',
      { help_en: ' ', help_ro: 'y' },
      admin,
    );
    expect(empty.body.error).toMatchObject({
      code: 'validation_failed',
      key: 'error.statusHelp.englishRequired',
      message: 'Write the English help.',
      field: 'help_en',
      problems: [{ field: 'help_en', key: 'error.statusHelp.englishRequired', message: 'Write the English help.' }],
    });
    expect(await ctx.t.database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});
