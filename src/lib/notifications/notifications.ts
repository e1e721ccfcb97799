import { atom, computed } from 'nanostores';
import type { Notification } from '../../../contract/notifications.ts';
import { loadClientConfig } from '../client-config.ts';
import { showForceRefreshDialog } from '../stores/messages.ts';
import { clearNotifications, fetchDeployedVersion, fetchNotifications } from './api.ts';

/**
 * New-activity notifications: polled every 5 minutes while signed in,
 * paused in hidden tabs and polled again on return; a failed poll is logged and counts as empty.
 * The same poll notices a new deployment and asks for a reload.
 */
export const $notifications = atom<Notification[]>([]);
/** The dialog is open while there is something new to show; closing it keeps the list. */
export const $notificationsOpen = atom(false);

/** The number of new activities the bell shows (0 hides it). */
export const $newActivities = computed($notifications, (list) => list.reduce((sum, n) => sum + n.new_activities, 0));

declare const __APP_VERSION__: string;

/** Whether a poll's answer opens the dialog: something to show that differs from what was shown. */
export function opensDialog(previous: readonly Notification[], now: readonly Notification[]): boolean {
  return now.length > 0 && JSON.stringify(now) !== JSON.stringify(previous);
}

/** Takes in one poll's answer: new ones open the dialog, or update it if it is open already. */
export function receiveNotifications(list: Notification[]): void {
  const previous = $notifications.get();
  $notifications.set(list);
  if (opensDialog(previous, list)) $notificationsOpen.set(true);
}

async function poll(): Promise<void> {
  const list = await fetchNotifications().catch((error: unknown) => {
    console.warn('Notifications could not be loaded; showing none:', error);
    return [] as Notification[];
  });
  receiveNotifications(list);
  const version = await fetchDeployedVersion().catch(() => null);
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

/** The bell opens the dialog, or closes it. */
export function toggleNotifications(): void {
  $notificationsOpen.set(!$notificationsOpen.get());
}

/** Closes the dialog; the list stays for the bell. */
export function closeNotifications(): void {
  $notificationsOpen.set(false);
}

export async function clearAllNotifications(): Promise<void> {
  await clearNotifications().catch((error: unknown) => console.warn('Could not clear notifications:', error));
  $notifications.set([]);
  $notificationsOpen.set(false);
}
