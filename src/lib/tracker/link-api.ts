import { request } from '../api/request.ts';

/*
 * The calls of the pages a message's link opens (confirming a contact or the updates, ending the
 * updates), apart from the case page's: that page, held to its 80 KB budget, loads only its own.
 */

/** Whether a confirmation link can still confirm, and what: the contact itself or the case's updates. */
export const confirmationUsable = (key: string) =>
  request<{ usable: boolean; purpose?: 'contact' | 'updates'; case_no?: string; contact?: string }>(
    `/assignment/confirmContact/${encodeURIComponent(key)}`,
  );

export const confirmContact = (key: string) =>
  request<{ confirmed: true }>(`/assignment/confirmContact/${encodeURIComponent(key)}`, { method: 'POST' });

export const unsubscribeUsable = (key: string) =>
  request<{ subscribed: boolean }>(`/tracker/updates/unsubscribe/${encodeURIComponent(key)}`);

export const unsubscribe = (key: string) =>
  request<{ subscribed: false }>(`/tracker/updates/unsubscribe/${encodeURIComponent(key)}`, { method: 'POST' });
