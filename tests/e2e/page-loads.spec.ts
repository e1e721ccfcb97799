import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, withE2eDatabase } from './helpers.ts';

interface MenuEntry {
  href: string;
  children: { href: string }[];
}

/**
 * Signs the person in (the browser context keeps the refresh cookie, as after the sign-in form)
 * and lists every page their menu offers, in a language, with their profile and the given extras.
 */
async function signInForPages(page: Page, username: string, language: 'en' | 'ro', extra: string[]): Promise<string[]> {
  const login = await page.request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  const { idToken } = (await login.json()) as { idToken: string };
  const menu = (await (
    await page.request.get('/api/config/menu', {
      headers: { Authorization: `Bearer ${idToken}`, 'Accept-Language': language },
    })
  ).json()) as { entries: MenuEntry[] };
  const paths = [...menu.entries.flatMap((e) => [e.href, ...e.children.map((c) => c.href)]), '/user/profile', ...extra];
  return [...new Set(paths)].map((path) => (language === 'ro' ? `/ro${path}` : path));
}

/**
 * Loads one page afresh and reports what went wrong: a failed or aborted request, an answer of
 * 400 or more, a console error; and how many times it asked for /api/version before the second
 * notification poll (the poll, every 2 s in these tests, asks again by design).
 */
async function loadAndWatch(page: Page, path: string): Promise<{ problems: string[]; versionRequests: number }> {
  const problems: string[] = [];
  let versionRequests = 0;
  let polls = 0;
  const onRequest = (request: { url(): string }) => {
    const url = request.url();
    if (url.endsWith('/api/config/users/browseNotifications')) polls++;
    if (url.endsWith('/api/version') && polls < 2) versionRequests++;
  };
  const onFailed = (request: { method(): string; url(): string; failure(): { errorText: string } | null }) =>
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('console', onConsole);
  await page.goto(path);
  // Settled: the menu and the first notification poll have answered, and the network is quiet.
  await expect(page.locator('#side-menu a').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('requestfailed', onFailed);
  page.off('response', onResponse);
  page.off('console', onConsole);
  return { problems, versionRequests };
}

const inspectionOf = (claimFileNo: string) =>
  withE2eDatabase(
    (db) =>
      (
        db
          .prepare(
            `SELECT a.id FROM assignments a JOIN claim_files f ON f.id = a.claim_file_id
             WHERE f.claim_file_no = ? AND a.assignment_type = 'vehicle_inspection'`,
          )
          .get(claimFileNo) as { id: string }
      ).id,
  );

const PEOPLE = [
  {
    username: 'handler',
    language: 'en',
    extra: () => [`/assignments/view/${inspectionOf('DEMO000123')}`, '/workflow/claim-file/DEMO000123'],
  },
  { username: 'handler2', language: 'ro', extra: () => [] },
  { username: 'manager', language: 'ro', extra: () => ['/workflow/new'] },
  { username: 'admin', language: 'en', extra: () => [] },
  { username: 'assessor', language: 'en', extra: () => [] },
  // In Romanian: the appointment locations, a Romanian-only entry.
  { username: 'assessor.manager', language: 'ro', extra: () => [] },
] as const;

for (const person of PEOPLE) {
  test(`${person.username}'s pages (${person.language}) load with no failed request and ask the version once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const paths = await signInForPages(page, person.username, person.language, [...person.extra()]);
    const failures: Record<string, string[]> = {};
    for (const path of paths) {
      const { problems, versionRequests } = await loadAndWatch(page, path);
      if (versionRequests !== 1) problems.push(`asked /api/version ${versionRequests} times`);
      if (problems.length > 0) failures[path] = problems;
    }
    expect(failures).toEqual({});
  });
}
