import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { useRef } from 'react';
import { localized } from '../../lib/auth/paths.ts';
import type { MenuEntry } from '../../../contract/menu.ts';
import { isCurrent } from '../../lib/shell/menu.ts';
import { type MenuStart, useMenuStart } from '../common/DeferredMenu.tsx';
import type { BottomBarMessages } from './BottomBar.tsx';
import { BAR_ITEM } from './bottom-bar-look.ts';
import { iconOf } from './menu-icons.ts';
import { labelOf } from './menu-labels.ts';

/** The bottom bar's More menu: the entries the bar has no room for (BottomBar.tsx loads it on reach). */
export default function MoreMenu({
  entries,
  messages: m,
  start,
}: {
  entries: MenuEntry[];
  messages: BottomBarMessages;
  start: MenuStart;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useMenuStart(button, start);
  return (
    <Menu>
      <MenuButton ref={button} className={`${BAR_ITEM} w-full`}>
        <Ellipsis aria-hidden="true" className="h-5 w-5" />
        {m['menu.more']}
      </MenuButton>
      <MenuItems anchor="top end" className="z-40 mb-1 min-w-48 rounded bg-surface py-1 shadow-lg focus:outline-none">
        {entries.map((entry) => {
          const Icon = iconOf(entry.id);
          return (
            <MenuItem key={entry.id}>
              <a
                href={localized(entry.href)}
                aria-current={isCurrent(entry.href) ? 'page' : undefined}
                className="flex items-center gap-3 px-4 py-2 text-gray-900 data-focus:bg-gray-100 aria-[current=page]:font-bold"
              >
                <Icon aria-hidden="true" className="h-5 w-5" data-menu-icon={entry.id} />
                {labelOf(m, entry.labelKey)}
              </a>
            </MenuItem>
          );
        })}
      </MenuItems>
    </Menu>
  );
}
