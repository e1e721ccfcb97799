import * as v from 'valibot';
import { ApproveAbsenceSchema, ReassignSchema, RejectAbsenceSchema } from '../../../contract/absences.ts';
import { MOVE_BATCH } from '../../../contract/absences.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { HeldWorkQuerySchema, MoveChosenSchema } from '../../../contract/distribution.ts';
import { requireArea } from '../../access/require-area.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams, validQuery } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { colleaguesWhoMayHold, type UserRow } from '../organisations/index.ts';
import { openWorkToChoose } from '../assignments/index.ts';
import { AppError } from '../../errors.ts';
import { requestLanguage } from '../../i18n.ts';
import { absenceToDecide, approveAbsence, rejectAbsence } from './decide-absence.ts';
import { moveChosenWork } from './move-chosen.ts';
import { moveOpenWork } from './move-work.ts';
import { teamAbsences, teamOf, teamWorkload } from './team.ts';

const AbsenceParams = v.object({ id: IdSchema });

/**
 * /api/manager (roles ending .manager): the team's workload, its absences to decide, and moving a
 * member's work (all, overdue or chosen) to a colleague. A manager's team is their work group, or
 * the whole organisation when they have none.
 */
export function managerRoutes(deps: Services) {
  const manager = [requireSession(deps, ['full']), requireArea(deps, 'manager-area')] as const;
  const today = () => businessDate(deps.clock.now());
  const pending = (user: UserRow) => teamAbsences(deps.db, user, today());

  return factory
    .createApp()
    .get('/team', ...manager, async (c) => c.json(await teamWorkload(deps.db, c.var.auth.user, today())))
    .get('/absences', ...manager, async (c) => c.json(await pending(c.var.auth.user)))
    .post('/absences/:id/approve', ...manager, validParams(AbsenceParams, 'error.notFound.absence'), async (c) => {
      const { user } = c.var.auth;
      const toDecide = await absenceToDecide(deps.db, {
        manager: user,
        id: c.req.valid('param').id,
        expected: () => requireIfMatch(c),
      });
      const { substitute_user_id } = await readJson(c, ApproveAbsenceSchema);
      const now = deps.clock.now();
      setVersion(
        c,
        await approveAbsence(deps.db, { ...toDecide, substituteId: substitute_user_id, actor: actorOf(c), now }),
      );
      return c.json(await pending(user));
    })
    .post('/absences/:id/reject', ...manager, validParams(AbsenceParams, 'error.notFound.absence'), async (c) => {
      const { user } = c.var.auth;
      const toDecide = await absenceToDecide(deps.db, {
        manager: user,
        id: c.req.valid('param').id,
        expected: () => requireIfMatch(c),
      });
      const { reason } = await readJson(c, RejectAbsenceSchema);
      setVersion(c, await rejectAbsence(deps.db, { ...toDecide, reason, actor: actorOf(c), now: deps.clock.now() }));
      return c.json(await pending(user));
    })
    .get('/colleagues', ...manager, async (c) =>
      c.json(await colleaguesWhoMayHold(deps.db, c.var.auth.user.organisation_id)),
    )
    .get('/work', ...manager, validQuery(HeldWorkQuerySchema), async (c) => {
      const { user } = c.var.auth;
      const holderId = c.req.valid('query').holder_id;
      if (!(await teamOf(deps.db, user)).members.some((m) => m.id === holderId))
        throw new AppError('validation_failed', 'error.manager.fromNotInTeam', { field: 'holder_id' });
      const options = {
        organisationId: user.organisation_id,
        holderId,
        limit: MOVE_BATCH,
        language: requestLanguage(c),
      };
      return c.json(await openWorkToChoose(deps.db, options));
    })
    .post('/move', ...manager, async (c) => {
      const body = await readJson(c, MoveChosenSchema);
      const move = { actor: actorOf(c), toUserId: body.to_user_id, chosen: body.assignments, now: deps.clock.now() };
      return c.json(await moveChosenWork(deps.db, move));
    })
    .post('/reassign', ...manager, async (c) => {
      const body = await readJson(c, ReassignSchema);
      const moved = await moveOpenWork(deps.db, {
        actor: actorOf(c),
        fromUserId: body.from_user_id,
        toUserId: body.to_user_id,
        onlyOverdue: body.only_overdue,
        now: deps.clock.now(),
      });
      return c.json(moved);
    });
}
