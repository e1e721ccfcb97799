import { atom, computed } from 'nanostores';
import { areaOfPage } from '../../../contract/page-areas.ts';

/**
 * Whether the staff page shown is one the user may use: a page of an area the server would refuse
 * (opened by its address, not from the menu) says it is not available instead of calling the API,
 * so nothing fails in the console. The server still refuses every call of the area on its own.
 */
export type PageAccess = 'open' | 'waiting' | 'denied';

const STORAGE_KEY = 'claims.areas';

/** The areas the user may open, as the menu's answer lists them; kept for the tab's next pages. */
export const $areas = atom<readonly string[] | null>(null);

export function setAreas(areas: readonly string[]): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(areas));
  $areas.set(areas);
}

/** A page of no area is open; one of an area waits for the list, then is open or denied. */
export function accessOf(pathname: string, areas: readonly string[] | null): PageAccess {
  const area = areaOfPage(pathname);
  if (area === null) return 'open';
  if (areas === null) return 'waiting';
  return areas.includes(area) ? 'open' : 'denied';
}

const currentPath = () => (typeof location === 'undefined' ? '' : location.pathname);

/** The access of the page shown; the areas kept from an earlier page of the tab count until the menu answers. */
export const $pageAccess = computed($areas, (areas) => accessOf(currentPath(), areas));

let started = false;
function start(): void {
  if (started || typeof sessionStorage === 'undefined') return;
  started = true;
  const cached = sessionStorage.getItem(STORAGE_KEY);
  if (cached && $areas.get() === null) $areas.set(JSON.parse(cached) as string[]);
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
