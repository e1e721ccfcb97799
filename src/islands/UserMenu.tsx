import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { setNotificationsOff } from '../lib/account/api.ts';
import { endPreview as endPreviewSession } from '../lib/preview/api.ts';
import { ensureSession, isGuardedPath } from '../lib/auth/ensure-session.ts';
import { loadSession } from '../lib/stores/session.ts';
import { localized, loginUrl } from '../lib/auth/paths.ts';
import { switchUser } from '../lib/auth/refresh.ts';
import { needsRenewal, signOut } from '../lib/auth/sign-in.ts';
import { interpolate } from '../lib/interpolate.ts';
import { $closeAllDialogs, showSnack } from '../lib/stores/messages.ts';
import { $session, setSession } from '../lib/stores/session.ts';
import { useClientStore } from '../lib/use-client-store.ts';
import ChangePasswordDialog, {
  CHANGE_PASSWORD_MESSAGE_KEYS,
  type ChangePasswordMessages,
} from './ChangePasswordDialog.tsx';

export const USER_MENU_MESSAGE_KEYS = [
  'userMenu.label',
  'userMenu.changePassword',
  'userMenu.signOut',
  'userMenu.signIn',
  'userMenu.actAs',
  'userMenu.backToSelf',
  'impersonation.banner',
  'impersonation.switchBack',
  'preview.banner',
  'preview.end',
  'password.success.changed',
  'userMenu.notificationsOff',
  'userMenu.notificationsOn',
  'shell.search',
  ...CHANGE_PASSWORD_MESSAGE_KEYS,
] as const;

interface Props {
  messages: Record<(typeof USER_MENU_MESSAGE_KEYS)[number], string> & ChangePasswordMessages;
}

const itemClass =
  'block w-full px-4 py-2 text-left text-gray-900 data-disabled:cursor-not-allowed data-disabled:text-gray-500 data-focus:bg-gray-100';

/**
 * The staff toolbar's user menu (spec.md section 2), and the route guard of the secured layout:
 * on a guarded page without a session, the person goes to sign in with a return address.
 */
export default function UserMenu({ messages: m }: Props) {
  const session = useClientStore($session, null);
  const [checked, setChecked] = useState(false);
  const [changing, setChanging] = useState(false);

  useEffect(() => {
    // A guest page asks nothing of the server for a visitor who is not signed in.
    const guarded = isGuardedPath(location.pathname);
    void (guarded ? ensureSession() : Promise.resolve(loadSession())).then((current) => {
      setChecked(true);
      if (!current && guarded) location.assign(loginUrl());
      else if (current && needsRenewal(current.profile))
        location.assign(localized('/renew-password', current.profile.language));
    });
  }, []);

  // spec.md: a 405 closes every dialog before the correlation dialog opens.
  useEffect(() => $closeAllDialogs.listen(() => setChanging(false)), []);

  if (!checked) return null;
  if (!session) {
    return (
      <a href={loginUrl()} className="rounded px-3 py-1 text-white underline">
        {m['userMenu.signIn']}
      </a>
    );
  }

  const { profile } = session;
  const realUserId = profile.impersonated_by_user_id ?? profile.user_id;
  const impersonating = profile.impersonated_by_user_id !== null;
  const canImpersonate = profile.app_metadata.enable_user_impersonation && profile.replaced_users.length > 0;
  const notificationsOff = profile.user_metadata.notifications_off === true;
  const toggleNotifications = async () => {
    const off = !notificationsOff;
    await setNotificationsOff(off);
    setSession({
      ...session,
      profile: { ...profile, user_metadata: { ...profile.user_metadata, notifications_off: off } },
    });
  };
  const endPreview = async () => {
    const tokens = await endPreviewSession();
    setSession({ idToken: tokens.idToken, profile: tokens.profile });
    location.assign(localized('/preview'));
  };
  const switchTo = async (userId: string) => {
    if (await switchUser(realUserId, userId)) location.reload();
    else location.assign(loginUrl());
  };

  return (
    <>
      {profile.preview_roles && (
        <SessionBanner
          testId="preview-banner"
          tone="bg-sky-200 text-sky-950"
          text={interpolate(m['preview.banner'], { roles: profile.preview_roles.join(', ') })}
          action={m['preview.end']}
          onAction={endPreview}
        />
      )}
      {impersonating && (
        <SessionBanner
          testId="impersonation-banner"
          tone="bg-amber-200 text-amber-950"
          text={interpolate(m['impersonation.banner'], { name: profile.full_name })}
          action={m['impersonation.switchBack']}
          onAction={() => switchTo(realUserId)}
        />
      )}
      <Menu as="div" className="relative">
        <MenuButton
          className="rounded px-3 py-1 text-white hover:bg-white/10"
          aria-label={`${m['userMenu.label']}: ${profile.full_name}`}
        >
          {profile.full_name}
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 mt-1 min-w-56 rounded bg-surface py-1 shadow-lg focus:outline-none"
        >
          <MenuItem>
            <a href={localized('/search')} className={itemClass}>
              {m['shell.search']}
            </a>
          </MenuItem>
          {!profile.is_external && (
            <MenuItem disabled={impersonating || profile.preview_roles !== null}>
              <button type="button" className={itemClass} onClick={() => setChanging(true)}>
                {m['userMenu.changePassword']}
              </button>
            </MenuItem>
          )}
          {canImpersonate &&
            profile.replaced_users
              .filter((u) => u.user_id !== profile.user_id)
              .map((u) => (
                <MenuItem key={u.user_id}>
                  <button type="button" className={itemClass} onClick={() => void switchTo(u.user_id)}>
                    {m['userMenu.actAs']} {u.full_name}
                  </button>
                </MenuItem>
              ))}
          {profile.preview_roles && (
            <div
              role="status"
              className="fixed inset-x-0 bottom-12 z-40 flex items-center justify-center gap-3 bg-sky-200 px-4 py-2 text-sky-950 small:bottom-0"
              data-testid="preview-banner"
            >
              <span>{interpolate(m['preview.banner'], { roles: profile.preview_roles.join(', ') })}</span>
              <button
                type="button"
                onClick={() => void endPreview()}
                className="rounded border border-sky-900 px-3 py-1 font-semibold"
              >
                {m['preview.end']}
              </button>
            </div>
          )}
          {impersonating && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => void switchTo(realUserId)}>
                {m['userMenu.backToSelf']}
              </button>
            </MenuItem>
          )}
          {profile.org_type === 'primary' && profile.app_metadata.enable_user_new_activities_notifications && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => void toggleNotifications()}>
                {notificationsOff ? m['userMenu.notificationsOn'] : m['userMenu.notificationsOff']}
              </button>
            </MenuItem>
          )}
          <MenuSeparator className="my-1 h-px bg-gray-200" />
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void signOut()}>
              {m['userMenu.signOut']}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ChangePasswordDialog
        open={changing}
        profile={profile}
        messages={m}
        onClose={() => setChanging(false)}
        onChanged={() => {
          setChanging(false);
          showSnack('success', m['password.success.changed']);
        }}
      />
    </>
  );
}

/** A band at the bottom of the screen saying the session is not the person's own, with the way back. */
function SessionBanner({
  testId,
  tone,
  text,
  action,
  onAction,
}: {
  testId: string;
  tone: string;
  text: string;
  action: string;
  onAction: () => Promise<void>;
}) {
  return (
    <div
      role="status"
      className={`fixed inset-x-0 bottom-12 z-40 flex items-center justify-center gap-3 px-4 py-2 small:bottom-0 ${tone}`}
      data-testid={testId}
    >
      <span>{text}</span>
      <button
        type="button"
        onClick={() => void onAction()}
        className="rounded border border-current px-3 py-1 font-semibold"
      >
        {action}
      </button>
    </div>
  );
}
