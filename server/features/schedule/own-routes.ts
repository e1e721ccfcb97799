import * as v from 'valibot';
import { BOOKABLE_TYPES, BookingRequestSchema } from '../../../contract/schedule.ts';
import { AppError } from '../../errors.ts';
import { factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import type { CallerDeps } from './caller.ts';
import { cancelBooking } from './cancel-booking.ts';
import { bookingCalendar } from './ics.ts';
import { ownAssignment, ownCaller, type OwnCaller } from './own-caller.ts';
import { bookInspection, moveBooking, type BookingCall } from './place-booking.ts';
import { activeBooking } from './repository.ts';

const AssignmentParams = v.object({ id: IdSchema });

/**
 * /api/schedule/own: the policyholder's own booking, for a guest context (bearer guest token) or a
 * verified tracker visitor (bearer case token). `GET /` says which assignment the caller may book
 * for, whether it waits for an inspection and its booking; `/:id/booking` reads, books, moves and
 * cancels it, the id being that assignment's (any other is 404).
 */
export function ownBookingRoutes(deps: CallerDeps) {
  const { db, clock } = deps.services;
  const callerOf = ownCaller(deps);
  const assignmentParam = validParams(AssignmentParams, 'error.notFound.assignment');
  const callFor = (caller: OwnCaller, id: string): BookingCall => ({
    assignment: ownAssignment(caller, id),
    booker: caller.booker,
    now: clock.now(),
  });
  /** The body's place, with the contact on record in place of any the body sent. */
  const placeOf = async (c: Parameters<typeof readJson>[0], caller: OwnCaller) => {
    const { contact: _ignored, ...place } = await readJson(c, BookingRequestSchema);
    return { ...place, contact: caller.contact };
  };

  return (
    factory
      .createApp()
      .get('/', async (c) => {
        const caller = await callerOf(c);
        const assignment = caller.assignment;
        const bookable =
          assignment !== null &&
          assignment.is_final === 0 &&
          (BOOKABLE_TYPES as readonly string[]).includes(assignment.assignment_type);
        const booking = bookable ? await activeBooking(db, assignment.id) : null;
        if (booking) setVersion(c, booking.version);
        return c.json({
          assignment: bookable
            ? {
                id: assignment.id,
                assignment_no: assignment.assignment_no,
                assignment_type: assignment.assignment_type,
              }
            : null,
          waiting: bookable && booking === null,
          booking,
        });
      })
      .get('/:id/booking', assignmentParam, async (c) => {
        const call = callFor(await callerOf(c), c.req.valid('param').id);
        const booking = await activeBooking(db, call.assignment.id);
        if (booking) setVersion(c, booking.version);
        return c.json({ booking });
      })
      // The booking as a calendar entry, for "Add to calendar" on the page that booked it: the same
      // entry (UID, sequence) the confirmation e-mail carries, so a calendar that has one updates it.
      .get('/:id/booking/calendar', assignmentParam, async (c) => {
        const call = callFor(await callerOf(c), c.req.valid('param').id);
        const booking = await activeBooking(db, call.assignment.id);
        if (!booking) throw new AppError('not_found', 'error.schedule.noBooking');
        const facts = {
          ...booking,
          organisation_id: call.assignment.organisation_id,
          assignment_no: call.assignment.assignment_no,
        };
        c.header('Content-Type', 'text/calendar; charset=utf-8');
        c.header(
          'Content-Disposition',
          `attachment; filename="inspection-${call.assignment.assignment_no.replace(/[^\w-]/g, '-')}.ics"`,
        );
        c.header('Cache-Control', 'no-store');
        return c.body(await bookingCalendar(db, facts, call.now));
      })
      .post('/:id/booking', assignmentParam, async (c) => {
        const caller = await callerOf(c);
        const call = callFor(caller, c.req.valid('param').id);
        const booking = await bookInspection(db, call, await placeOf(c, caller));
        setVersion(c, booking.version);
        return c.json({ booking });
      })
      .put('/:id/booking', assignmentParam, async (c) => {
        const caller = await callerOf(c);
        const call = callFor(caller, c.req.valid('param').id);
        const expected = requireIfMatch(c);
        const booking = await moveBooking(db, call, await placeOf(c, caller), expected);
        setVersion(c, booking.version);
        return c.json({ booking });
      })
      .delete('/:id/booking', assignmentParam, async (c) => {
        const call = callFor(await callerOf(c), c.req.valid('param').id);
        await cancelBooking(db, call, requireIfMatch(c));
        return c.json({ booking: null });
      })
  );
}
