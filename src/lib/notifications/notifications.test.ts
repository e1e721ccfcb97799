import { describe, expect, it, vi } from 'vitest';
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
  fetchDeployedVersion: vi.fn(),
}));
vi.mock('../client-config.ts', () => ({ loadClientConfig: vi.fn() }));
vi.mock('../stores/messages.ts', () => ({ showForceRefreshDialog: vi.fn() }));

const item = (name: string, count: number) => ({ name, new_activities: count }) as Notification;

describe('the notifications', () => {
  it('open the dialog only for something new to show', () => {
    expect(opensDialog([], [])).toBe(false);
    expect(opensDialog([], [item('Claims', 2)])).toBe(true);
    expect(opensDialog([item('Claims', 2)], [item('Claims', 2)])).toBe(false);
    expect(opensDialog([item('Claims', 2)], [item('Claims', 3)])).toBe(true);
  });

  it('keep the list for the bell when the dialog is closed, and the same answer again does not reopen it', () => {
    receiveNotifications([item('Claims', 2), item('Documents', 1)]);
    expect($notificationsOpen.get()).toBe(true);
    expect($newActivities.get()).toBe(3);
    closeNotifications();
    receiveNotifications([item('Claims', 2), item('Documents', 1)]);
    expect($notificationsOpen.get()).toBe(false);
    toggleNotifications();
    expect($notificationsOpen.get()).toBe(true);
  });

  it('are emptied and the dialog closed on clearing, even when the server could not be told', async () => {
    receiveNotifications([item('Claims', 1)]);
    vi.mocked(clearNotifications).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await clearAllNotifications();
    expect($notifications.get()).toEqual([]);
    expect($notificationsOpen.get()).toBe(false);
    expect($newActivities.get()).toBe(0);
  });
});
