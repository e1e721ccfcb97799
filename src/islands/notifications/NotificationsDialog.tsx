import { useEffect, useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { isGuardedPath } from '../../lib/auth/ensure-session.ts';
import { localized } from '../../lib/auth/paths.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { pluralKey, pluralKeys } from '../../lib/plural.ts';
import {
  $notifications,
  $notificationsOpen,
  clearAllNotifications,
  closeNotifications,
  NOTIFICATIONS_TOGGLE_ID,
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

/** Focus goes back to the bell, or where the bell was gone: to the page's heading. */
const focusPageHeading = () => focusNews(document.querySelector<HTMLElement>('#main h1'));
function returnFocus(): void {
  const toggle = document.getElementById(NOTIFICATIONS_TOGGLE_ID);
  if (toggle) toggle.focus();
  else focusPageHeading();
}

/**
 * The new-activities dialog (spec.md sections 2 and 9): small, top-right, 15 rem wide, no
 * backdrop, so work goes on underneath; announced when it opens or its counts change. Each item
 * leads to its assignment. A long list scrolls inside it, which stays within the screen and above
 * the bottom bar of small screens. Opened from the bell it takes the focus; opened by news it
 * leaves the focus where the person is working.
 */
export default function NotificationsDialog({ lang, messages: m }: Props) {
  const session = useClientStore($session, null);
  const open = useClientStore($notificationsOpen, false);
  const notifications = useClientStore($notifications, []);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = open && notifications.length > 0;

  // Once per signed-in user: a new session of the same user keeps what was loaded.
  const userId = session?.profile.user_id;
  useEffect(() => {
    if (userId !== undefined && isGuardedPath(location.pathname)) void startNotifications();
  }, [userId]);

  useEffect(() => {
    if (shown && document.activeElement?.id === NOTIFICATIONS_TOGGLE_ID) focusNews(heading.current);
  }, [shown]);

  if (!shown) return null;
  const closeHere = () => {
    closeNotifications();
    returnFocus();
  };
  // A list of words only would scroll with no way in for a keyboard: then the list itself takes focus.
  const anyLink = notifications.some((n) => n.assignment_id);
  return (
    <section
      id="notifications-dialog"
      role="dialog"
      aria-modal="false"
      aria-labelledby="notifications-title"
      // It takes its own place at the top right of the page's content rather than floating over
      // it: whatever arrives while someone works never covers the control they reach for.
      className={
        'mb-4 ml-auto flex max-h-[50dvh] w-[15rem] max-w-full flex-col rounded-lg border border-gray-200 ' +
        'bg-surface p-4 text-gray-900 shadow-md'
      }
      onKeyDown={(e) => {
        if (e.key === 'Escape') closeHere();
      }}
    >
      <h2 id="notifications-title" ref={heading} className="mb-2 font-semibold">
        {m['notifications.title']}
      </h2>
      <ul
        aria-live="polite"
        aria-labelledby="notifications-title"
        tabIndex={anyLink ? undefined : 0}
        className="mb-3 min-h-0 flex-1 space-y-1 overflow-y-auto text-sm"
        data-testid="notifications-list"
      >
        {notifications.map((n) => {
          // The name is written in its receiver's language when it came: marked so where the page's differs.
          const [before = '', after = ''] = interpolate(m[pluralKey(lang, 'notifications.item', n.new_activities)], {
            count: n.new_activities,
          }).split('{{name}}');
          const text = (
            <>
              {before}
              <span lang={n.language === lang ? undefined : n.language}>{n.name}</span>
              {after}
            </>
          );
          return (
            <li key={n.id}>
              {n.assignment_id ? (
                <a
                  href={localized(`/assignments/view/${encodeURIComponent(n.assignment_id)}`)}
                  onClick={closeNotifications}
                  className="inline-block min-h-6 text-brand-ink underline"
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex shrink-0 justify-end gap-2">
        <button type="button" onClick={closeHere} className="rounded border border-gray-400 px-3 py-1 text-sm">
          {m['notifications.close']}
        </button>
        <button
          type="button"
          // Nothing is left to show, so the bell goes too: focus moves to the page's heading.
          onClick={() => void clearAllNotifications().then(focusPageHeading)}
          className="rounded bg-brand px-3 py-1 text-sm font-semibold text-white"
        >
          {m['notifications.clear']}
        </button>
      </div>
    </section>
  );
}
