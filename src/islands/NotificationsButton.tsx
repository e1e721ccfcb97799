import { $notifications, $notificationsOpen } from '../lib/stores/notifications.ts';
import { useClientStore } from '../lib/use-client-store.ts';

/** The toolbar's way to the notifications panel, with the number of new activities. */
export default function NotificationsButton({ messages }: { messages: { 'notifications.open': string } }) {
  const notifications = useClientStore($notifications, []);
  const open = useClientStore($notificationsOpen, false);
  const count = notifications.reduce((sum, n) => sum + n.new_activities, 0);
  if (count === 0) return null;
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={() => $notificationsOpen.set(!open)}
      className="rounded px-3 py-1 text-white hover:bg-white/10"
      aria-label={`${messages['notifications.open']}: ${count}`}
    >
      <span aria-hidden="true">🔔 {count}</span>
    </button>
  );
}
