import { atom } from 'nanostores';
import type { ReferenceItem } from '../../../contract/reference.ts';
import type { Booking, FreeSlots } from '../../../contract/schedule.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { ApiError } from '../api/api-error.ts';
import { createSaving } from '../pages/saving.ts';
import type * as staffApi from './api.ts';

/** How many days of free slots the panel offers at once. */
export const PANEL_DAYS = 14;

export interface BookingChoice {
  county: string;
  location_id: string;
  date: string;
  /** The slot's local start, HH:mm, on `date`: the server works out the instant. */
  time: string;
}
const NONE: BookingChoice = { county: '', location_id: '', date: '', time: '' };

/** What the last change did, reported where the form was (and focused there) until the next one starts. */
export type BookingOutcome = 'booked' | 'moved' | 'cancelled';

type Api = Pick<
  typeof staffApi,
  'fetchBooking' | 'fetchCounties' | 'fetchSlots' | 'bookInspection' | 'moveBooking' | 'cancelBooking'
>;

/**
 * The booking panel of an inspection (or appointment) assignment: the current booking, or the
 * choice of county, location, day and free slot that books one; moving uses the same choice on the
 * booking's version, cancelling asks first. After each change `onChanged` reloads the assignment
 * (its timeline shows the change).
 */
export function createBookingPanel(options: {
  assignmentId: string;
  saved: string;
  onChanged: () => void;
  /** The calls of the caller's kind: staff (./api.ts) or a policyholder (./own-booking-api.ts). */
  api: Api;
  today?: () => string;
  /** The booking as the page already read it, shown until the panel's own reading arrives. */
  booking?: Booking | null;
}) {
  const { api } = options;
  const today = options.today ?? (() => businessDate(new Date()));
  const $booking = atom<Booking | null | undefined>(options.booking);
  const $mode = atom<'view' | 'choose'>('view');
  const $counties = atom<ReferenceItem[]>([]);
  const $slots = atom<FreeSlots | null>(null);
  const $choice = atom<BookingChoice>(NONE);
  const $confirmCancel = atom(false);
  // A new object for each change, so a second move in a row is reported (and focused) again.
  const $outcome = atom<{ kind: BookingOutcome } | null>(null);
  /** Why the booking could not be loaded ('' when it was); the panel offers Retry. */
  const $failed = atom('');
  const $loading = atom(false);
  const saving = createSaving(options.saved, ['location_id', 'starts_at', 'contact']);
  let round = 0;

  const loadSlots = async (county: string) => {
    const mine = ++round;
    $slots.set(null);
    const slots = await api.fetchSlots(county, today(), PANEL_DAYS).catch(() => ({ locations: [] }));
    if (mine === round) $slots.set(slots);
  };

  /**
   * Runs a change on the booking's version; a 409 `conflict` answers the booking as it is now,
   * which the panel then shows, so the next move or cancel is made on that version.
   */
  const onVersion = async <T>(action: () => Promise<T>): Promise<T | undefined> =>
    saving.save(() =>
      action().catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'conflict')
          $booking.set((error.current as Booking | null | undefined) ?? null);
        throw error;
      }),
    );

  const done = (booking: Booking | null, kind: BookingOutcome) => {
    $booking.set(booking);
    $outcome.set({ kind });
    $mode.set('view');
    $choice.set(NONE);
    options.onChanged();
  };

  return {
    $booking,
    $mode,
    $counties,
    $slots,
    $choice,
    $confirmCancel,
    $outcome,
    $failed,
    $loading,
    saving,
    /**
     * Loads the booking. A failure is not "no booking" (that would offer to book a second one):
     * the panel says why, with Retry, and the last answer stays until a new one arrives.
     */
    async enter() {
      $loading.set(true);
      try {
        $booking.set(await api.fetchBooking(options.assignmentId));
        $failed.set('');
      } catch (error) {
        $failed.set(error instanceof Error ? error.message : String(error));
      } finally {
        $loading.set(false);
      }
    },
    retry() {
      return this.enter();
    },
    /**
     * Opens the choice: to book (the only county, if there is one), or to move the booking there
     * is, starting from its county, location and day. The last outcome's message goes: it spoke of
     * what was done before this.
     */
    async choose() {
      saving.clear();
      $outcome.set(null);
      $mode.set('choose');
      if ($counties.get().length === 0) $counties.set(await api.fetchCounties().catch(() => []));
      const current = $booking.get();
      if (current) {
        await this.chooseCounty(current.county_code);
        const location = $slots.get()?.locations.find((l) => l.id === current.location_id);
        if (!location) return;
        this.chooseLocation(location.id);
        if (location.days.some((d) => d.date === current.date)) this.chooseDay(current.date);
        return;
      }
      const only = $counties.get().length === 1 ? $counties.get()[0]!.code : '';
      if (only && !$choice.get().county) await this.chooseCounty(only);
    },
    close() {
      $mode.set('view');
      $choice.set(NONE);
      saving.clear();
    },
    async chooseCounty(county: string) {
      $choice.set({ ...NONE, county });
      if (county) await loadSlots(county);
      else $slots.set(null);
      const locations = $slots.get()?.locations ?? [];
      if (locations.length === 1) this.chooseLocation(locations[0]!.id);
    },
    chooseLocation(location_id: string) {
      const location = $slots.get()?.locations.find((l) => l.id === location_id);
      $choice.set({ ...$choice.get(), location_id, date: location?.days[0]?.date ?? '', time: '' });
    },
    chooseDay(date: string) {
      $choice.set({ ...$choice.get(), date, time: '' });
    },
    chooseSlot(time: string) {
      $choice.set({ ...$choice.get(), time });
    },
    /** Books the slot chosen, or moves the booking there on the version shown. */
    async confirm() {
      const { location_id, date, time, county } = $choice.get();
      const current = $booking.get();
      const input = { location_id, date, time };
      const booking = await onVersion(() =>
        current
          ? api.moveBooking(options.assignmentId, input, current.version)
          : api.bookInspection(options.assignmentId, input),
      );
      if (booking) done(booking, current ? 'moved' : 'booked');
      // A slot taken meanwhile: the free slots are fetched again so the choice shows what is left.
      else if (county) await loadSlots(county);
    },
    askCancel: () => $confirmCancel.set(true),
    keep: () => $confirmCancel.set(false),
    async cancel() {
      const current = $booking.get();
      if (!current) return;
      const cancelled = await onVersion(() => api.cancelBooking(options.assignmentId, current.version));
      $confirmCancel.set(false);
      if (cancelled) done(null, 'cancelled');
    },
  };
}

export type BookingPanel = ReturnType<typeof createBookingPanel>;
