import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import { clearNotifications } from './api.ts';
import {
  $newActivities,
  $notifications,
  $notificationsOpen,
  clearAllNotifications,
  closeNotifications,
  opensDialog,
  receiveNotifications,
  toggleNotifications,
} from './notifications.ts';

vi.mock('./api.ts', () => ({
  fetchNotifications: vi.fn(),
  clearNotifications: vi.fn(),
}));
vi.mock('../client-config.ts', () => ({ loadClientConfig: vi.fn() }));
vi.mock('../stores/messages.ts', () => ({ showForceRefreshDialog: vi.fn() }));

/** The tab's session storage, as a browser keeps it between the pages of a session. */
function freshSessionStorage(): Map<string, string> {
  const kept = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => kept.set(key, value),
  });
  return kept;
}

const item = (id: string, count: number) =>
  ({ id, name: `Claim ${id}`, new_activities: count, assignment_id: null }) as unknown as Notification;

beforeEach(() => {
  freshSessionStorage();
  $notifications.set([]);
  $notificationsOpen.set(false);
});

describe('the notifications', () => {
  it('open the dialog only for one not seen yet', () => {
    expect(opensDialog(new Set(), [])).toBe(false);
    expect(opensDialog(new Set(), [item('a', 2)])).toBe(true);
    expect(opensDialog(new Set(['a']), [item('a', 2)])).toBe(false);
    expect(opensDialog(new Set(['a']), [item('a', 2), item('b', 1)])).toBe(true);
  });

  it('keep the list for the bell when the dialog is closed, and the same answer again does not reopen it', () => {
    receiveNotifications([item('a', 2), item('b', 1)]);
    expect($notificationsOpen.get()).toBe(true);
    expect($newActivities.get()).toBe(3);
    closeNotifications();
    receiveNotifications([item('a', 2), item('b', 1)]);
    expect($notificationsOpen.get()).toBe(false);
    toggleNotifications();
    expect($notificationsOpen.get()).toBe(true);
  });

  it('stay closed on the next page of the session, until one arrives that the dialog did not show', () => {
    receiveNotifications([item('a', 2)]);
    closeNotifications();
    // The next page starts with empty stores and the same session storage.
    $notifications.set([]);
    receiveNotifications([item('a', 2)]);
    expect($notificationsOpen.get()).toBe(false);
    receiveNotifications([item('a', 2), item('c', 1)]);
    expect($notificationsOpen.get()).toBe(true);
  });

  it('open again on the next page when the dialog was left open rather than closed', () => {
    receiveNotifications([item('a', 2)]);
    $notifications.set([]);
    $notificationsOpen.set(false);
    receiveNotifications([item('a', 2)]);
    expect($notificationsOpen.get()).toBe(true);
  });

  it('are emptied and the dialog closed on clearing, even when the server could not be told', async () => {
    receiveNotifications([item('a', 1)]);
    vi.mocked(clearNotifications).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await clearAllNotifications();
    expect($notifications.get()).toEqual([]);
    expect($notificationsOpen.get()).toBe(false);
    expect($newActivities.get()).toBe(0);
    // The server still has it: the next poll brings it back to the bell, not to an open dialog.
    receiveNotifications([item('a', 1)]);
    expect($notificationsOpen.get()).toBe(false);
  });
});
