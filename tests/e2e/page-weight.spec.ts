import { expect, test, type BrowserContext } from '@playwright/test';
import { type LayoutName, ROUTE_SHELLS, type RouteShell } from '../../contract/routes.ts';
import { countShippedJavaScript, signInByApi, withE2eDatabase } from './helpers.ts';

/**
 * Every page of the route table against its budget of gzip JavaScript before the person acts: the
 * staff's pages (and their prints) 100 KB, every page a policyholder, a guest or someone signing in
 * opens 80 KB. A page added to the table is held here without a line more.
 */
const KB = 1024;
const STAFF_LAYOUTS = new Set<LayoutName>(['secured', 'print']);
const budgetOf = (route: RouteShell) => (STAFF_LAYOUTS.has(route.layout) ? 100 : 80) * KB;

/** Real records where a page loads more with one (an assignment's note, a claim's money): a sample elsewhere. */
function samples(): Record<string, string> {
  return withE2eDatabase((db) => {
    const assessment = db
      .prepare(
        `select a.id, a.guest_key, f.claim_file_no from assignments a
         join claim_files f on f.id = a.claim_file_id join organisations o on o.id = a.organisation_id
         where o.code = 'DEMO' and a.assignment_type = 'assessment' order by a.assignment_no limit 1`,
      )
      .get() as { id: string; guest_key: string; claim_file_no: string };
    return {
      assignment_id: assessment.id,
      assignment_key: assessment.guest_key,
      claim_file_no: assessment.claim_file_no,
      report: 'workload-per-handler',
      org_code: 'DEMO',
    };
  });
}

/** The address the walk opens for a route: the claim form for the guest frame, real records where known. */
function addressOf(route: RouteShell, known: Record<string, string>): string {
  if (route.shell === '/guest') return '/guest/claim_notification/DEMO';
  return route.patterns[0]!.replace(/:(\w+)/g, (_, name: string) => known[name] ?? `sample-${name}`);
}

async function weigh(context: BrowserContext, address: string): Promise<number> {
  const page = await context.newPage();
  try {
    const shipped = countShippedJavaScript(page);
    await page.goto(address);
    return await shipped();
  } finally {
    await page.close();
  }
}

for (const staff of [true, false]) {
  test(`every ${staff ? 'staff' : 'public'} page of the route table stays within its JavaScript budget`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    // The widest menu: every area the admin's roles open loads its real page.
    if (staff) await signInByApi(await context.newPage(), 'admin');
    const known = samples();
    const over: string[] = [];
    for (const route of ROUTE_SHELLS.filter((r) => STAFF_LAYOUTS.has(r.layout) === staff)) {
      const address = addressOf(route, known);
      const bytes = await weigh(context, address);
      const budget = budgetOf(route);
      const line = `${address}: ${(bytes / KB).toFixed(1)} KB of ${budget / KB}`;
      // Each page's weight in the report, for the figures README gives.
      test.info().annotations.push({ type: 'weight', description: line });
      if (bytes > budget) over.push(line);
    }
    await context.close();
    expect(over).toEqual([]);
  });
}
