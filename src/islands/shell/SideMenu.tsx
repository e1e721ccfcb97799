import { useStore } from '@nanostores/react';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { localized } from '../../lib/auth/paths.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createSideMenu, isCurrent } from '../../lib/shell/menu.ts';
import { $menu } from '../../lib/stores/menu.ts';
import { $sidebar } from '../../lib/stores/sidebar.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
import { iconOf } from './menu-icons.ts';
import { labelOf, MENU_LABEL_KEYS, type MenuLabels } from './menu-labels.ts';

export const SIDE_MENU_MESSAGE_KEYS = [...MENU_LABEL_KEYS, 'app.mainNavigation'] as const;

/** An entry: a line on its left marks the page shown, as no background may change under its text. */
const ENTRY = [
  'group flex flex-1 items-center gap-3 border-l-4 border-transparent py-2 hover:underline',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current',
  'aria-[current=page]:border-current aria-[current=page]:font-semibold',
].join(' ');

/** The compact menu's name of an entry, beside it while the pointer is over it or it has the focus. */
const TOOLTIP = [
  'pointer-events-none absolute top-1/2 left-full z-50 ml-1 hidden -translate-y-1/2 rounded bg-gray-950 px-2 py-1',
  'text-sm font-normal whitespace-nowrap text-white shadow group-hover:block group-focus:block',
].join(' ');

interface Props {
  messages: MenuLabels & { 'app.mainNavigation': string };
}

/**
 * The side menu (spec.md section 2): the entries the server allows, normal or compact or closed
 * as the person chose for the session; replaced by the bottom bar at 960 px and below. Compact
 * shows the icons alone, each entry's name in a tooltip on hover and on keyboard focus. The text
 * takes the colour chosen for the sidebar colour (white or near-black), and no entry changes the
 * background under it, so every entry keeps the contrast the branding was refused below.
 */
export default function SideMenu({ messages: m }: Props) {
  const page = usePage(createSideMenu, { everyPage: true });
  const menu = useClientStore($menu, null);
  const state = useClientStore($sidebar, 'normal');
  const openSubmenu = useStore(page.$openSubmenu);

  if (state === 'closed') return null;
  const compact = state === 'compact';
  return (
    <nav
      aria-label={m['app.mainNavigation']}
      data-state={state}
      className={`hidden shrink-0 bg-sidebar text-on-sidebar small:block ${compact ? 'w-16' : 'w-56'}`}
    >
      <ul className="py-2">
        {(menu ?? []).map((entry) => {
          const label = labelOf(m, entry.labelKey);
          const expanded = openSubmenu === entry.id;
          const Icon = iconOf(entry.id);
          return (
            <li key={entry.id} className="relative">
              <div className="flex items-center">
                <a
                  href={localized(entry.href)}
                  aria-current={isCurrent(entry.href) ? 'page' : undefined}
                  data-menu-entry={entry.id}
                  className={`${ENTRY} ${compact ? 'justify-center px-2' : 'px-3'}`}
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" data-menu-icon={entry.id} />
                  <span className={compact ? 'sr-only' : ''}>{label}</span>
                  {compact && (
                    <span aria-hidden="true" data-testid="menu-tooltip" className={TOOLTIP}>
                      {label}
                    </span>
                  )}
                  {entry.badge && (
                    <span
                      className={`rounded-full bg-gray-950 px-2 text-xs font-bold text-white ${compact ? 'absolute top-0.5 right-1' : 'ml-auto'}`}
                      data-badge-type={entry.badge.type}
                    >
                      {entry.badge.value}
                    </span>
                  )}
                </a>
                {entry.children.length > 0 && !compact && (
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={`submenu-${entry.id}`}
                    aria-label={label}
                    onClick={() => page.toggleSubmenu(entry.id)}
                    className="px-3 py-2 hover:underline"
                  >
                    <ChevronRight
                      aria-hidden="true"
                      className={`h-4 w-4 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-90' : ''}`}
                    />
                  </button>
                )}
              </div>
              {entry.children.length > 0 && expanded && !compact && (
                <ul id={`submenu-${entry.id}`}>
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <a
                        href={localized(child.href)}
                        aria-current={isCurrent(child.href) ? 'page' : undefined}
                        className="block py-2 pr-4 pl-11 text-sm hover:underline aria-[current=page]:font-semibold"
                      >
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
