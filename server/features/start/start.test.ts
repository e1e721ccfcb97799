import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { businessDate, businessDayStart } from '../../../contract/business-time.ts';
import { StartPageSchema } from '../../../contract/start.ts';
import { freshAssessment, noteLine } from '../../test/assessment-notes.ts';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { bearer, signInAs } from '../../test/http.ts';
import { ifMatch } from '../../test/staff-user.ts';
import { addSeededBookings, seededBooking } from '../schedule/index.ts';

describe.each(TEST_ENGINES)('the start page on $name', (engine) => {
  const ctx = useSeededApp(engine);
  const db = () => ctx.t.database.db;
  const as = async (username: string) => bearer((await signInAs(ctx.api, username)).idToken);
  const startOf = async (headers: Record<string, string>) => {
    const res = await ctx.api.get('/api/start', headers);
    expect(res.status).toBe(200);
    return v.parse(StartPageSchema, res.body);
  };
  const userId = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const openWorkOf = (assignee: string) =>
    db()
      .selectFrom('assignments')
      .select(['id', 'organisation_id', 'assignment_no'])
      .where('assignee_user_id', '=', assignee)
      .where('is_final', '=', 0)
      // An assignment has one active booking at most: the demo's booked ones are left alone.
      .where('id', 'not in', db().selectFrom('appointment_bookings').select('assignment_id'))
      .orderBy('assignment_no')
      .execute();

  it('answers only a signed-in caller', async () => {
    expect((await ctx.api.get('/api/start')).status).toBe(401);
  });

  it("shows a handler today's inspections of their own work, their due work as the worklist counts it, and no team", async () => {
    const handler = await as('handler');
    const [mine, other] = [await openWorkOf(await userId('handler')), await openWorkOf(await userId('handler2'))];
    const location = await db()
      .selectFrom('appointment_locations')
      .select('id')
      .where('name', '=', 'Centru constatări Militari')
      .executeTakeFirstOrThrow();
    const today = businessDate(ctx.t.clock.now());
    const at = (minutes: number) => new Date(Date.parse(businessDayStart(today)) + minutes * 60_000);
    const book = (work: { id: string; organisation_id: string }, minutes: number) =>
      seededBooking({
        ...work,
        assignment_id: work.id,
        location_id: location.id,
        startsAt: at(minutes),
        contact: null,
        at: '',
      });
    const { id, organisation_id } = mine[0]!;
    await addSeededBookings(db(), [
      book({ id, organisation_id }, 11 * 60),
      book(other[0]!, 10 * 60),
      // Yesterday's and tomorrow's are not today's.
      book(mine[1]!, -60),
      book(mine[2]!, 24 * 60 + 60),
    ]);

    const start = await startOf(handler);
    expect(start.inspections).toEqual([
      expect.objectContaining({ assignment_id: id, assignment_no: mine[0]!.assignment_no, time: '11:00' }),
    ]);
    expect(start.inspections[0]!.location_name).toBe('Centru constatări Militari');
    const counts = (await ctx.api.get('/api/assignments/dashboard', handler)).body as Record<string, number>;
    expect(start.due.map((d) => [d.list, d.count])).toEqual(
      ['overdue', 'deadline-breached', 'due-today', 'deadline-soon'].map((list) => [list, counts[list]]),
    );
    for (const section of start.due) expect(section.rows.length).toBe(Math.min(section.count, 5));
    const overdue = start.due.find((d) => d.list === 'overdue')!;
    for (const row of overdue.rows) expect(row.due_date < today).toBe(true);
    expect(start.approvals).toBeNull();
    expect(start.team).toBeNull();
    // The seeded notification of the handler's new work arrived since their last visit.
    expect(start.arrived.map((n) => n.name)).toEqual(['DEMO000123 · Vehicle inspection']);
  });

  it("shows a manager the team's open work per member, as the manager area counts it", async () => {
    const manager = await as('manager');
    const start = await startOf(manager);
    const team = (await ctx.api.get('/api/manager/team', manager)).body as { members: { id: string; open: number }[] };
    expect(start.team?.map((m) => [m.user_id, m.open])).toEqual(team.members.map((m) => [m.id, m.open]));
    expect(start.team?.find((m) => m.full_name === 'Elena Handler')?.open).toBeGreaterThan(0);
  });

  it('never shows another organisation anything of DEMO', async () => {
    const partner = await startOf(await as('partner1.handler'));
    const demoIds = new Set(
      (
        await db()
          .selectFrom('assignments as a')
          .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
          .select('a.id')
          .where('o.code', '=', 'DEMO')
          .execute()
      ).map((a) => a.id),
    );
    const shown = [...partner.inspections, ...partner.due.flatMap((d) => d.rows), ...(partner.approvals ?? [])];
    for (const line of shown) expect(demoIds.has(line.assignment_id)).toBe(false);
  });

  it('lists a submitted note for the approvers whose limit covers it, never for its assessor, until it is approved', async () => {
    const { id, parts } = await freshAssessment(db());
    const assessor = await as('assessor');
    const approver = await as('assessor.manager');
    const manager = await as('manager');
    const url = (tail: string) => `/api/assessments/${id}${tail}`;
    await ctx.api.put(url('/lines'), { lines: [noteLine(parts[0]!)] }, { ...assessor, ...ifMatch(0) });
    expect((await startOf(approver)).approvals?.map((n) => n.assignment_id)).not.toContain(id);
    expect((await ctx.api.post(url('/submit'), {}, { ...assessor, ...ifMatch(1) })).status).toBe(200);

    expect((await startOf(assessor)).approvals).toBeNull();
    for (const who of [approver, manager]) {
      const waiting = (await startOf(who)).approvals ?? [];
      expect(waiting.map((n) => n.assignment_id)).toContain(id);
      expect(waiting.find((n) => n.assignment_id === id)).toMatchObject({ submitted_by: 'Ioana Assessor' });
    }

    // Above 20,000.00 lei it waits for the manager only.
    await ctx.api.post(url('/return'), { reason: 'Price the part again.' }, { ...approver, ...ifMatch(2) });
    await ctx.api.put(
      url('/lines'),
      { lines: [noteLine(parts[0]!, { part_price: 3_000_000 })] },
      { ...assessor, ...ifMatch(3) },
    );
    await ctx.api.post(url('/submit'), {}, { ...assessor, ...ifMatch(4) });
    expect((await startOf(approver)).approvals?.map((n) => n.assignment_id)).not.toContain(id);
    expect((await startOf(manager)).approvals?.map((n) => n.assignment_id)).toContain(id);

    expect((await ctx.api.post(url('/approve'), {}, { ...manager, ...ifMatch(5) })).status).toBe(200);
    expect((await startOf(manager)).approvals?.map((n) => n.assignment_id)).not.toContain(id);
  });
});
