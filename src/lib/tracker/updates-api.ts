import { request } from '../api/request.ts';

/*
 * The case's updates by subscription, with the verified visitor's token: loaded with the part that
 * asks for them when the visitor presses "Get updates", not with the case page (its 80 KB budget).
 */

export type UpdatesStatus = 'none' | 'pending' | 'active';

/** The verified visitor's subscription to the case's updates. */
export const readUpdates = (token: string) => request<{ status: UpdatesStatus }>('/tracker/updates', { token });

/** Asks for updates: the confirmation link goes to the case's contact channel. */
export const requestUpdates = (token: string) =>
  request<{ status: UpdatesStatus }>('/tracker/updates', { method: 'POST', token });
