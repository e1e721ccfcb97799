import { ROUTE_SHELLS } from '../../contract/routes.ts';
import { bodyFileOf } from '../../src/lib/page-body-file.ts';

const BODIES_DIR = 'src/page-bodies/';

/** A page's body is found from its URL by path, so a body whose path names no route is lost. */
export function pageBodyFindings(files: readonly string[]): string[] {
  const bodyFiles = new Set(ROUTE_SHELLS.map((route) => `${BODIES_DIR}${bodyFileOf(route)}`));
  return files
    .filter((file) => file.startsWith(BODIES_DIR) && !bodyFiles.has(file))
    .map((file) => `${file}: names no route; a body's path is its route's (see src/lib/page-body-file.ts)`);
}
