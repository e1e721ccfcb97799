/**
 * The area (server/features/shell/menu.ts entry id) each staff page belongs to: a page of an area
 * the user may not use says so instead of calling the API that would refuse it. Pages of no area
 * (the dashboard, search, a claim file) are open to all staff. The Romanian prefix is taken off first.
 */
const PAGE_AREAS: [prefix: string, area: string][] = [
  ['/config/partners', 'config-partners'],
  ['/config/statuses/help', 'help'],
  ['/config/appointment-locations', 'appointment-locations'],
  ['/config', 'config'],
  ['/special-customers', 'special-customers'],
  ['/preview', 'preview'],
  ['/manager-area', 'manager-area'],
  ['/time-off', 'time-off'],
  ['/settlement', 'settlement'],
  ['/reports', 'reports'],
  ['/assignments/assessment/search', 'assessment-search'],
  ['/assignments/agenda', 'agenda'],
];

export function areaOfPage(pathname: string): string | null {
  const path = pathname.replace(/^\/ro(?=\/|$)/, '').replace(/\/+$/, '');
  const found = PAGE_AREAS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return found ? found[1] : null;
}
