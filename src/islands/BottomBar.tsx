import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect } from 'react';
import { BOTTOM_BAR_VISIBLE } from '../../contract/menu.ts';
import { isGuardedPath } from '../lib/auth/ensure-session.ts';
import { localized } from '../lib/auth/paths.ts';
import { $menu, bottomBarEntries, loadMenu } from '../lib/stores/menu.ts';
import { $session } from '../lib/stores/session.ts';
import { useClientStore } from '../lib/use-client-store.ts';
import { labelOf, MENU_LABEL_KEYS, type MenuLabels } from './parts/menu-labels.ts';

export const BOTTOM_BAR_MESSAGE_KEYS = [...MENU_LABEL_KEYS, 'shell.bottomNavigation'] as const;

interface Props {
  messages: MenuLabels & { 'shell.bottomNavigation': string };
}

/**
 * The bottom bar of small screens (960 px and below, spec.md section 9): shortlist, worklist,
 * reports, config in that order and the others after, never search; three shown, the rest under More.
 */
export default function BottomBar({ messages: m }: Props) {
  const menu = useClientStore($menu, null);
  const session = useClientStore($session, null);
  // Once per signed-in user: a new session of the same user keeps what was loaded.
  const userId = session?.profile.user_id;
  useEffect(() => {
    if (userId !== undefined && isGuardedPath(location.pathname)) void loadMenu();
  }, [userId]);

  const entries = bottomBarEntries(menu ?? []);
  if (entries.length === 0) return null;
  const shown = entries.slice(0, BOTTOM_BAR_VISIBLE);
  const more = entries.slice(BOTTOM_BAR_VISIBLE);
  return (
    <nav
      aria-label={m['shell.bottomNavigation']}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-300 bg-surface small:hidden"
    >
      <ul className="flex">
        {shown.map((entry) => (
          <li key={entry.id} className="flex-1">
            <a href={localized(entry.href)} className="block px-2 py-3 text-center text-sm font-medium text-gray-900">
              {labelOf(m, entry.labelKey)}
              {entry.badge && (
                <span className="ml-1 rounded-full bg-brand px-1.5 text-xs text-white">{entry.badge.value}</span>
              )}
            </a>
          </li>
        ))}
        {more.length > 0 && (
          <li className="flex-1">
            <Menu>
              <MenuButton className="w-full px-2 py-3 text-center text-sm font-medium text-gray-900">
                {m['menu.more']}
              </MenuButton>
              <MenuItems
                anchor="top end"
                className="z-40 mb-1 min-w-48 rounded bg-surface py-1 shadow-lg focus:outline-none"
              >
                {more.map((entry) => (
                  <MenuItem key={entry.id}>
                    <a href={localized(entry.href)} className="block px-4 py-2 text-gray-900 data-focus:bg-gray-100">
                      {labelOf(m, entry.labelKey)}
                    </a>
                  </MenuItem>
                ))}
              </MenuItems>
            </Menu>
          </li>
        )}
      </ul>
    </nav>
  );
}
