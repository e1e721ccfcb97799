import { atom } from 'nanostores';
import * as v from 'valibot';
import { NotificationListSchema, type Notification } from '../../../contract/notifications.ts';
import { VersionResponseSchema } from '../../../contract/version.ts';
import { apiGet } from '../api/client.ts';
import { loadClientConfig } from '../client-config.ts';
import { showForceRefreshDialog } from './messages.ts';

/**
 * New-activity notifications: polled every 5 minutes while signed in,
 * paused in hidden tabs and polled again on return; a failed poll is logged and counts as empty.
 * The same poll notices a new deployment and asks for a reload.
 */
export const $notifications = atom<Notification[]>([]);
/** The dialog is open while there is something new to show; closing it keeps the list. */
export const $notificationsOpen = atom(false);

declare const __APP_VERSION__: string;

async function poll(): Promise<void> {
  const list = await apiGet('/config/users/browseNotifications', NotificationListSchema).catch((error: unknown) => {
    console.warn('Notifications could not be loaded; showing none:', error);
    return [] as Notification[];
  });
  const previous = JSON.stringify($notifications.get());
  $notifications.set(list);
  // New ones open the dialog, or update it if it is open already.
  if (list.length > 0 && JSON.stringify(list) !== previous) $notificationsOpen.set(true);
  const version = await apiGet('/version', VersionResponseSchema).catch(() => null);
  if (version && version.version !== __APP_VERSION__) showForceRefreshDialog();
}

let started = false;

export async function startNotifications(): Promise<void> {
  if (started) return;
  started = true;
  const config = await loadClientConfig();
  let timer: ReturnType<typeof setInterval> | null = null;
  const schedule = () => {
    if (timer) clearInterval(timer);
    timer = document.hidden ? null : setInterval(() => void poll(), config.notification_poll_ms);
  };
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void poll();
    schedule();
  });
  await poll();
  schedule();
}

export async function clearAllNotifications(): Promise<void> {
  await apiGet('/config/users/clearNotifications', v.unknown()).catch((error: unknown) =>
    console.warn('Could not clear notifications:', error),
  );
  $notifications.set([]);
  $notificationsOpen.set(false);
}
