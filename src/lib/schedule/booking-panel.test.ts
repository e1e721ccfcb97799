import { describe, expect, it, vi } from 'vitest';
import type { Booking, FreeSlots } from '../../../contract/schedule.ts';
import { ApiError } from '../api/api-error.ts';
import { createBookingPanel } from './booking-panel.ts';

vi.mock('../stores/messages.ts', () => ({ showSnack: () => undefined }));

const booking = (version: number, time = '10:00') =>
  ({
    id: 'b1',
    version,
    time,
    date: '2026-01-16',
    status: 'booked',
    county_code: 'B',
    location_id: 'militari',
  }) as Booking;
const slots: FreeSlots = {
  locations: [
    {
      id: 'militari',
      name: 'Militari',
      address: 'x',
      county_code: 'B',
      slot_minutes: 30,
      bays: 2,
      days: [
        { date: '2026-01-16', times: ['10:00'], free: [1] },
        { date: '2026-01-17', times: ['09:00'], free: [2] },
      ],
    },
  ],
};

function panel(overrides: Record<string, unknown> = {}) {
  const api = {
    fetchBooking: vi.fn(async () => null as Booking | null),
    fetchCounties: vi.fn(async () => [{ code: 'B', name: 'Bucuresti', parent_code: 'RO' }]),
    fetchSlots: vi.fn(async () => slots),
    bookInspection: vi.fn(async () => booking(1)),
    moveBooking: vi.fn(async () => booking(2, '09:00')),
    cancelBooking: vi.fn(async () => ({ booking: null })),
    ...overrides,
  };
  const onChanged = vi.fn();
  const p = createBookingPanel({ assignmentId: 'a1', saved: 'Saved.', onChanged, api, today: () => '2026-01-15' });
  return { p, api, onChanged };
}

describe('the booking panel', () => {
  it('picks the only county and location, the first day, and books the slot chosen', async () => {
    const { p, api, onChanged } = panel();
    await p.enter();
    expect(p.$booking.get()).toBeNull();
    await p.choose();
    expect(api.fetchSlots).toHaveBeenCalledWith('B', '2026-01-15', 14);
    expect(p.$choice.get()).toEqual({ county: 'B', location_id: 'militari', date: '2026-01-16', time: '' });
    p.chooseSlot('10:00');
    await p.confirm();
    expect(api.bookInspection).toHaveBeenCalledWith('a1', {
      location_id: 'militari',
      date: '2026-01-16',
      time: '10:00',
    });
    expect(p.$booking.get()?.version).toBe(1);
    expect(p.$mode.get()).toBe('view');
    expect(p.$outcome.get()).toEqual({ kind: 'booked' });
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it("starts a move from the booking's county, location and day, and drops the last outcome's message", async () => {
    const { p, api } = panel({ fetchBooking: vi.fn(async () => ({ ...booking(1), date: '2026-01-17' })) });
    await p.enter();
    await p.choose();
    expect(api.fetchSlots).toHaveBeenLastCalledWith('B', '2026-01-15', 14);
    expect(p.$choice.get()).toEqual({ county: 'B', location_id: 'militari', date: '2026-01-17', time: '' });
    p.chooseSlot('09:00');
    await p.confirm();
    const first = p.$outcome.get();
    expect(first).toEqual({ kind: 'moved' });
    await p.choose();
    expect(p.$outcome.get()).toBeNull();
    // The moved booking (on the 16th) is where the next move starts.
    expect(p.$choice.get()).toEqual({ county: 'B', location_id: 'militari', date: '2026-01-16', time: '' });
    p.chooseSlot('10:00');
    await p.confirm();
    // A second move is a new outcome, so the page reports it (and moves focus to it) again.
    expect(p.$outcome.get()).toEqual({ kind: 'moved' });
    expect(p.$outcome.get()).not.toBe(first);
  });

  it('moves on the version shown, and cancels only after asking', async () => {
    const { p, api } = panel({ fetchBooking: vi.fn(async () => booking(1)) });
    await p.enter();
    await p.choose();
    p.chooseDay('2026-01-17');
    p.chooseSlot('09:00');
    await p.confirm();
    expect(api.moveBooking).toHaveBeenCalledWith('a1', expect.objectContaining({ location_id: 'militari' }), 1);
    expect(p.$booking.get()?.time).toBe('09:00');
    p.askCancel();
    expect(p.$confirmCancel.get()).toBe(true);
    await p.cancel();
    expect(api.cancelBooking).toHaveBeenCalledWith('a1', 2);
    expect(p.$booking.get()).toBeNull();
    expect(p.$confirmCancel.get()).toBe(false);
    expect(p.$outcome.get()).toEqual({ kind: 'cancelled' });
  });

  it('keeps the choice when the slot was taken meanwhile, shows why beside the slot and fetches the slots again', async () => {
    const full = new ApiError(409, 'slot_full', 'Someone has just booked the last place in that slot.', {
      field: 'starts_at',
    });
    const { p, api } = panel({ bookInspection: vi.fn(async () => Promise.reject(full)) });
    await p.enter();
    await p.choose();
    p.chooseSlot('10:00');
    await p.confirm();
    expect(p.$mode.get()).toBe('choose');
    expect(p.saving.$fields.get()).toEqual({ starts_at: 'Someone has just booked the last place in that slot.' });
    expect(api.fetchSlots).toHaveBeenCalledTimes(2);
  });

  it('after a 409 conflict shows the booking as it is now, so the next change uses its version', async () => {
    const stale = new ApiError(409, 'conflict', 'Changed meanwhile.', { current: booking(3, '11:00') });
    const { p, api } = panel({
      fetchBooking: vi.fn(async () => booking(1)),
      cancelBooking: vi.fn(async () => Promise.reject(stale)),
    });
    await p.enter();
    p.askCancel();
    await p.cancel();
    expect(p.$booking.get()).toMatchObject({ version: 3, time: '11:00' });
    api.cancelBooking.mockImplementation(async () => ({ booking: null }));
    p.askCancel();
    await p.cancel();
    expect(api.cancelBooking).toHaveBeenLastCalledWith('a1', 3);
    expect(p.$booking.get()).toBeNull();
  });

  it('on a failed load says why and offers no booking until Retry loads it', async () => {
    const { p, api } = panel({
      fetchBooking: vi.fn(async (): Promise<Booking | null> => Promise.reject(new Error('Network down'))),
    });
    await p.enter();
    expect(p.$failed.get()).toBe('Network down');
    // Not "no booking": that would offer to book one beside the booking there may be.
    expect(p.$booking.get()).toBeUndefined();
    api.fetchBooking.mockImplementation(async () => booking(1));
    const retried = p.retry();
    expect(p.$loading.get()).toBe(true);
    await retried;
    expect(p.$loading.get()).toBe(false);
    expect(p.$failed.get()).toBe('');
    expect(p.$booking.get()?.version).toBe(1);
  });
});
