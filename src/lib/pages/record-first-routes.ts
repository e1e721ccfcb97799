import type { RouteShell } from '../../../contract/routes.ts';

/**
 * The pages whose largest content is their record, painted by the page's island from its first
 * call: there the frame's islands wait for the record (src/lib/shell/frame-directive.ts). Not the
 * dashboard: its frame (each list's name and link) is in the HTML, and it paints as soon as that.
 */
const RECORD_FIRST_PATTERNS = ['/assignments/view/:assignment_id', '/workflow/claim-file/:claim_file_no'];

export const paintsRecordFirst = (route: RouteShell): boolean =>
  route.patterns.some((pattern) => RECORD_FIRST_PATTERNS.includes(pattern));
