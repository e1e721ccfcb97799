import { atom, computed } from 'nanostores';
import { BOTTOM_BAR_VISIBLE, type MenuEntry } from '../../../contract/menu.ts';
import { isGuardedPath } from '../auth/ensure-session.ts';
import { $menu, bottomBarEntries, loadMenu } from '../stores/menu.ts';
import { $session } from '../stores/session.ts';
import { loadSidebar } from '../stores/sidebar.ts';

/** The path the page is on; empty while rendering on the server. */
const currentPath = () => (typeof location === 'undefined' ? '' : location.pathname);

/**
 * Loads the menu once per signed-in user on a guarded page: a new session of the same user keeps
 * what was loaded, a guest page asks nothing of the server. Returns the way to stop following.
 */
export function followMenu(pathname: () => string = currentPath): () => void {
  let userId: string | undefined;
  return $session.subscribe((session) => {
    const next = session?.profile.user_id;
    if (next === userId) return;
    userId = next;
    if (next !== undefined && isGuardedPath(pathname())) void loadMenu();
  });
}

/** Whether a menu entry is the page shown (the Romanian prefix aside). */
export function isCurrent(href: string, pathname: string = currentPath()): boolean {
  return pathname.replace(/^\/ro(?=\/)/, '') === href;
}

export interface BottomBar {
  shown: MenuEntry[];
  /** What does not fit goes under More. */
  more: MenuEntry[];
}

/** The bottom bar's entries in its order: the first few shown, the rest under More. */
export function splitBottomBar(menu: MenuEntry[] | null): BottomBar {
  const entries = bottomBarEntries(menu ?? []);
  return { shown: entries.slice(0, BOTTOM_BAR_VISIBLE), more: entries.slice(BOTTOM_BAR_VISIBLE) };
}

/** The bottom bar of small screens: the menu it shows, loaded for the signed-in user. */
export function createBottomBar() {
  let stop = () => {};
  return {
    $bar: computed($menu, splitBottomBar),
    enter() {
      stop = followMenu();
    },
    exit() {
      stop();
    },
  };
}

/** The side menu: its entries, the sidebar state kept for the session, and the one submenu open. */
export function createSideMenu() {
  const $openSubmenu = atom<string | null>(null);
  let stop = () => {};
  return {
    $openSubmenu,
    /** Opens an entry's submenu, closing any other; a second press closes it. */
    toggleSubmenu(id: string) {
      $openSubmenu.set($openSubmenu.get() === id ? null : id);
    },
    enter() {
      loadSidebar();
      stop = followMenu();
    },
    exit() {
      stop();
    },
  };
}
