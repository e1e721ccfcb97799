import { $session, setSession } from '../stores/session.ts';
import { setNotificationsOff } from './api.ts';

/**
 * Switches the person's new-activity notifications on or off: the server keeps it on the user
 * (user_metadata.notifications_off) and the session's profile follows, so the user menu and the
 * profile page show the same setting.
 */
export async function toggleNotificationsOff(): Promise<void> {
  const session = $session.get();
  if (!session) return;
  const { profile } = session;
  const off = profile.user_metadata.notifications_off !== true;
  await setNotificationsOff(off);
  setSession({
    ...session,
    profile: { ...profile, user_metadata: { ...profile.user_metadata, notifications_off: off } },
  });
}
