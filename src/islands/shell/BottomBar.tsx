import Ellipsis from 'lucide-react/icons/ellipsis';
import { localized } from '../../lib/auth/paths.ts';
import { DeferredMenu } from '../common/DeferredMenu.tsx';
import { usePage } from '../../lib/pages/use-page.ts';
import { type BottomBar as BottomBarEntries, createBottomBar, isCurrent } from '../../lib/shell/menu.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
import { BAR_ITEM } from './bottom-bar-look.ts';
import { iconOf } from './menu-icons.ts';
import { labelOf, MENU_LABEL_KEYS, type MenuLabels } from './menu-labels.ts';

export const BOTTOM_BAR_MESSAGE_KEYS = [...MENU_LABEL_KEYS, 'shell.bottomNavigation'] as const;

const EMPTY: BottomBarEntries = { shown: [], more: [] };

export type BottomBarMessages = MenuLabels & { 'shell.bottomNavigation': string };

interface Props {
  messages: BottomBarMessages;
}

/**
 * The bottom bar of small screens (960 px and below, spec.md section 9): shortlist, worklist,
 * reports, config in that order and the others after, never search; three shown, the rest under More.
 * Each entry has its icon above its name; the page shown is marked (aria-current and a top line).
 */
export default function BottomBar({ messages: m }: Props) {
  const bar = usePage(createBottomBar, { everyPage: true });
  const { shown, more } = useClientStore(bar.$bar, EMPTY);
  if (shown.length === 0) return null;
  return (
    <nav
      aria-label={m['shell.bottomNavigation']}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-300 bg-surface small:hidden"
    >
      <ul className="flex">
        {shown.map((entry) => {
          const Icon = iconOf(entry.id);
          return (
            <li key={entry.id} className="flex-1">
              <a
                href={localized(entry.href)}
                aria-current={isCurrent(entry.href) ? 'page' : undefined}
                className={`${BAR_ITEM} aria-[current=page]:border-brand-ink aria-[current=page]:font-bold`}
              >
                <Icon aria-hidden="true" className="h-5 w-5" data-menu-icon={entry.id} />
                {labelOf(m, entry.labelKey)}
                {/* Read after the name ("Tasks 2"), drawn at the icon's corner. */}
                {entry.badge && (
                  <span className="absolute top-0.5 left-1/2 ml-1.5 rounded-full bg-brand px-1.5 text-xs text-on-brand">
                    {entry.badge.value}
                  </span>
                )}
              </a>
            </li>
          );
        })}
        {more.length > 0 && (
          <li className="flex-1">
            <DeferredMenu
              load={() => import('./MoreMenu.tsx')}
              props={{ entries: more, messages: m }}
              className={`${BAR_ITEM} w-full`}
            >
              <Ellipsis aria-hidden="true" className="h-5 w-5" />
              {m['menu.more']}
            </DeferredMenu>
          </li>
        )}
      </ul>
    </nav>
  );
}
