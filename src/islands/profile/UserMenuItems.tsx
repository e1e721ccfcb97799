import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useRef } from 'react';
import { localized } from '../../lib/auth/paths.ts';
import type { createUserMenu, UserMenuView } from '../../lib/profile/user-menu.ts';
import { type MenuStart, useMenuStart } from '../common/DeferredMenu.tsx';
import type { UserMenuMessages } from './UserMenu.tsx';
import { MENU_BUTTON, USER_MENU_BUTTON_ID } from './user-menu-look.ts';

const itemClass =
  'block w-full px-4 py-2 text-left text-gray-900 data-disabled:cursor-not-allowed data-disabled:text-gray-500 data-focus:bg-gray-100';

/** The user menu's items (UserMenu.tsx loads them when the person reaches for the menu). */
export default function UserMenuItems({
  view,
  menu,
  messages: m,
  start,
}: {
  view: UserMenuView;
  menu: ReturnType<typeof createUserMenu>;
  messages: UserMenuMessages;
  start: MenuStart;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useMenuStart(button, start);
  const { profile } = view;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        ref={button}
        id={USER_MENU_BUTTON_ID}
        className={MENU_BUTTON}
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
        {view.impersonating && (
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
  );
}
