import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import {
  createOwnOrganisation,
  createOwnUser,
  DEMO_PASSWORD,
  signInByApi,
  signInThroughForm,
  userMenu,
  withE2eDatabase,
} from './helpers.ts';

const formatDay = (day: string) => day.split('-').reverse().join('.');
const romanianToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The table's header cells and body rows as the page shows them. */
async function shownTable(page: Page) {
  const table = page.getByRole('region', { name: 'Table' }).getByRole('table');
  const header = await table.getByRole('columnheader').allInnerTexts();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return { header, rows };
}

test('a manager runs a report, sees its chart and table, and downloads it as Excel and CSV', async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInByApi(page, 'manager');
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Workload per handler' }).click();
  await expect(page.getByRole('heading', { name: 'Workload per handler' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Workload per handler\. Open: \d+; Overdue: \d+$/ })).toBeVisible();
  await page.getByLabel('Assignment type').selectOption('assessment');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status')).toHaveCount(0);
  const shown = await shownTable(page);
  expect(shown.header).toEqual(['Handler', 'Open', 'Overdue', 'Due in 7 days', 'Closed in period']);
  expect(shown.rows.length).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);

  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/^workload-per-handler-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await excel.path())!);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(shown.header);
  const sheetRows = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
    (sheet.getRow(i + 2).values as unknown[]).slice(1).map(String),
  );
  expect(sheetRows).toEqual(shown.rows);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = (await readFile((await csv.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toEqual([shown.header.join(','), ...shown.rows.map((r) => r.join(','))]);
  expect(problems).toEqual([]);
});

test('a configurator changes the branding with a live preview, and a colleague sees it at their next sign-in', async ({
  page,
  browser,
}) => {
  createOwnOrganisation('BRND', { color: '#546e7a', sidebar_color: '#607d8b', short_name: 'Brand Vechi' });
  await createOwnUser('brand.admin', 'Bianca Brand', ['org_configurator'], 'BRND');
  await createOwnUser('brand.user', 'Bogdan Brand', ['claims.handler'], 'BRND');
  await signInByApi(page, 'brand.admin');
  await page.goto('/config');
  const branding = page.getByRole('form', { name: 'Branding' });
  await branding.getByLabel('Main colour').fill('#8e24aa');
  await branding.getByLabel('Short name').fill('Brand Nou');
  // The preview shows the new colour before anything is saved.
  const preview = page.getByTestId('branding-preview');
  await expect
    .poll(() => preview.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--brand-color')))
    .toBe('#8e24aa');
  await expect(preview).toContainText('Brand Nou');
  await branding.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes log' })).toContainText('Bianca Brand changed the branding.');

  // Users and roles: a new colleague, who must set a password, then locked.
  await page.getByRole('button', { name: 'Add a user' }).click();
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Username').fill('brand.new');
  await form.getByLabel('Full name').fill('Bruno Nou');
  await form.getByLabel('First password').fill('Prima-parola-1');
  await form.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Claims handler' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: /brand\.new/ });
  await expect(row).toContainText('Must set a password');
  await row.getByRole('button', { name: 'Lock brand.new' }).click();
  await page.getByRole('dialog', { name: 'Lock brand.new?' }).getByRole('button', { name: 'Lock' }).click();
  await expect(row).toContainText('Locked');
  await expectNoSeriousAxeViolations(page);

  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signInThroughForm(colleague, 'brand.user');
  await expect(colleague).toHaveURL(/\/assignments\/shortlist$/);
  await expect
    .poll(() =>
      colleague.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim()),
    )
    .toBe('#8e24aa');
  await expect(colleague.locator('[data-brand-title]').first()).toHaveText('Brand Nou');
  await other.close();
});

test('a Romanian settings page shows each refused field beside it, in Romanian', async ({ page }) => {
  createOwnOrganisation('ROER', { color: '#546e7a', short_name: 'Refuzuri' });
  await createOwnUser('roer.admin', 'Radu Refuz', ['org_configurator'], 'ROER');
  await signInByApi(page, 'roer.admin');
  await page.goto('/ro/config');

  const allowList = page.getByRole('form', { name: 'Adrese IP permise' });
  const entries = allowList.getByLabel(/^Adrese sau intervale/);
  await entries.fill('127.0.0.1\n10.0.0.0/33');
  await allowList.getByRole('button', { name: 'Salvați' }).click();
  await expect(allowList.getByRole('alert')).toHaveText(
    '10.0.0.0/33 nu este o adresă sau un interval, de exemplu 10.0.0.0/8.',
  );
  await expect(entries).toHaveAttribute('aria-invalid', 'true');
});

test('a configurator sets the password policy, the tracker texts, the assistant and the IP allow-list, each in the changes log', async ({
  page,
}) => {
  createOwnOrganisation('TRKR', { color: '#546e7a', short_name: 'Tracker Org' });
  await createOwnUser('trkr.admin', 'Toma Tracker', ['org_configurator'], 'TRKR');
  await signInByApi(page, 'trkr.admin');
  await page.goto('/config');

  const policy = page.getByRole('form', { name: 'Password policy' });
  await policy.getByLabel('Minimum length').fill('4');
  await policy.getByRole('button', { name: 'Save' }).click();
  await expect(policy.getByRole('alert')).toHaveText('At least 5.');
  await policy.getByLabel('Minimum length').fill('12');
  await policy.getByRole('button', { name: 'Save' }).click();
  await expect(policy.getByRole('alert')).toHaveCount(0);

  const tracker = page.getByRole('form', { name: 'Claim tracker' });
  for (const [lang, texts] of [
    [
      'English',
      [
        'Track your claim',
        'Claim number',
        'Type the claim number.',
        'No such claim.',
        'We sent you a code.',
        'Wrong code.',
        'Registered',
        'Paid',
      ],
    ],
    [
      'Romanian',
      [
        'Urmăriți dosarul',
        'Numar dosar',
        'Scrieti numarul.',
        'Nu există.',
        'V-am trimis un cod.',
        'Cod gresit.',
        'Înregistrat',
        'Platit',
      ],
    ],
  ] as const) {
    const group = tracker.getByRole('group', { name: lang });
    const [title, name, search, notFound, security, wrong, first, second] = texts;
    await group.getByLabel('Title').fill(title);
    await group.getByLabel('Name of the case number').fill(name);
    await group.getByLabel('Search message').fill(search);
    await group.getByLabel('Not found message').fill(notFound);
    await group.getByLabel('Access code message').fill(security);
    await group.getByLabel('Wrong code message').fill(wrong);
    await group.getByLabel(`Step 1 (${lang})`).fill(first);
    await group.getByLabel(`Step 2 (${lang})`).fill(second);
  }
  await tracker.getByRole('button', { name: 'Save' }).click();
  await expect(tracker.getByRole('alert')).toHaveCount(0);

  const assistant = page.getByRole('form', { name: 'Assistant' });
  const assistantRoles = assistant.getByRole('group', { name: 'Roles that may use it' });
  await assistantRoles.getByRole('checkbox', { name: 'Claims manager' }).check();
  await assistantRoles.getByRole('checkbox', { name: 'Claims handler' }).check();
  await assistant.getByRole('button', { name: 'Save' }).click();

  const allowList = page.getByRole('form', { name: 'IP allow-list' });
  await allowList.getByLabel(/^Addresses or ranges/).fill('10.0.0.0/33');
  await allowList.getByRole('button', { name: 'Save' }).click();
  await expect(allowList.getByRole('alert')).toHaveText('10.0.0.0/33 is not an address or a range such as 10.0.0.0/8.');
  await expect(allowList.getByLabel(/^Addresses or ranges/)).toHaveAttribute('aria-invalid', 'true');
  await allowList.getByLabel(/^Addresses or ranges/).fill('127.0.0.1\n::1\n10.0.0.0/8');
  await allowList.getByRole('button', { name: 'Save' }).click();
  await expect(allowList.getByRole('alert')).toHaveCount(0);

  const log = page.getByRole('region', { name: 'Changes log' });
  for (const sentence of [
    'changed the password policy.',
    'changed the texts of the claim tracker.',
    'changed who may use the assistant.',
    'changed the addresses allowed to sign in.',
  ])
    await expect(log.getByText(sentence)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The public tracker of the organisation shows the new texts at once.
  await page.goto('/status?org_code=TRKR');
  await expect(page.getByText('Track your claim').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Claim progress' }).getByRole('listitem')).toHaveText([
    '1.Registered',
    '2.Paid',
  ]);
});

test('the partner manager keeps partners, and partners are handed assignments on the special-customers page', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/config/partners');
  await page.getByRole('button', { name: 'Add a partner' }).click();
  const form = page.getByRole('form', { name: 'Add a partner' });
  await form.getByLabel('Kind').selectOption('towing');
  await form.getByLabel('Name').fill('Tractari Rapide E2E');
  await form.getByLabel('Fiscal code').fill('RO5566778');
  await form.getByLabel('E-mail').fill('dispecer@tractari.example.test');
  await form.getByLabel('Phone').fill('+40 744 555 666');
  await form.getByLabel('County').selectOption('IF');
  await form.getByLabel('Address').fill('DN1 km 15, Otopeni');
  await form.getByRole('button', { name: 'Save' }).click();
  const partner = page.getByRole('region', { name: /Tractari Rapide E2E/ });
  await expect(partner).toContainText('RO5566778');
  await partner.getByRole('button', { name: 'Add a contact: Tractari Rapide E2E' }).click();
  const contact = page.getByRole('form', { name: 'Add a contact: Tractari Rapide E2E' });
  await contact.getByLabel('Name').fill('Toma Tractor');
  await contact.getByLabel('E-mail').fill('toma@tractari.example.test');
  await contact.getByLabel('Phone').fill('+40 744 555 667');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(partner).toContainText('Toma Tractor');
  await expectNoSeriousAxeViolations(page);

  const free = withE2eDatabase(
    (db) =>
      db
        .prepare(
          `SELECT assignment_no FROM assignments WHERE is_final = 0 AND partner_id IS NULL AND assignment_no LIKE 'DOS%' ORDER BY assignment_no DESC LIMIT 1`,
        )
        .get() as { assignment_no: string },
  );
  await page.goto('/special-customers');
  await page.getByRole('button', { name: /^Tractari Rapide E2E/ }).click();
  await expect(page.getByRole('heading', { name: 'Tractari Rapide E2E' })).toBeVisible();
  await expect(page.getByText('Toma Tractor')).toBeVisible();
  await page.getByLabel('Assignment number').fill(free.assignment_no);
  await page.getByRole('button', { name: 'Hand over', exact: true }).click();
  await expect(page.getByRole('link', { name: free.assignment_no })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: `Take back ${free.assignment_no}` }).click();
  await expect(page.getByText('The partner holds no assignments.')).toBeVisible();
});

test('the assessor manager adds an appointment location with its opening hours (Romanian)', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/ro/config/appointment-locations');
  await page.getByRole('button', { name: 'Adăugați o unitate' }).click();
  const form = page.getByRole('form', { name: 'Adăugați o unitate' });
  await form.getByLabel('Denumire').fill('Centru constatari Brasov E2E');
  await form.getByLabel('Adresă').fill('Str. Lunga 1, Brasov');
  await form.getByLabel('Telefon').fill('+40 268 100 200');
  await form.getByLabel('Județ').selectOption('BV');
  await form.getByRole('checkbox', { name: 'Vineri' }).uncheck();
  await form.getByLabel('Luni închidere').fill('15:30');
  await form.getByRole('button', { name: 'Salvați' }).click();
  const card = page.getByRole('region', { name: 'Centru constatari Brasov E2E' });
  await expect(card).toContainText('Luni09:00–15:30');
  await expect(card).toContainText('VineriÎnchis');
  await expectNoSeriousAxeViolations(page);
});

test('the days every location is closed: a line that is no day is named, a saved day is offered nowhere', async ({
  page,
  request,
}) => {
  // A weekday near the end of the booking horizon, where no other test books.
  let day = addDays(romanianToday(), 80);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  await signInByApi(page, 'admin');
  await page.goto('/config/appointment-locations');
  const section = page.getByRole('form', { name: 'Days every location is closed' });
  const days = section.getByLabel('Days (dd.MM.yyyy, one a line)');
  await days.fill('31.02.2027');
  await section.getByRole('button', { name: 'Save the days' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    '"31.02.2027" is not a day: write closed days as dd.MM.yyyy, one a line (e.g. 24.12.2026).',
  );
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await days.fill(formatDay(day));
  await section.getByRole('button', { name: 'Save the days' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Days every location is closed' }).getByRole('textbox')).toHaveValue(
    formatDay(day),
  );

  const admin = await colleagueApi(request, 'admin');
  const slots = await admin.get<{ locations: { days: { date: string }[] }[] }>(
    `/schedule/slots?county=B&from=${day}&days=1`,
  );
  expect(slots.locations.length).toBeGreaterThan(0);
  expect(slots.locations.flatMap((l) => l.days)).toEqual([]);
  // Open again for the other tests.
  const { version } = await admin.get<{ version: number }>('/config/appointment-locations/closed-days');
  await admin.put('/config/appointment-locations/closed-days', { days: [] }, version);
});

test('time off: a request, its approval in the manager area, and the substitute acting for the absent colleague', async ({
  page,
  browser,
}) => {
  await createOwnUser('away.user', 'Alina Absent', ['claims.handler', 'claims.selfmanaged']);
  await createOwnUser('stand.in', 'Stella Standin', ['claims.handler']);
  await createOwnUser('team.manager', 'Tudor Team', ['claims.manager']);
  withE2eDatabase((db) =>
    db
      .prepare(`UPDATE users SET work_group = 'e2e-team' WHERE username IN ('away.user', 'stand.in', 'team.manager')`)
      .run(),
  );
  const today = romanianToday();

  await signInByApi(page, 'away.user');
  await page.goto('/time-off/my-absences');
  await page.getByLabel('First day').fill(today);
  await page.getByLabel('Last day').fill(addDays(today, 2));
  await page.getByLabel('Substitute').selectOption({ label: 'Stella Standin' });
  await page.getByLabel('Note').fill('Concediu de odihna');
  await page.getByRole('button', { name: 'Send the request' }).click();
  const days = `${formatDay(today)} – ${formatDay(addDays(today, 2))}`;
  await expect(page.getByRole('listitem').filter({ hasText: days })).toContainText('Waiting for approval');
  await expectNoSeriousAxeViolations(page);

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signInByApi(manager, 'team.manager');
  await manager.goto('/manager-area');
  const decision = manager.getByRole('group', { name: `Alina Absent, ${days}` });
  await expect(decision.getByLabel('Substitute')).toHaveValue(/.+/);
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.getByRole('row', { name: /Alina Absent/ })).toContainText(
    `Until ${formatDay(addDays(today, 2))}, Stella Standin stands in`,
  );
  await expectNoSeriousAxeViolations(manager);
  await managerContext.close();

  const standInContext = await browser.newContext();
  const standIn = await standInContext.newPage();
  await signInByApi(standIn, 'stand.in');
  await standIn.goto('/assignments/shortlist');
  await (await userMenu(standIn, 'Stella Standin')).click();
  // Acting for a colleague reloads the page as them. The context is closed only once that page has
  // loaded: closed in the middle of the reload, Chromium once took the rest of the test's time.
  const reloaded = standIn.waitForEvent('load');
  await standIn.getByRole('menuitem', { name: 'Act as Alina Absent' }).click();
  await reloaded;
  await expect(standIn.getByTestId('impersonation-banner')).toContainText('You are acting as Alina Absent.');
  await userMenu(standIn, 'Alina Absent');
  await standInContext.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: days })).toContainText('Approved');
});

test('the app previewer sees the menu and pages as another role, read-only, then ends the preview', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/preview');
  await expect(page.getByRole('checkbox', { name: 'Claims handler' })).toBeChecked();
  await page.getByRole('button', { name: 'Show their menu' }).click();
  const menu = page.getByRole('region', { name: 'Menu for these roles' });
  await expect(menu.getByRole('listitem')).toHaveText([
    'Dashboard',
    /^Tasks/,
    'Search',
    'Claim files',
    'Payments',
    /^Reports/,
  ]);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Open the product as these roles' }).click();
  await expect(page).toHaveURL(/\/assignments\/shortlist$/);
  await expect(page.getByTestId('preview-banner')).toContainText('Preview as Claims handler — read-only');
  const side = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(side.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  // Settings refuse the previewed role, whatever the address typed.
  await page.goto('/config');
  await expect(page.getByRole('heading', { name: 'This page is not available to you' })).toBeVisible();
  await page.getByRole('button', { name: 'End preview' }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await page.goto('/config');
  await expect(page.getByRole('heading', { name: 'Users and roles' })).toBeVisible();
});

// ---- Versions and confirmations in the partner, location and manager areas ----

/** A colleague working beside the page through the API, with a session of their own. */
async function colleagueApi(request: APIRequestContext, username: string) {
  const signedIn = await request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await signedIn.json()) as { idToken: string }).idToken}` };
  return {
    get: async <T>(path: string) => (await (await request.get(`/api${path}`, { headers })).json()) as T,
    post: async (path: string, data: unknown, version?: number) => {
      const res = await request.post(`/api${path}`, {
        data,
        headers: { ...headers, ...(version === undefined ? {} : { 'If-Match': `"${version}"` }) },
      });
      expect(res.status(), path).toBe(200);
    },
    put: async (path: string, data: unknown, version: number) => {
      const res = await request.put(`/api${path}`, { data, headers: { ...headers, 'If-Match': `"${version}"` } });
      expect(res.status(), path).toBe(200);
    },
  };
}

/** Open assignments of the calling test's own, copied from the demo's, held by one user of its team. */
/** Copies of open demo assignments, held by `username` in `group`, all overdue. */
function giveOwnWork(username: string, group: string, count: number, prefix: string): void {
  withE2eDatabase((db) => {
    const columns = (db.prepare('PRAGMA table_info(assignments)').all() as { name: string }[]).map((c) => c.name);
    const holder = (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string }).id;
    const sources = db
      .prepare(
        `SELECT id FROM assignments WHERE is_final = 0 AND assignment_no LIKE 'DEMO%'
         AND assignment_type != 'assessment' LIMIT ?`,
      )
      .all(count) as { id: string }[];
    sources.forEach((source, i) => {
      const own: Record<string, string | null> = {
        id: randomUUID(),
        assignment_no: `${prefix}-${i + 1}`,
        guest_key: randomUUID(),
        assignee_user_id: holder,
        group_code: group,
        partner_id: null,
        due_date: `2020-01-0${i + 1}`,
      };
      const picked = columns.map((c) => (c in own ? '?' : c));
      db.prepare(
        `INSERT INTO assignments (${columns.join(', ')}) SELECT ${picked.join(', ')} FROM assignments WHERE id = ?`,
      ).run(...columns.filter((c) => c in own).map((c) => own[c]!), source.id);
    });
  });
}

const conflictPartner = {
  kind: 'repair_shop',
  tax_code: 'RO4455667',
  email: 'office@conflict.example.test',
  phone: '+40 723 100 100',
  county_code: 'IF',
  address: 'Str. Veche 1',
  active: true,
};

test('a stale edit of a partner says who changed it and when, shows the fresh data and keeps what was typed', async ({
  page,
  request,
}) => {
  await createOwnUser('paula.partner', 'Paula Partner', ['partner_manager']);
  const paula = await colleagueApi(request, 'paula.partner');
  await paula.post('/config/partners', { ...conflictPartner, name: 'Service Conflict E2E' });
  await signInByApi(page, 'admin');
  await page.goto('/config/partners');
  await page.getByRole('button', { name: 'Edit Service Conflict E2E' }).click();
  const form = page.getByRole('form', { name: 'Edit' });
  await form.getByLabel('Address').fill('Str. Ana 7');

  // Paula changes the phone while the form is open.
  const opened = (await paula.get<{ name: string; id: string; version: number }[]>('/config/partners')).find(
    (p) => p.name === 'Service Conflict E2E',
  )!;
  await paula.put(
    `/config/partners/${opened.id}`,
    { ...conflictPartner, name: 'Service Conflict E2E', phone: '+40 799 999 999' },
    opened.version,
  );

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Paula Partner changed this on \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\. The page now shows their version;/,
  );
  await expect(page.getByRole('alert')).toBeFocused();
  const card = page.getByRole('region', { name: /Service Conflict E2E/ });
  await expect(card).toContainText('+40 799 999 999');
  await expect(form.getByLabel('Address')).toHaveValue('Str. Ana 7');
  await expectNoSeriousAxeViolations(page);
  // Saved again, on the version now shown, it goes through.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Str. Ana 7');
  await expect(form).toHaveCount(0);
});

test('a stale edit of a location says who changed it and when, in Romanian, and keeps what was typed', async ({
  page,
  request,
}) => {
  await createOwnUser('sorin.sef', 'Sorin Sef', ['AC.Assessor.Manager']);
  const sorin = await colleagueApi(request, 'sorin.sef');
  const location = {
    name: 'Centru Conflict E2E',
    address: 'Str. Lunga 2',
    county_code: 'BV',
    phone: '+40 268 100 300',
    opening_hours: [{ day: 1, opens: '09:00', closes: '17:00' }],
    active: true,
  };
  await sorin.post('/config/appointment-locations', location);
  await signInByApi(page, 'admin');
  await page.goto('/ro/config/appointment-locations');
  await page.getByRole('button', { name: 'Modificați Centru Conflict E2E' }).click();
  const form = page.getByRole('form', { name: 'Modificați' });
  await form.getByLabel('Telefon').fill('+40 268 999 000');

  const opened = (
    await sorin.get<{ name: string; id: string; version: number }[]>('/config/appointment-locations')
  ).find((l) => l.name === 'Centru Conflict E2E')!;
  await sorin.put(
    `/config/appointment-locations/${opened.id}`,
    { ...location, address: 'Str. Noua 9' },
    opened.version,
  );

  await form.getByRole('button', { name: 'Salvați' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Sorin Sef a modificat această înregistrare la \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./,
  );
  await expect(page.getByRole('region', { name: 'Centru Conflict E2E' })).toContainText('Str. Noua 9');
  await expect(form.getByLabel('Telefon')).toHaveValue('+40 268 999 000');
});

test('deleting a partner or a location asks first: Cancel keeps it, Confirm deletes it', async ({ page, request }) => {
  const admin = await colleagueApi(request, 'admin');
  await admin.post('/config/partners', { ...conflictPartner, name: 'Service Sters E2E' });
  const created = (await admin.get<{ name: string; id: string; version: number }[]>('/config/partners')).find(
    (p) => p.name === 'Service Sters E2E',
  )!;
  await admin.post(
    `/config/partners/${created.id}/contacts`,
    { full_name: 'Dan Contact', job_title: '', email: 'dan@sters.example.test', phone: '+40 723 100 101' },
    created.version,
  );
  await admin.post('/config/appointment-locations', {
    name: 'Centru Sters E2E',
    address: 'Str. Scurta 3',
    county_code: 'CJ',
    phone: '+40 264 100 300',
    opening_hours: [],
    active: true,
  });
  await signInByApi(page, 'admin');

  await page.goto('/config/partners');
  await page.getByRole('button', { name: 'Delete Service Sters E2E' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Service Sters E2E?' });
  await expect(dialog).toContainText('Service Sters E2E and its contacts (1) will be deleted for good.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: /Service Sters E2E/ })).toContainText('Dan Contact');
  await page.getByRole('button', { name: 'Delete Service Sters E2E' }).click();
  await dialog.getByRole('button', { name: 'Delete the partner' }).click();
  await expect(page.getByRole('region', { name: /Service Sters E2E/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: /Service Conflict|Service Auto Militari/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: /Service Sters E2E/ })).toHaveCount(0);

  await page.goto('/config/appointment-locations');
  await page.getByRole('button', { name: 'Delete Centru Sters E2E' }).click();
  const asked = page.getByRole('dialog', { name: 'Delete Centru Sters E2E?' });
  await expect(asked).toContainText('Centru Sters E2E will be deleted for good');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Centru Sters E2E' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Centru Sters E2E' }).click();
  await asked.getByRole('button', { name: 'Delete the location' }).click();
  await expect(page.getByRole('region', { name: 'Centru Sters E2E' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Centru constatări Cluj' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Centru Sters E2E' })).toHaveCount(0);
});

test('moving a member’s work and refusing an absence ask first, saying how many go to whom, what stays and why', async ({
  page,
  request,
}) => {
  await createOwnUser('move.manager', 'Marin Mutare', ['claims.manager']);
  await createOwnUser('move.from', 'Filip From', ['claims.handler', 'claims.selfmanaged']);
  await createOwnUser('move.to', 'Toma To', ['claims.handler']);
  withE2eDatabase((db) =>
    db
      .prepare(`UPDATE users SET work_group = 'e2e-move' WHERE username IN ('move.manager', 'move.from', 'move.to')`)
      .run(),
  );
  giveOwnWork('move.from', 'e2e-move', 3, 'MOVE');
  // An assessment, which a handler may not hold: it stays where it is.
  giveOwnWork('move.from', 'e2e-move', 1, 'MOVEA');
  withE2eDatabase((db) =>
    db
      .prepare(
        `UPDATE assignments SET assignment_type = 'assessment', status_code = 'new' WHERE assignment_no = 'MOVEA-1'`,
      )
      .run(),
  );
  const filip = await colleagueApi(request, 'move.from');
  const start = addDays(romanianToday(), 10);
  await filip.post('/time-off/absences', {
    starts_on: start,
    ends_on: addDays(start, 1),
    substitute_user_id: null,
    note: 'Nunta',
  });
  await signInByApi(page, 'move.manager');
  await page.goto('/manager-area');

  const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
  await expect(row('Filip From').getByRole('cell').first()).toHaveText('4');
  await page.getByLabel(/^From\b/).selectOption({ label: 'Filip From' });
  await page.getByLabel(/^To\b/).selectOption({ label: 'Toma To' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const move = page.getByRole('dialog', { name: 'Move work?' });
  await expect(move).toContainText(
    '4 overdue assignments of Filip From: those Toma To may hold (Claim notification, Vehicle inspection, Appointment) ' +
      'go to Toma To; the rest stay with Filip From.',
  );
  await expect(move.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await move.getByRole('button', { name: 'Cancel' }).click();
  await expect(move).toHaveCount(0);
  await page.reload();
  await expect(row('Filip From').getByRole('cell').first()).toHaveText('4');
  await expect(row('Toma To').getByRole('cell').first()).toHaveText('0');
  await page.getByLabel(/^From\b/).selectOption({ label: 'Filip From' });
  await page.getByLabel(/^To\b/).selectOption({ label: 'Toma To' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await move.getByRole('button', { name: 'Move the work' }).click();
  await expect(
    page.getByText(
      '3 assignments moved to Toma To. 1 assignment stayed with Filip From: Toma To holds no role for its kind.',
    ),
  ).toBeVisible();
  await page.reload();
  await expect(row('Toma To').getByRole('cell').first()).toHaveText('3');
  await expect(row('Filip From').getByRole('cell').first()).toHaveText('1');

  const days = `${formatDay(start)} – ${formatDay(addDays(start, 1))}`;
  const decision = page.getByRole('group', { name: `Filip From, ${days}` });
  await decision.getByRole('button', { name: 'Refuse' }).click();
  const refuse = page.getByRole('dialog', { name: 'Refuse the absence of Filip From?' });
  await expect(refuse).toContainText(`Filip From asked for ${days}.`);
  await refuse.getByRole('button', { name: 'Refuse the absence' }).click();
  await expect(refuse.getByText('Say why you refuse.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await refuse.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(decision.getByRole('button', { name: 'Approve' })).toBeVisible();
  await decision.getByRole('button', { name: 'Refuse' }).click();
  await refuse.getByLabel('Reason for refusing').fill('Inchidere de luna');
  await refuse.getByRole('button', { name: 'Refuse the absence' }).click();
  await expect(decision).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No absences wait for a decision.')).toBeVisible();
  const [asked] = await filip.get<{ status: string; decision_note: string }[]>('/time-off/absences');
  expect(asked).toMatchObject({ status: 'rejected', decision_note: 'Inchidere de luna' });
});
