import type { ReferenceItem } from '../../../contract/reference.ts';
import type { Booking, BookingRequest, FreeSlots } from '../../../contract/schedule.ts';
import { request } from '../api/request.ts';

/*
 * The policyholder's own booking calls (a guest context's or a verified tracker visitor's token),
 * on the plain request: the public pages carry no staff session machinery and no schema library
 * (answers are typed by the contract; the server's tests hold them to its schemas).
 */
export interface OwnBooking {
  assignment: { id: string; assignment_no: string; assignment_type: string } | null;
  /** A bookable assignment with no active booking. */
  waiting: boolean;
  booking: Booking | null;
}

const enc = encodeURIComponent;
const bookingPath = (assignmentId: string) => `/schedule/own/${enc(assignmentId)}/booking`;

export const fetchOwnBooking = (token: string) => request<OwnBooking>('/schedule/own', { token });

/** The booking panel's calls (lib/schedule/booking-panel.ts) for a public caller's token. */
export function ownBookingApi(token: string) {
  type One = { booking: Booking | null };
  return {
    fetchCounties: () => request<ReferenceItem[]>('/schedule/counties', { token }),
    fetchSlots(county: string, from: string, days: number, locationId?: string) {
      const query = new URLSearchParams({ county, from, days: String(days) });
      if (locationId) query.set('location_id', locationId);
      return request<FreeSlots>(`/schedule/slots?${query}`, { token });
    },
    fetchBooking: async (id: string) => (await request<One>(bookingPath(id), { token })).booking,
    bookInspection: async (id: string, body: BookingRequest) =>
      (await request<{ booking: Booking }>(bookingPath(id), { token, method: 'POST', body })).booking,
    moveBooking: async (id: string, body: BookingRequest, version: number) =>
      (await request<{ booking: Booking }>(bookingPath(id), { token, method: 'PUT', body, ifMatch: version })).booking,
    cancelBooking: (id: string, version: number) =>
      request<{ booking: null }>(bookingPath(id), { token, method: 'DELETE', ifMatch: version }),
  };
}
