import { atom, computed } from 'nanostores';
import type { Notification } from '../../../contract/notifications.ts';
import { loadClientConfig } from '../client-config.ts';
import { showForceRefreshDialog } from '../stores/messages.ts';
import { checkDeployedVersion } from '../version/version.ts';
import { clearNotifications, fetchNotifications } from './api.ts';
import { rememberSeen, seenIds } from './seen.ts';

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

/** Whether a poll's answer opens the dialog: a notification the person has not yet seen and closed. */
export function opensDialog(seen: ReadonlySet<string>, now: readonly Notification[]): boolean {
  return now.some((n) => !seen.has(n.id));
}

/**
 * Takes in one poll's answer: something not seen yet opens the dialog, or updates it if it is
 * open already. What was closed stays closed, on this page and the next ones of the session.
 */
export function receiveNotifications(list: Notification[]): void {
  $notifications.set(list);
  if (opensDialog(seenIds(), list)) $notificationsOpen.set(true);
}

async function poll(): Promise<void> {
  const list = await fetchNotifications().catch((error: unknown) => {
    console.warn('Notifications could not be loaded; showing none:', error);
    return [] as Notification[];
  });
  receiveNotifications(list);
  const version = await checkDeployedVersion();
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

/** The toolbar's bell, where focus goes back when the dialog closes from within. */
export const NOTIFICATIONS_TOGGLE_ID = 'notifications-toggle';

/** The bell opens the dialog, or closes it. */
export function toggleNotifications(): void {
  if ($notificationsOpen.get()) closeNotifications();
  else $notificationsOpen.set(true);
}

/** Closes the dialog; the list stays for the bell, and what it showed counts as seen. */
export function closeNotifications(): void {
  rememberSeen($notifications.get().map((n) => n.id));
  $notificationsOpen.set(false);
}

/** Marks them all as seen on the server; should that fail, they still count as seen on this tab. */
export async function clearAllNotifications(): Promise<void> {
  rememberSeen($notifications.get().map((n) => n.id));
  await clearNotifications().catch((error: unknown) => console.warn('Could not clear notifications:', error));
  $notifications.set([]);
  $notificationsOpen.set(false);
}
