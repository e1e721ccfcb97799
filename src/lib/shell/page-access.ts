import { atom, computed } from 'nanostores';
import { areaOfPage } from '../../../contract/page-areas.ts';

/**
 * Whether the staff page shown is one the user may use: a page of an area the server would refuse
 * (opened by its address, not from the menu) says it is not available instead of calling the API,
 * so nothing fails in the console. The server still refuses every call of the area on its own.
 */
export type PageAccess = 'open' | 'waiting' | 'denied';

const STORAGE_KEY = 'claims.areas';

/**
 * The areas the user may open: kept from an earlier page of the tab until the menu's answer comes
 * (fresh). A kept list opens a page at once; only a fresh one denies it, as roles may have changed
 * (a preview ended, say).
 */
export interface Areas {
  list: readonly string[];
  fresh: boolean;
  /** The menu could not be read: the page opens and the server answers for its area. */
  unknown?: boolean;
}
export const $areas = atom<Areas | null>(null);

export function setAreas(list: readonly string[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  $areas.set({ list, fresh: true });
}

export function areasUnknown(): void {
  $areas.set({ list: $areas.get()?.list ?? [], fresh: false, unknown: true });
}

/** A page of no area is open; one of an area waits for the list, then is open or denied. */
export function accessOf(pathname: string, areas: Areas | null): PageAccess {
  const area = areaOfPage(pathname);
  if (area === null) return 'open';
  if (areas?.unknown || areas?.list.includes(area)) return 'open';
  return areas?.fresh ? 'denied' : 'waiting';
}

const currentPath = () => (typeof location === 'undefined' ? '' : location.pathname);

/** The access of the page shown. */
export const $pageAccess = computed($areas, (areas) => accessOf(currentPath(), areas));

let started = false;
function start(): void {
  if (started || typeof sessionStorage === 'undefined') return;
  started = true;
  const cached = sessionStorage.getItem(STORAGE_KEY);
  if (cached && $areas.get() === null) $areas.set({ list: JSON.parse(cached) as string[], fresh: false });
  // The layout hides the page's own heading and body while the notice shows (global.css).
  $pageAccess.subscribe((access) => {
    document.documentElement.dataset.pageAccess = access;
  });
}

/**
 * Runs `enter` once the page shown is open to the user (at once on a page of no area); never on a
 * page denied. Returns the way to stop waiting.
 */
export function whenPageOpen(enter: () => void): () => void {
  start();
  if ($pageAccess.get() === 'open') {
    enter();
    return () => {};
  }
  let done = false;
  const stop = $pageAccess.listen((access) => {
    if (access !== 'open' || done) return;
    done = true;
    stop();
    enter();
  });
  return () => {
    done = true;
    stop();
  };
}

/** Starts following the access for an island that shows it (the notice), without waiting for it. */
export function followPageAccess(): void {
  start();
}
