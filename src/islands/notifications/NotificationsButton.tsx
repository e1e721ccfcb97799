import {
  $newActivities,
  $notificationsOpen,
  closeNotifications,
  NOTIFICATIONS_TOGGLE_ID,
  toggleNotifications,
} from '../../lib/notifications/notifications.ts';
import { useClientStore } from '../../lib/use-client-store.ts';

/** The toolbar's way to the notifications panel, with the number of new activities. */
export default function NotificationsButton({ messages }: { messages: { 'notifications.open': string } }) {
  const count = useClientStore($newActivities, 0);
  const open = useClientStore($notificationsOpen, false);
  if (count === 0) return null;
  return (
    <button
      id={NOTIFICATIONS_TOGGLE_ID}
      type="button"
      aria-expanded={open}
      aria-controls={open ? 'notifications-dialog' : undefined}
      onClick={toggleNotifications}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) closeNotifications();
      }}
      className="rounded px-3 py-1 text-on-brand hover:bg-white/10"
      aria-label={`${messages['notifications.open']}: ${count}`}
    >
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {/* An inline bell: an emoji shows as a missing glyph where no emoji font is installed. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {count}
      </span>
    </button>
  );
}
