import { ROUTE_SHELLS, type RouteShell } from '../../contract/routes.ts';

const FIRST_PATTERNS = ROUTE_SHELLS.map((route) => route.patterns[0] ?? '/');

/**
 * The body file of a route, relative to src/page-bodies/: its path with each `:param` written
 * `[param]`, as Astro names dynamic pages, and a path that other routes sit below (`/config`,
 * `/reports`) as that folder's index.astro. So a newcomer finds a page's body from its URL.
 */
export function bodyFileOf(route: Pick<RouteShell, 'patterns'>): string {
  const pattern = route.patterns[0] ?? '/';
  const path = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `[${segment.slice(1)}]` : segment))
    .join('/');
  const hasPagesBelow = FIRST_PATTERNS.some((other) => other.startsWith(`${pattern}/`));
  return hasPagesBelow ? `${path}/index.astro` : `${path}.astro`;
}
