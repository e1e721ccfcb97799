import { pageJavaScriptGzip } from '../page-weight.ts';

// What a page may make a phone download before it is usable: JavaScript, gzip-compressed.
const PUBLIC_BUDGET_KB = 80;
const STAFF_BUDGET_KB = 100;

/**
 * What each kind of page makes a phone download, against its budget, read from the built shells
 * (what loads with data, such as a claim's money, is counted by the browser test that holds the
 * budgets, tests/e2e/page-weight.spec.ts).
 */
export function pageJsGzip(): void {
  for (const [name, path, budget] of [
    ['login', '/login', PUBLIC_BUDGET_KB],
    ['tracker case', '/status/_', PUBLIC_BUDGET_KB],
    ['tracker landing', '/status', PUBLIC_BUDGET_KB],
    ['claim form', '/guest', PUBLIC_BUDGET_KB],
    ['dashboard', '/assignments/shortlist', STAFF_BUDGET_KB],
    ['worklist', '/assignments/worklist', STAFF_BUDGET_KB],
    ['assignment page', '/assignments/view/_', STAFF_BUDGET_KB],
    ['claim file page', '/workflow/claim-file/_', STAFF_BUDGET_KB],
  ] as const) {
    const { onLoad, deferred } = pageJavaScriptGzip('dist', path);
    const kb = onLoad / 1024;
    const later =
      deferred > 0
        ? `; +${(deferred / 1024).toFixed(1)} KB fetched later, ${((onLoad + deferred) / 1024).toFixed(1)} KB in all`
        : '';
    console.log(
      `page-js-gzip ${name}: ${(kb / budget).toFixed(2)}x of ${budget} KB (${kb.toFixed(1)} KB on load${later})`,
    );
  }
}
