import { useStore } from '@nanostores/react';
import { localized } from '../../lib/auth/paths.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { createSideMenu, isCurrent } from '../../lib/shell/menu.ts';
import { $menu } from '../../lib/stores/menu.ts';
import { $sidebar } from '../../lib/stores/sidebar.ts';
import { useClientStore } from '../../lib/use-client-store.ts';
import { labelOf, MENU_LABEL_KEYS, type MenuLabels } from './menu-labels.ts';

export const SIDE_MENU_MESSAGE_KEYS = [...MENU_LABEL_KEYS, 'app.mainNavigation'] as const;

interface Props {
  messages: MenuLabels & { 'app.mainNavigation': string };
}

/**
 * The side menu (spec.md section 2): the entries the server allows, normal or compact or closed
 * as the person chose for the session; replaced by the bottom bar at 960 px and below.
 */
export default function SideMenu({ messages: m }: Props) {
  const page = usePage(createSideMenu);
  const menu = useClientStore($menu, null);
  const state = useClientStore($sidebar, 'normal');
  const openSubmenu = useStore(page.$openSubmenu);

  if (state === 'closed') return null;
  const compact = state === 'compact';
  return (
    <nav
      aria-label={m['app.mainNavigation']}
      data-state={state}
      className={`hidden shrink-0 bg-sidebar text-gray-950 small:block ${compact ? 'w-16' : 'w-56'}`}
    >
      <ul className="py-2">
        {(menu ?? []).map((entry) => {
          const label = labelOf(m, entry.labelKey);
          const expanded = openSubmenu === entry.id;
          return (
            <li key={entry.id}>
              <div className="flex items-center">
                <a
                  href={localized(entry.href)}
                  aria-current={isCurrent(entry.href) ? 'page' : undefined}
                  title={compact ? label : undefined}
                  className="flex flex-1 items-center gap-2 px-4 py-2 hover:bg-white/20 aria-[current=page]:bg-white/30 aria-[current=page]:font-semibold"
                >
                  <span className={compact ? 'sr-only' : ''}>{label}</span>
                  {compact && <span aria-hidden="true">{label.slice(0, 2)}</span>}
                  {entry.badge && (
                    <span
                      className="ml-auto rounded-full bg-gray-950 px-2 text-xs font-bold text-white"
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
                    className="px-3 py-2 hover:bg-white/20"
                  >
                    <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                  </button>
                )}
              </div>
              {entry.children.length > 0 && expanded && !compact && (
                <ul id={`submenu-${entry.id}`} className="bg-white/15">
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <a
                        href={localized(child.href)}
                        aria-current={isCurrent(child.href) ? 'page' : undefined}
                        className="block py-2 pl-8 pr-4 text-sm hover:bg-white/20"
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
