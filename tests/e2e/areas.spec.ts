import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnOrganisation, createOwnUser, signInByApi, signInThroughForm, userMenu, withE2eDatabase } from './helpers.ts';

const formatDay = (day: string) => day.split('-').reverse().join('.');
const romanianToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The table's header cells and body rows as the page shows them. */
async function shownTable(page: Page) {
  const table = page.getByRole('region', { name: 'Table' }).getByRole('table');
  const header = await table.getByRole('columnheader').allInnerTexts();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
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

  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(excel.suggestedFilename()).toMatch(/^workload-per-handler-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await excel.path())!);
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(shown.header);
  const sheetRows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1).map(String));
  expect(sheetRows).toEqual(shown.rows);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const lines = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines).toEqual([shown.header.join(','), ...shown.rows.map((r) => r.join(','))]);
  expect(problems).toEqual([]);
});

test('a configurator changes the branding with a live preview, and a colleague sees it at their next sign-in', async ({ page, browser }) => {
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
  await expect.poll(() => preview.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--brand-color'))).toBe('#8e24aa');
  await expect(preview).toContainText('Brand Nou');
  await branding.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes log' }).getByRole('cell', { name: 'branding.update' })).toBeVisible();

  // Users and roles: a new colleague, who must set a password, then locked.
  await page.getByRole('button', { name: 'Add a user' }).click();
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Username').fill('brand.new');
  await form.getByLabel('Full name').fill('Bruno Nou');
  await form.getByLabel('First password').fill('Prima-parola-1');
  await form.getByLabel('Roles (one per line)').fill('claims.handler');
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
  await expect.poll(() => colleague.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim())).toBe('#8e24aa');
  await expect(colleague.locator('[data-brand-title]').first()).toHaveText('Brand Nou');
  await other.close();
});

test('a configurator sets the password policy, the tracker texts, the assistant and the IP allow-list, each in the changes log', async ({ page }) => {
  createOwnOrganisation('TRKR', { color: '#546e7a', short_name: 'Tracker Org' });
  await createOwnUser('trkr.admin', 'Toma Tracker', ['org_configurator'], 'TRKR');
  await signInByApi(page, 'trkr.admin');
  await page.goto('/config');

  const policy = page.getByRole('form', { name: 'Password policy' });
  await policy.getByLabel('Minimum length').fill('4');
  await policy.getByRole('button', { name: 'Save' }).click();
  await expect(policy.getByRole('alert')).toHaveText('min_length: At least 5.');
  await policy.getByLabel('Minimum length').fill('12');
  await policy.getByRole('button', { name: 'Save' }).click();
  await expect(policy.getByRole('alert')).toHaveCount(0);

  const tracker = page.getByRole('form', { name: 'Claim tracker' });
  for (const [lang, texts] of [
    ['English', ['Track your claim', 'Claim number', 'Type the claim number.', 'No such claim.', 'We sent you a code.', 'Wrong code.', 'Registered', 'Paid']],
    ['Romanian', ['Urmariti dosarul', 'Numar dosar', 'Scrieti numarul.', 'Nu exista.', 'V-am trimis un cod.', 'Cod gresit.', 'Inregistrat', 'Platit']],
  ] as const) {
    const group = tracker.getByRole('group', { name: lang });
    const [title, name, search, notFound, security, wrong, first, second] = texts;
    await group.getByLabel('Title').fill(title);
    await group.getByLabel('Name of the case number').fill(name);
    await group.getByLabel('Search message').fill(search);
    await group.getByLabel('Not found message').fill(notFound);
    await group.getByLabel('Access code message').fill(security);
    await group.getByLabel('Wrong code message').fill(wrong);
    const code = lang === 'English' ? 'en' : 'ro';
    await group.getByLabel(`Step 1 (${code})`).fill(first);
    await group.getByLabel(`Step 2 (${code})`).fill(second);
  }
  await tracker.getByRole('button', { name: 'Save' }).click();
  await expect(tracker.getByRole('alert')).toHaveCount(0);

  const assistant = page.getByRole('form', { name: 'Assistant' });
  await assistant.getByLabel('Roles that may use it (one per line)').fill('claims.manager\nclaims.handler');
  await assistant.getByRole('button', { name: 'Save' }).click();

  const allowList = page.getByRole('form', { name: 'IP allow-list' });
  await allowList.getByLabel(/^Addresses or ranges/).fill('10.0.0.0/33');
  await allowList.getByRole('button', { name: 'Save' }).click();
  await expect(allowList.getByRole('alert')).toHaveText('entries.0: 10.0.0.0/33 is not an address or a range such as 10.0.0.0/8.');
  await allowList.getByLabel(/^Addresses or ranges/).fill('127.0.0.1\n::1\n10.0.0.0/8');
  await allowList.getByRole('button', { name: 'Save' }).click();
  await expect(allowList.getByRole('alert')).toHaveCount(0);

  const log = page.getByRole('region', { name: 'Changes log' });
  for (const action of ['password-policy.update', 'tracker.update', 'assistant.update', 'ip-allow-list.update']) await expect(log.getByRole('cell', { name: action })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The public tracker of the organisation shows the new texts at once.
  await page.goto('/status?org_code=TRKR');
  await expect(page.getByText('Track your claim').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Claim progress' }).getByRole('listitem')).toHaveText(['1.Registered', '2.Paid']);
});

test('the partner manager keeps partners, and partners are handed assignments on the special-customers page', async ({ page }) => {
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

  const free = withE2eDatabase((db) => db.prepare(`SELECT assignment_no FROM assignments WHERE is_final = 0 AND partner_id IS NULL AND assignment_no LIKE 'DOS%' ORDER BY assignment_no DESC LIMIT 1`).get() as { assignment_no: string });
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
  await page.getByRole('button', { name: 'Adauga unitate' }).click();
  const form = page.getByRole('form', { name: 'Adauga unitate' });
  await form.getByLabel('Denumire').fill('Centru constatari Brasov E2E');
  await form.getByLabel('Adresa').fill('Str. Lunga 1, Brasov');
  await form.getByLabel('Telefon').fill('+40 268 100 200');
  await form.getByLabel('Judet').selectOption('BV');
  await form.getByRole('checkbox', { name: 'Vineri' }).uncheck();
  await form.getByLabel('Luni inchide').fill('15:30');
  await form.getByRole('button', { name: 'Salveaza' }).click();
  const card = page.getByRole('region', { name: 'Centru constatari Brasov E2E' });
  await expect(card).toContainText('Luni09:00–15:30');
  await expect(card).toContainText('VineriInchis');
  await expectNoSeriousAxeViolations(page);
});

test('time off: a request, its approval in the manager area, and the substitute acting for the absent colleague', async ({ page, browser }) => {
  await createOwnUser('away.user', 'Alina Absent', ['claims.handler', 'claims.selfmanaged']);
  await createOwnUser('stand.in', 'Stella Standin', ['claims.handler']);
  await createOwnUser('team.manager', 'Tudor Team', ['claims.manager']);
  withE2eDatabase((db) => db.prepare(`UPDATE users SET work_group = 'e2e-team' WHERE username IN ('away.user', 'stand.in', 'team.manager')`).run());
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
  await expect(manager.getByRole('row', { name: /Alina Absent/ })).toContainText(`Until ${formatDay(addDays(today, 2))}, Stella Standin stands in`);
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

test('the app previewer sees the menu and pages as another role, read-only, then ends the preview', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/preview');
  await expect(page.getByRole('checkbox', { name: 'claims.handler' })).toBeChecked();
  await page.getByRole('button', { name: 'Show their menu' }).click();
  const menu = page.getByRole('region', { name: 'Menu for these roles' });
  await expect(menu.getByRole('listitem')).toHaveText(['Dashboard', /^Tasks/, 'Search', /^Reports/]);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Open the product as these roles' }).click();
  await expect(page).toHaveURL(/\/assignments\/shortlist$/);
  await expect(page.getByTestId('preview-banner')).toContainText('Preview as claims.handler — read-only');
  const side = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(side.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  // Settings refuse the previewed role, whatever the address typed.
  await page.goto('/config');
  await expect(page.getByRole('alert')).toHaveText('The settings could not be loaded, or this area is not open to you.');
  await page.getByRole('button', { name: 'End preview' }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await page.goto('/config');
  await expect(page.getByRole('heading', { name: 'Users and roles' })).toBeVisible();
});
