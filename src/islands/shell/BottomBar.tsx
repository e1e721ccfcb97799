import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { localized } from '../../lib/auth/paths.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { type BottomBar as BottomBarEntries, createBottomBar } from '../../lib/shell/menu.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
import { labelOf, MENU_LABEL_KEYS, type MenuLabels } from './menu-labels.ts';

export const BOTTOM_BAR_MESSAGE_KEYS = [...MENU_LABEL_KEYS, 'shell.bottomNavigation'] as const;

const EMPTY: BottomBarEntries = { shown: [], more: [] };

interface Props {
  messages: MenuLabels & { 'shell.bottomNavigation': string };
}

/**
 * The bottom bar of small screens (960 px and below, spec.md section 9): shortlist, worklist,
 * reports, config in that order and the others after, never search; three shown, the rest under More.
 */
export default function BottomBar({ messages: m }: Props) {
  const bar = usePage(createBottomBar);
  const { shown, more } = useClientStore(bar.$bar, EMPTY);
  if (shown.length === 0) return null;
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
