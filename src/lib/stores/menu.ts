import { atom } from 'nanostores';
import { MenuResponseSchema, type MenuEntry } from '../../../contract/menu.ts';
import { apiGet } from '../api/client.ts';
import { areasUnknown, setAreas } from '../shell/page-access.ts';

/** The menu the server decided for this user; kept for the tab so the next page paints it at once. */
export const $menu = atom<MenuEntry[] | null>(null);

const STORAGE_KEY = 'claims.menu';
let loading: Promise<void> | null = null;

export function loadMenu(): Promise<void> {
  if (!$menu.get()) {
    const cached = sessionStorage.getItem(STORAGE_KEY);
    if (cached) $menu.set(JSON.parse(cached) as MenuEntry[]);
  }
  loading ??= apiGet('/config/menu', MenuResponseSchema)
    .then(({ entries, areas }) => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
      $menu.set(entries);
      if (areas) setAreas(areas);
    })
    .catch((error: unknown) => {
      console.warn('Could not load the menu:', error);
      areasUnknown();
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The bottom bar's order (shortlist, worklist, reports, config, others), never search. */
export function bottomBarEntries(entries: MenuEntry[]): MenuEntry[] {
  return entries.filter((e) => e.mobileOrder !== null).sort((a, b) => (a.mobileOrder ?? 0) - (b.mobileOrder ?? 0));
}
