// Route patterns ('/status/:case_no') apart from the route table, for the pages' scripts that
// only match or fill one and should not carry the whole table.

/** Matches a path against a pattern; returns the parameters, or null. Trailing slashes are ignored. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = trimSlashes(pattern).split('/');
  const have = trimSlashes(pathname).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const h = have[i] ?? '';
    if (w.startsWith(':')) {
      if (!h) return null;
      params[w.slice(1)] = h;
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

/** Puts parameters into a pattern, e.g. ('/guest/claim_notification/:org_key', {org_key}) . */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([a-z_]+)/g, (_, name: string) => params[name] ?? '');
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
