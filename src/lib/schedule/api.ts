import * as v from 'valibot';
import { ReferenceListSchema } from '../../../contract/reference.ts';
import {
  AgendaSchema,
  CurrentBookingSchema,
  FreeSlotsSchema,
  ScheduleLocationsSchema,
  type BookingRequest,
} from '../../../contract/schedule.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../api/client.ts';

/** The appointment calls of the staff pages, each checked against its contract/ schema. */
const enc = encodeURIComponent;
const bookingPath = (assignmentId: string) => `/schedule/assignments/${enc(assignmentId)}/booking`;

export const fetchCounties = () => apiGet('/schedule/counties', ReferenceListSchema);
export const fetchScheduleLocations = () => apiGet('/schedule/locations', ScheduleLocationsSchema);

export function fetchSlots(county: string, from: string, days: number, locationId?: string) {
  const query = new URLSearchParams({ county, from, days: String(days) });
  if (locationId) query.set('location_id', locationId);
  return apiGet(`/schedule/slots?${query}`, FreeSlotsSchema);
}

export const fetchBooking = async (assignmentId: string) =>
  (await apiGet(bookingPath(assignmentId), CurrentBookingSchema)).booking;

export const bookInspection = async (assignmentId: string, input: BookingRequest) =>
  (await apiPost(bookingPath(assignmentId), input, CurrentBookingSchema)).booking;

export const moveBooking = async (assignmentId: string, input: BookingRequest, version: number) =>
  (await apiPut(bookingPath(assignmentId), input, CurrentBookingSchema, { ifMatch: version })).booking;

export const cancelBooking = (assignmentId: string, version: number) =>
  apiDelete(bookingPath(assignmentId), v.object({ booking: v.null() }), { ifMatch: version });

export function fetchAgenda(locationId: string, from: string, days: 1 | 7) {
  const query = new URLSearchParams({ location_id: locationId, from, days: String(days) });
  return apiGet(`/schedule/agenda?${query}`, AgendaSchema);
}
