import type { ReferenceItem } from '../../../contract/reference.ts';
import type { Booking, BookingRequest, FreeSlots } from '../../../contract/schedule.ts';
import { request, send } from '../api/request.ts';

// Apart from own-api.ts: the page's first load needs only the question whether to offer a booking.
const enc = encodeURIComponent;
const bookingPath = (assignmentId: string) => `/schedule/own/${enc(assignmentId)}/booking`;

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
    /** The booking as a calendar entry (.ics) and the name the server gives it. */
    calendarFile: async (id: string) => {
      const { data, headers } = await send(`${bookingPath(id)}/calendar`, { token }, 'blob');
      const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'inspection.ics';
      return { blob: data, name };
    },
    cancelBooking: (id: string, version: number) =>
      request<{ booking: null }>(bookingPath(id), { token, method: 'DELETE', ifMatch: version }),
  };
}
