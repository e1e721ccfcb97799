import { useEffect, useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { isGuardedPath } from '../../lib/auth/ensure-session.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { pluralKey, pluralKeys } from '../../lib/plural.ts';
import {
  $notifications,
  $notificationsOpen,
  clearAllNotifications,
  closeNotifications,
  startNotifications,
} from '../../lib/notifications/notifications.ts';
import { $session } from '../../lib/stores/session.ts';
import { useClientStore } from '../../lib/use-client-store.ts';

export const NOTIFICATIONS_MESSAGE_KEYS = [
  'notifications.title',
  ...pluralKeys('notifications.item'),
  'notifications.clear',
  'notifications.close',
  'notifications.open',
] as const;

interface Props {
  lang: Language;
  messages: Record<(typeof NOTIFICATIONS_MESSAGE_KEYS)[number], string>;
}

/**
 * The new-activities dialog (spec.md sections 2 and 9): small, top-right, 15 rem wide, no
 * backdrop, so work goes on underneath; announced when it opens or its counts change.
 */
export default function NotificationsDialog({ lang, messages: m }: Props) {
  const session = useClientStore($session, null);
  const open = useClientStore($notificationsOpen, false);
  const notifications = useClientStore($notifications, []);
  const heading = useRef<HTMLHeadingElement>(null);

  // Once per signed-in user: a new session of the same user keeps what was loaded.
  const userId = session?.profile.user_id;
  useEffect(() => {
    if (userId !== undefined && isGuardedPath(location.pathname)) void startNotifications();
  }, [userId]);

  if (!open || notifications.length === 0) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="notifications-title"
      className="fixed right-4 top-16 z-40 w-[15rem] rounded-lg border border-gray-200 bg-surface p-4 text-gray-900 shadow-xl"
      onKeyDown={(e) => {
        if (e.key === 'Escape') closeNotifications();
      }}
    >
      <h2 id="notifications-title" ref={heading} className="mb-2 font-semibold">
        {m['notifications.title']}
      </h2>
      <ul aria-live="polite" className="mb-3 space-y-1 text-sm">
        {notifications.map((n) => (
          <li key={n.name}>
            {interpolate(m[pluralKey(lang, 'notifications.item', n.new_activities)], {
              name: n.name,
              count: n.new_activities,
            })}
          </li>
        ))}
      </ul>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={closeNotifications} className="rounded border border-gray-400 px-3 py-1 text-sm">
          {m['notifications.close']}
        </button>
        <button
          type="button"
          onClick={() => void clearAllNotifications()}
          className="rounded bg-brand px-3 py-1 text-sm font-semibold text-white"
        >
          {m['notifications.clear']}
        </button>
      </div>
    </section>
  );
}
