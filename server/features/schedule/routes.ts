import * as v from 'valibot';
import { AgendaQuerySchema, BookingRequestSchema, SlotsQuerySchema } from '../../../contract/schedule.ts';
import { hasRole, ROLES } from '../../../contract/roles.ts';
import { mayChange } from '../../access/assignment-rules.ts';
import { requireArea } from '../../access/require-area.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams, validQuery } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorIds, actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import { findAssignmentFor } from '../assignments/index.ts';
import { requireSession } from '../auth/index.ts';
import { rolesOf, type UserRow } from '../organisations/index.ts';
import { agendaOf } from './agenda.ts';
import { callerOrganisation, type CallerDeps } from './caller.ts';
import { cancelBooking } from './cancel-booking.ts';
import { createFreeSlotsCache } from './free-slots-cache.ts';
import { assertSlotsFrom } from './slots-window.ts';
import { reusableJsonResponse } from '../../http/compressed-json.ts';
import { activeLocations, countiesWithLocations } from './locations.ts';
import { assertBookable, bookInspection, moveBooking, type BookingCall } from './place-booking.ts';
import { ownBookingRoutes } from './own-routes.ts';
import { activeBooking } from './repository.ts';

const AssignmentParams = v.object({ id: IdSchema });
const mayBook = (user: UserRow, assignment: Parameters<typeof mayChange>[1]) =>
  mayChange(user, assignment) ||
  hasRole(rolesOf(user), ROLES.assessor) ||
  hasRole(rolesOf(user), ROLES.assessorManager);

/**
 * /api/schedule: inspection appointments. Counties and free slots answer staff, guests and verified
 * tracker visitors (each for their own organisation); bookings here are staff's, on an assignment
 * of their organisation (the guest and tracker routes call the same operations for their own one).
 */
export function scheduleRoutes(deps: CallerDeps) {
  const { db, clock } = deps.services;
  const cachedFreeSlots = createFreeSlotsCache(db);
  const organisationOf = callerOrganisation(deps);
  const staff = requireSession(deps.services, ['full']);
  const assignmentParam = validParams(AssignmentParams, 'error.notFound.assignment');

  const staffCall = async (c: Parameters<typeof actorOf>[0], id: string, checkType = true): Promise<BookingCall> => {
    const actor = actorOf(c);
    const assignment = await findAssignmentFor(db, actor.user, id);
    if (!mayBook(actor.user, assignment)) throw new AppError('forbidden', 'error.assignments.changeNotAllowed');
    if (checkType) assertBookable(assignment);
    const ids = actorIds(actor);
    return {
      assignment,
      booker: { kind: 'staff', actorUserId: ids.actor_user_id, actingAsUserId: ids.acting_as_user_id },
      now: clock.now(),
    };
  };

  return factory
    .createApp()
    .route('/own', ownBookingRoutes(deps))
    .get('/counties', async (c) => {
      const organisationId = await organisationOf(c);
      c.header('Cache-Control', 'private, max-age=300');
      return c.json(await countiesWithLocations(db, organisationId, requestLanguage(c)));
    })
    .get('/slots', validQuery(SlotsQuerySchema), async (c) => {
      const organisationId = await organisationOf(c);
      const query = c.req.valid('query');
      assertSlotsFrom(query.from, clock.now());
      return reusableJsonResponse(
        c,
        await cachedFreeSlots(organisationId, { ...query, days: query.days }, clock.now()),
      );
    })
    .get('/locations', staff, async (c) => c.json(await activeLocations(db, c.var.auth.user.organisation_id)))
    .get('/agenda', staff, requireArea(deps.services, 'agenda'), validQuery(AgendaQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const agenda = await agendaOf(db, c.var.auth.user.organisation_id, { ...query, days: Number(query.days) });
      return c.json(agenda);
    })
    .get('/assignments/:id/booking', staff, assignmentParam, async (c) => {
      const assignment = await findAssignmentFor(db, c.var.auth.user, c.req.valid('param').id);
      const booking = await activeBooking(db, assignment.id);
      if (booking) setVersion(c, booking.version);
      return c.json({ booking });
    })
    .post('/assignments/:id/booking', staff, assignmentParam, async (c) => {
      const call = await staffCall(c, c.req.valid('param').id);
      const booking = await bookInspection(db, call, await readJson(c, BookingRequestSchema));
      setVersion(c, booking.version);
      return c.json({ booking });
    })
    .put('/assignments/:id/booking', staff, assignmentParam, async (c) => {
      const call = await staffCall(c, c.req.valid('param').id);
      const expected = requireIfMatch(c);
      const booking = await moveBooking(db, call, await readJson(c, BookingRequestSchema), expected);
      setVersion(c, booking.version);
      return c.json({ booking });
    })
    .delete('/assignments/:id/booking', staff, assignmentParam, async (c) => {
      const call = await staffCall(c, c.req.valid('param').id, false);
      await cancelBooking(db, call, requireIfMatch(c));
      return c.json({ booking: null });
    });
}
