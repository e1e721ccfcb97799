import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import {
  AbsenceRequestSchema,
  ApproveAbsenceSchema,
  ReassignSchema,
  RejectAbsenceSchema,
  type AbsenceStatus,
  type Colleagues,
  type ReassignResult,
  type Team,
} from '../../../contract/absences.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { actorIds } from '../../http/request-context.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { actorOf } from '../../http/request-context.ts';
import { idParam } from '../../http/params.ts';
import { audit } from '../../audit/audit.ts';
import { requireArea } from '../../access/require-area.ts';
import {
  absencesWhere,
  changeAbsence,
  type AbsenceChange,
  eligibleSubstitute,
  insertAbsence,
  overlapsLiveAbsence,
  staleAbsence,
} from './absences.ts';
import { moveOpenWork } from './move-work.ts';

type Ctx = Context<AppEnv>;

/** Absences that still count: a request waiting for its answer, or approved leave. */
const LIVE: AbsenceStatus[] = ['requested', 'approved'];

/**
 * Time off (/time-off/my-absences, roles ending .selfmanaged) and the manager area (roles ending
 * .manager): request and cancel absences; see the team's workload, decide absences, move work.
 * A manager's team is their work group, or the whole organisation when they have none.
 */
export function timeOffRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const selfManaged = [signedIn, requireArea(deps, 'time-off')] as const;
  const manager = [signedIn, requireArea(deps, 'manager-area')] as const;
  const orgId = (c: Ctx) => c.var.auth.user.organisation_id;
  const now = () => deps.clock.now();
  const today = () => businessDate(now());
  /** Who changes something: the real person, also when acting for a colleague. */
  const changer = (c: Ctx) => actorIds(actorOf(c)).actor_user_id;
  const mine = async (c: Ctx) =>
    c.json(await absencesWhere(deps.db, { organisationId: orgId(c), userIds: [c.var.auth.user.id] }));

  const teamOf = async (c: Ctx) => {
    const { user } = c.var.auth;
    let query = deps.db
      .selectFrom('users')
      .select(['id', 'full_name'])
      .where('organisation_id', '=', user.organisation_id)
      .where('locked_at', 'is', null);
    if (user.work_group) query = query.where('work_group', '=', user.work_group);
    return { group: user.work_group, members: await query.orderBy('full_name').execute() };
  };
  /** An absence of the caller's team waiting for a decision, on the version the manager saw. */
  const teamAbsence = async (c: Ctx) => {
    const team = await teamOf(c);
    const [absence] = await absencesWhere(deps.db, {
      organisationId: orgId(c),
      userIds: team.members.map((m) => m.id),
      id: idParam(c, 'id', 'absence'),
    });
    if (!absence) throw new AppError('not_found', 'There is no such absence in your team.');
    if (absence.user_id === c.var.auth.user.id)
      throw new AppError('forbidden', 'Another manager decides your own absence.');
    const expected = requireIfMatch(c);
    if (absence.version !== expected) throw await staleAbsence(deps.db, orgId(c), absence.id);
    if (absence.status !== 'requested') throw new AppError('conflict', 'This absence is already decided or cancelled.');
    return { absence, expected };
  };
  /** Decides or cancels an absence on the version the caller saw; whoever changed it first wins. */
  const change = async (
    c: Ctx,
    id: string,
    from: AbsenceStatus[],
    expected: number,
    to: AbsenceChange,
    audited?: Parameters<typeof audit>[2],
  ) => {
    await deps.db.transaction().execute(async (trx) => {
      const changed = await changeAbsence(trx, id, from, { expected, byUserId: changer(c), at: now() }, to);
      if (!changed) throw await staleAbsence(trx, orgId(c), id);
      if (audited) await audit(trx, actorOf(c), audited, now());
    });
    setVersion(c, expected + 1);
  };
  const pending = async (c: Ctx) => {
    const team = await teamOf(c);
    return c.json(
      await absencesWhere(deps.db, {
        organisationId: orgId(c),
        userIds: team.members.map((m) => m.id),
        statuses: ['requested', 'approved'],
        endingFrom: today(),
      }),
    );
  };

  return new Hono<AppEnv>()
    .get('/time-off/absences', ...selfManaged, mine)
    .get('/time-off/colleagues', ...selfManaged, async (c) => {
      const rows = await deps.db
        .selectFrom('users')
        .select(['id', 'full_name'])
        .where('organisation_id', '=', orgId(c))
        .where('locked_at', 'is', null)
        .where('id', '!=', c.var.auth.user.id)
        .orderBy('full_name')
        .execute();
      return c.json(rows satisfies Colleagues);
    })
    .post('/time-off/absences', ...selfManaged, async (c) => {
      const body = await readJson(c, AbsenceRequestSchema);
      const { user } = c.var.auth;
      if (body.starts_on < today())
        throw new AppError('validation_failed', 'starts_on: an absence cannot start in the past.');
      if (
        body.substitute_user_id &&
        !(await eligibleSubstitute(deps.db, user.organisation_id, body.substitute_user_id, user.id))
      ) {
        throw new AppError('validation_failed', 'substitute_user_id: choose an active colleague.');
      }
      if (await overlapsLiveAbsence(deps.db, user.id, body.starts_on, body.ends_on))
        throw new AppError('conflict', 'starts_on: you already have an absence on some of these days.');
      const who = { organisationId: user.organisation_id, userId: user.id, byUserId: changer(c) };
      await insertAbsence(deps.db, who, timeOrderedId(now()), body, now());
      return mine(c);
    })
    .post('/time-off/absences/:id/cancel', ...selfManaged, async (c) => {
      const [absence] = await absencesWhere(deps.db, {
        organisationId: orgId(c),
        userIds: [c.var.auth.user.id],
        id: idParam(c, 'id', 'absence'),
      });
      if (!absence) throw new AppError('not_found', 'There is no absence of yours to cancel with that id.');
      const expected = requireIfMatch(c);
      if (absence.version !== expected) throw await staleAbsence(deps.db, orgId(c), absence.id);
      if (!LIVE.includes(absence.status) || absence.ends_on < today())
        throw new AppError('not_found', 'There is no absence of yours to cancel with that id.');
      await change(c, absence.id, LIVE, expected, { status: 'cancelled' });
      return mine(c);
    })
    .get('/manager/team', ...manager, async (c) => {
      const team = await teamOf(c);
      const ids = team.members.map((m) => m.id);
      const day = today();
      const counts = ids.length
        ? await deps.db
            .selectFrom('assignments')
            .select((eb) => [
              'assignee_user_id',
              eb.fn.countAll<number>().as('open'),
              eb.fn.sum<number>(eb.case().when('due_date', '<', day).then(1).else(0).end()).as('overdue'),
              eb.fn.sum<number>(eb.case().when('due_date', '=', day).then(1).else(0).end()).as('due_today'),
            ])
            .where('organisation_id', '=', orgId(c))
            .where('is_final', '=', 0)
            .where('assignee_user_id', 'in', ids)
            .groupBy('assignee_user_id')
            .execute()
        : [];
      const away = await absencesWhere(deps.db, {
        organisationId: orgId(c),
        userIds: ids,
        statuses: ['approved'],
        endingFrom: day,
      });
      let unassigned = deps.db
        .selectFrom('assignments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('organisation_id', '=', orgId(c))
        .where('is_final', '=', 0)
        .where('assignee_user_id', 'is', null);
      if (team.group) unassigned = unassigned.where('group_code', '=', team.group);
      const answer: Team = {
        group: team.group,
        unassigned: Number((await unassigned.executeTakeFirstOrThrow()).n),
        members: team.members.map((m) => {
          const count = counts.find((r) => r.assignee_user_id === m.id);
          const absence = away.find((a) => a.user_id === m.id && a.starts_on <= day);
          return {
            id: m.id,
            full_name: m.full_name,
            open: Number(count?.open ?? 0),
            overdue: Number(count?.overdue ?? 0),
            due_today: Number(count?.due_today ?? 0),
            away_until: absence?.ends_on ?? null,
            substitute_full_name: absence?.substitute_full_name ?? null,
          };
        }),
      };
      return c.json(answer);
    })
    .get('/manager/absences', ...manager, pending)
    .post('/manager/absences/:id/approve', ...manager, async (c) => {
      const { absence, expected } = await teamAbsence(c);
      const { substitute_user_id } = await readJson(c, ApproveAbsenceSchema);
      const substitute = await eligibleSubstitute(deps.db, orgId(c), substitute_user_id, absence.user_id);
      if (!substitute)
        throw new AppError('validation_failed', 'substitute_user_id: choose an active colleague of the absent person.');
      await change(
        c,
        absence.id,
        ['requested'],
        expected,
        { status: 'approved', substitute_user_id: substitute.id, decided_by_user_id: c.var.auth.user.id },
        {
          action: 'absence.approve',
          target: absence.user_full_name,
          before: { status: 'requested' },
          after: {
            status: 'approved',
            substitute: substitute.full_name,
            starts_on: absence.starts_on,
            ends_on: absence.ends_on,
          },
        },
      );
      return pending(c);
    })
    .post('/manager/absences/:id/reject', ...manager, async (c) => {
      const { absence, expected } = await teamAbsence(c);
      const { reason } = await readJson(c, RejectAbsenceSchema);
      await change(
        c,
        absence.id,
        ['requested'],
        expected,
        { status: 'rejected', decision_note: reason, decided_by_user_id: c.var.auth.user.id },
        {
          action: 'absence.reject',
          target: absence.user_full_name,
          before: { status: 'requested' },
          after: { status: 'rejected', reason },
        },
      );
      return pending(c);
    })
    .post('/manager/reassign', ...manager, async (c) => {
      const body = await readJson(c, ReassignSchema);
      const team = await teamOf(c);
      const inTeam = (id: string) => team.members.some((m) => m.id === id);
      if (!inTeam(body.from_user_id))
        throw new AppError('validation_failed', 'from_user_id: choose a member of your team.');
      if (!inTeam(body.to_user_id) || body.to_user_id === body.from_user_id)
        throw new AppError('validation_failed', 'to_user_id: choose another member of your team.');
      const move = {
        organisationId: orgId(c),
        fromUserId: body.from_user_id,
        toUserId: body.to_user_id,
        onlyOverdue: body.only_overdue,
      };
      const moved = await moveOpenWork(deps.db, actorOf(c), move, now());
      return c.json(moved satisfies ReassignResult);
    });
}
