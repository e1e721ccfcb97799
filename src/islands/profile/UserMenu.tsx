import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useStore } from '@nanostores/react';
import { createUserMenu } from '../../lib/profile/user-menu.ts';
import { localized, loginUrl } from '../../lib/auth/paths.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
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
  'userMenu.profile',
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
  const menu = usePage(() => createUserMenu(), { everyPage: true });
  const view = useClientStore(menu.$view, null);
  const checked = useStore(menu.$checked);
  const changing = useStore(menu.$changingPassword);
  const previewNames = useClientStore(menu.$previewRoleNames, null);

  if (!checked) return null;
  if (!view) {
    return (
      <a href={loginUrl()} className="rounded px-3 py-1 text-on-brand underline">
        {m['userMenu.signIn']}
      </a>
    );
  }

  const { profile, previewRoles, impersonating } = view;
  return (
    <>
      {previewRoles && (
        <SessionBanner
          testId="preview-banner"
          tone="bg-sky-200 text-sky-950"
          text={interpolate(m['preview.banner'], { roles: (previewNames ?? previewRoles).join(', ') })}
          action={m['preview.end']}
          onAction={menu.endPreview}
        />
      )}
      {impersonating && (
        <SessionBanner
          testId="impersonation-banner"
          tone="bg-amber-200 text-amber-950"
          text={interpolate(m['impersonation.banner'], { name: profile.full_name })}
          action={m['impersonation.switchBack']}
          onAction={menu.switchBack}
        />
      )}
      <Menu as="div" className="relative">
        <MenuButton
          className="rounded px-3 py-1 text-on-brand hover:bg-white/10"
          aria-label={`${m['userMenu.label']}: ${profile.full_name}`}
        >
          {profile.full_name}
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 mt-1 min-w-56 rounded bg-surface py-1 shadow-lg focus:outline-none"
        >
          <MenuItem>
            <a href={localized('/user/profile')} className={itemClass}>
              {m['userMenu.profile']}
            </a>
          </MenuItem>
          <MenuItem>
            <a href={localized('/search')} className={itemClass}>
              {m['shell.search']}
            </a>
          </MenuItem>
          {view.canChangePassword && (
            <MenuItem disabled={view.changePasswordDisabled}>
              <button type="button" className={itemClass} onClick={menu.openChangePassword}>
                {m['userMenu.changePassword']}
              </button>
            </MenuItem>
          )}
          {view.actAs.map((u) => (
            <MenuItem key={u.user_id}>
              <button type="button" className={itemClass} onClick={() => void menu.switchTo(u.user_id)}>
                {m['userMenu.actAs']} {u.full_name}
              </button>
            </MenuItem>
          ))}
          {previewRoles && (
            <div
              role="status"
              className="fixed inset-x-0 bottom-12 z-40 flex items-center justify-center gap-3 bg-sky-200 px-4 py-2 text-sky-950 small:bottom-0"
              data-testid="preview-banner"
            >
              <span>{interpolate(m['preview.banner'], { roles: (previewNames ?? previewRoles).join(', ') })}</span>
              <button
                type="button"
                onClick={() => void menu.endPreview()}
                className="rounded border border-sky-900 px-3 py-1 font-semibold"
              >
                {m['preview.end']}
              </button>
            </div>
          )}
          {impersonating && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => void menu.switchBack()}>
                {m['userMenu.backToSelf']}
              </button>
            </MenuItem>
          )}
          {view.notificationsToggle && (
            <MenuItem>
              <button type="button" className={itemClass} onClick={() => void menu.toggleNotifications()}>
                {view.notificationsOff ? m['userMenu.notificationsOn'] : m['userMenu.notificationsOff']}
              </button>
            </MenuItem>
          )}
          <MenuSeparator className="my-1 h-px bg-gray-200" />
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void menu.signOut()}>
              {m['userMenu.signOut']}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ChangePasswordDialog
        open={changing}
        profile={profile}
        messages={m}
        onClose={menu.closeChangePassword}
        onChanged={() => menu.passwordChanged(m['password.success.changed'])}
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
