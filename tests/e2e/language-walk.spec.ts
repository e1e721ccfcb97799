import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { findShell } from '../../contract/routes.ts';
import { DEMO_PASSWORD, withE2eDatabase } from './helpers.ts';
import { findProblems, readPage } from './language-checks.ts';
import { watchPageLoads } from './page-watch.ts';

/**
 * Every staff page as each demo role reads it, in Romanian and in English, on a browser whose own
 * locale and zone are neither (American: mm/dd/yyyy, AM/PM, New York): no word of the other
 * language, no raw key or code, no Romanian word without its diacritics, no date but dd.MM.yyyy,
 * no native date picker, nothing wider than the window at 800 or 1280 px, no serious axe finding
 * (scanned on the Romanian walk at 800 px; axe's rules do not read the words). Each page also loads
 * with no failed request, no answer of 400 or more, no console error, and asks /api/version once.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const ROLES = ['admin', 'manager', 'handler', 'assessor', 'assessor.manager', 'partner1.handler'] as const;
const WIDTHS = [1280, 800] as const;

/** Pages every role has of its own; the menu adds the rest. */
const OWN_PAGES = ['/assignments/shortlist', '/assignments/worklist', '/search', '/user/profile'];

type Menu = { entries: { href: string; children: { href: string }[] }[] };
type Row = { id: string; claim_file_no: string | null };
type Worklist = { rows: Row[] };
const isDemo = (row: Row) => row.claim_file_no?.startsWith('DEMO') ?? false;

async function signIn(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { idToken: string }).idToken}` };
}

/**
 * The role's pages: its own, its menu's, and one of its assignments and claim files. A page that
 * only lists other rows (another worklist, another report) is read once per role; the manager reads
 * every report.
 */
async function pagesOf(
  request: APIRequestContext,
  auth: Record<string, string>,
  everyReport: boolean,
): Promise<string[]> {
  const menu = (await (await request.get('/api/config/menu', { headers: auth })).json()) as Menu;
  const work = (await (await request.get('/api/assignments/worklist?limit=100', { headers: auth })).json()) as Worklist;
  // The demo's own claims first: other tests, running meanwhile, add files holding what their people typed, in
  // their language (an English return reason on a Romanian page is the person's words, not the product's).
  const rows = [...work.rows].sort((a, b) => Number(!isDemo(a)) - Number(!isDemo(b)));
  const first = rows[0];
  // A claim file only of the demo's own: a file other tests made shows what their people typed (an English
  // return reason), which is theirs to write in their language.
  const withFile = rows.find(isDemo);
  const menuPages = menu.entries.flatMap((entry) => [entry.href, ...entry.children.map((child) => child.href)]);
  const paths = [
    ...OWN_PAGES,
    ...menuPages.map((href) => href.split('?')[0] ?? href),
    ...(first ? [`/assignments/view/${first.id}`] : []),
    ...(withFile?.claim_file_no ? [`/workflow/claim-file/${withFile.claim_file_no}`] : []),
  ];
  const shells = new Set<string>();
  return [...new Set(paths)].filter((path) => {
    const shell = shellOf(path);
    if (shells.has(shell) && !(everyReport && path.startsWith('/reports/'))) return false;
    shells.add(shell);
    return true;
  });
}

/**
 * What the people the database knows are called, read again for each page (other tests add people):
 * full names, and the account names made of parts ("away.user"); a one-word account name such as
 * "manager" stays a word the walk reads.
 */
const peoplesNames = () =>
  withE2eDatabase((db) =>
    (db.prepare('SELECT username, full_name FROM users').all() as { username: string; full_name: string }[]).flatMap(
      (user) => [user.full_name, ...(/[.\d_-]/.test(user.username) ? [user.username] : [])],
    ),
  ).filter(Boolean);

/** Counts the page's requests under way, so a walk knows when what it asked for has come. */
function requestsUnderWay(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

/** The page has its data: every island awake, no request under way, nothing still loading or busy. */
async function settled(page: Page, underWay: () => number): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect.poll(underWay, { intervals: [50] }).toBe(0);
  await expect(page.getByText(/^(Loading…|Se încarcă…)$/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(underWay, { intervals: [50] }).toBe(0);
}

const shellOf = (path: string) => findShell(path)?.shell ?? path;

/**
 * The pages whose accessibility this role's walk scans: those no role before it in ROLES reads
 * (axe's findings follow the page's make, not whose data it shows), asked of the API apart from the
 * browser, whose session stays the role's own.
 */
async function pagesToScan(
  request: APIRequestContext,
  role: (typeof ROLES)[number],
  own: string[],
): Promise<Set<string>> {
  const seen = new Set<string>();
  for (const earlier of ROLES.slice(0, ROLES.indexOf(role)))
    for (const path of await pagesOf(request, await signIn(request, earlier), earlier === 'manager'))
      seen.add(shellOf(path));
  return new Set(own.filter((path) => !seen.has(shellOf(path))));
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const language of ['ro', 'en'] as const) {
  for (const role of ROLES) {
    test(`${role} reads every staff page in ${language === 'ro' ? 'Romanian' : 'English'}`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const underWay = requestsUnderWay(page);
      const loads = watchPageLoads(page);
      const auth = await signIn(page.request, role);
      const prefix = language === 'ro' ? '/ro' : '';
      const found: string[] = [];
      const paths = await pagesOf(page.request, auth, role === 'manager');
      const apart = await playwright.request.newContext({ baseURL });
      const toScan = language === 'ro' ? await pagesToScan(apart, role, paths) : new Set<string>();
      await apart.dispose();
      for (const path of paths) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          if (width === WIDTHS[0]) {
            loads.reset();
            await page.goto(`${prefix}${path}`);
            await settled(page, underWay);
            found.push(...loads.problems().map((problem) => `${path} loading: ${problem}`));
          } else
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const read = await readPage(page);
          const at = `${path} @${width}`;
          if (width === WIDTHS[0]) {
            const problems = findProblems(read.text, language, peoplesNames());
            for (const [kind, list] of Object.entries(problems))
              if (list.length) found.push(`${at} ${kind}: ${[...new Set(list)].join(' | ')}`);
            if (read.nativeDateFields.length)
              found.push(`${at} native date fields: ${read.nativeDateFields.join(' | ')}`);
          }
          if (read.pageWiderBy > 0) found.push(`${at} page wider than the window by ${read.pageWiderBy}px`);
          if (read.overflowing.length) found.push(`${at} past the edge: ${read.overflowing.slice(0, 5).join(' ')}`);
          // Axe's findings do not change with the words: the Romanian walk scans each page once, where it is narrowest.
          if (toScan.has(path) && width === 800)
            found.push(...(await seriousAxe(page)).map((finding) => `${at} ${finding}`));
        }
      }
      expect(found, `what a ${language} reader meets as ${role}`).toEqual([]);
    });
  }
}
