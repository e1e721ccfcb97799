import { pageJavaScriptGzip } from '../page-weight.ts';

// What a public page may make a phone download before it is usable: JavaScript, gzip-compressed.
const BUDGET_KB = 80;

/** What each kind of page makes a phone download, against the budget for public pages. */
export function pageJsGzip(): void {
  for (const [name, path] of [
    ['login', '/login'],
    ['tracker case', '/status/_'],
    ['tracker landing', '/status'],
    ['staff page', '/assignments/shortlist'],
  ] as const) {
    const { onLoad, deferred } = pageJavaScriptGzip('dist', path);
    const kb = onLoad / 1024;
    const later =
      deferred > 0
        ? `; +${(deferred / 1024).toFixed(1)} KB fetched later, ${((onLoad + deferred) / 1024).toFixed(1)} KB in all`
        : '';
    console.log(
      `page-js-gzip ${name}: ${(kb / BUDGET_KB).toFixed(2)}x of ${BUDGET_KB} KB (${kb.toFixed(1)} KB on load${later})`,
    );
  }
}
