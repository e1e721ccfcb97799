import type { Booking } from '../../../contract/schedule.ts';
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

export const fetchOwnBooking = (token: string) => request<OwnBooking>('/schedule/own', { token });
