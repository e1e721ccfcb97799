import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import {
  createOwnOrganisation,
  createOwnUser,
  DEMO_PASSWORD,
  signInByApi,
  userMenu,
  withE2eDatabase,
} from './helpers.ts';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigare principală)$/ });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: /^(Main sections|Sectiuni principale)$/ });
const linkNames = async (nav: ReturnType<typeof sideMenu>) =>
  (await nav.getByRole('link').allTextContents()).map((t) => t.replace(/\d+$/, '').trim());

const MENUS = {
  admin: {
    fullName: 'Ana Admin',
    side: [
      'Dashboard',
      'Tasks',
      'Search',
      'Claim files',
      'Preview',
      'Settings',
      'Reports',
      'Partners',
      'Partner settings',
      'Help',
      'New assessment',
      'Agenda',
    ],
    bar: ['Dashboard', 'Tasks', 'Reports'],
    more: ['Settings', 'Claim files', 'Preview', 'Partners', 'Partner settings', 'Help', 'New assessment', 'Agenda'],
  },
  manager: {
    fullName: 'Mihai Manager',
    side: ['Dashboard', 'Tasks', 'Search', 'Claim files', 'Payments', 'Manager', 'Reports'],
    bar: ['Dashboard', 'Tasks', 'Reports'],
    more: ['Claim files', 'Payments', 'Manager'],
  },
  handler: {
    fullName: 'Elena Handler',
    side: ['Dashboard', 'Tasks', 'Search', 'Claim files', 'Payments', 'Reports'],
    bar: ['Dashboard', 'Tasks', 'Reports'],
    more: ['Claim files', 'Payments'],
  },
} as const;

for (const [username, menu] of Object.entries(MENUS)) {
  test(`${username} sees exactly their menu at 1280 px and their bottom bar at 800 px`, async ({ page }) => {
    await signInByApi(page, username);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/search');
    await userMenu(page, menu.fullName);
    await expect(sideMenu(page).getByRole('link').first()).toBeVisible();
    expect(await linkNames(sideMenu(page))).toEqual(menu.side);
    await expect(bottomBar(page)).toBeHidden();
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize({ width: 800, height: 800 });
    await expect(sideMenu(page)).toBeHidden();
    await expect(bottomBar(page)).toBeVisible();
    expect(await linkNames(bottomBar(page))).toEqual(menu.bar);
    const more = bottomBar(page).getByRole('button', { name: 'More' });
    const underMore: readonly string[] = menu.more;
    if (underMore.length === 0) {
      await expect(more).toHaveCount(0);
    } else {
      await more.click();
      // The menu loads when first pressed.
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      expect((await page.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual(menu.more);
      await page.keyboard.press('Escape');
    }
    await expectNoSeriousAxeViolations(page);
  });
}

test('the Romanian menu adds the Romanian-only entries', async ({ page }) => {
  await signInByApi(page, 'manager');
  await page.goto('/ro/search');
  await expect(sideMenu(page).getByRole('link', { name: 'Concedii' })).toBeVisible();
  expect(await linkNames(sideMenu(page))).toEqual([
    'Tablou de bord',
    'Activitati',
    'Cauta',
    'Dosare de daună',
    'Plăți',
    'Manager',
    'Concedii',
    'Reports',
  ]);
});

test('assessors find a new assessment in their menu, named in their language', async ({ page }) => {
  await signInByApi(page, 'assessor');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/assignments/shortlist');
  const entry = sideMenu(page).getByRole('link', { name: 'New assessment' });
  await expect(entry).toHaveAttribute('href', '/assignments/assessment/search');
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assignments\/assessment\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New assessment');
  await page.goto('/ro/assignments/shortlist');
  await expect(page.locator('#side-menu').getByRole('link', { name: 'Evaluare nouă' })).toHaveAttribute(
    'href',
    '/ro/assignments/assessment/search',
  );
  // Those who do not assess have no such entry: the exact menus above show it for handler and manager.
});

test('the reports submenu lists the reports of the role, each at /reports/{report}', async ({ page }) => {
  await signInByApi(page, 'handler2');
  await page.goto('/assignments/shortlist');
  await sideMenu(page).getByRole('button', { name: 'Reports' }).click();
  const report = sideMenu(page).getByRole('link', { name: 'Overdue assignments' });
  await expect(report).toHaveAttribute('href', '/reports/overdue-assignments');
  await report.click();
  await expect(page).toHaveURL(/\/reports\/overdue-assignments$/);
  await expect(sideMenu(page).getByRole('link', { name: 'Reports' })).toBeVisible();
});

test('the side menu goes compact, closed and back, and keeps the choice for the session', async ({ page }) => {
  await signInByApi(page, 'manager');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search');
  const toggle = page.getByRole('button', { name: 'Change the side menu' });
  await expect(sideMenu(page)).toHaveAttribute('data-state', 'normal');
  await toggle.click();
  await expect(sideMenu(page)).toHaveAttribute('data-state', 'compact');
  await page.goto('/config');
  await expect(sideMenu(page)).toHaveAttribute('data-state', 'compact');
  await toggle.click();
  await expect(sideMenu(page)).toHaveCount(0);
  await toggle.click();
  await expect(sideMenu(page)).toHaveAttribute('data-state', 'normal');
});

test("the toolbar shows the environment tab and the organisation's short name", async ({ page }) => {
  await signInByApi(page, 'manager');
  await page.goto('/search');
  const tab = page.getByTestId('env-label');
  await expect(tab).toHaveText('E2E');
  await expect(tab).toHaveCSS('background-color', 'rgb(255, 183, 77)');
  await expect(page.getByRole('banner').getByText('Demo Asigurări', { exact: true })).toBeVisible();
  await page.reload();
  // After a reload the short name is there before any script of ours runs: no flash of the default.
  await expect(page.getByRole('banner').getByText('Demo Asigurări', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Search · Demo Asigurări');
});

test('new activities open the small dialog, and assigning work later updates it', async ({ page, request }) => {
  await signInByApi(page, 'handler');
  await page.goto('/assignments/shortlist');
  const dialog = page.getByRole('dialog', { name: 'New activities' });
  await expect(dialog).toContainText('DEMO000123 · Vehicle inspection: 2 new');
  const box = await dialog.boundingBox();
  expect(box!.width).toBe(240);
  expect(box!.x + box!.width).toBeGreaterThan((page.viewportSize()!.width * 3) / 4);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(dialog).toBeHidden();

  // A manager assigns the handler an unassigned assignment of the group; the next poll (shortened
  // for the test through NOTIFICATION_POLL_MS) brings the notification that assigning wrote.
  const login = await request.post('/api/auth/appToken', { data: { username: 'manager', password: DEMO_PASSWORD } });
  const asManager = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  const pile = (await (
    await request.get('/api/assignments/worklist?filter_keys=1&filter_criteria=unassigned&limit=50', {
      headers: asManager,
    })
  ).json()) as {
    rows: { id: string; assignment_no: string; type_name: string; due_date: string }[];
  };
  // Not one due today: the dashboard test counts those meanwhile.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
  // Not an assessment, which a handler may not hold.
  const work = pile.rows.find((row) => row.due_date !== today && row.type_name !== 'Assessment')!;
  const detail = (await (await request.get(`/api/assignments/${work.id}`, { headers: asManager })).json()) as {
    assignable_users: { id: string; full_name: string }[];
    version: number;
  };
  const handler = detail.assignable_users.find((u) => u.full_name === 'Elena Handler')!;
  const assigned = await request.post(`/api/assignments/${work.id}/assign`, {
    headers: { ...asManager, 'If-Match': `"${detail.version}"` },
    data: { user_id: handler.id },
  });
  expect(assigned.status()).toBe(200);
  await expect(dialog).toContainText(`${work.assignment_no} · ${work.type_name}: 1 new`, { timeout: 10_000 });
});

test('a 500 opens the error dialog with type, id, message and (in development) the stack', async ({ page }) => {
  await signInByApi(page, 'manager');
  // One failure: a later poll of the notifications (a slow machine may start a second one
  // before Close) answers normally, so the closed dialog stays closed.
  let failed = false;
  await page.route('**/api/config/users/browseNotifications', (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'internal_error',
          message: 'Unexpected error. Reference: 4f2c',
          id: '4f2c',
          stack: 'TypeError: boom\n    at handler',
        },
      }),
    });
  });
  await page.goto('/search');
  const dialog = page.getByRole('dialog', { name: 'internal_error 4f2c' });
  await expect(dialog).toContainText('Unexpected error. Reference: 4f2c');
  await expect(dialog.getByTestId('error-stack')).toContainText('TypeError: boom');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a 405 closes open dialogs and opens the correlation dialog, at least 30% wide', async ({ page }) => {
  await signInByApi(page, 'handler2');
  await page.goto('/search');
  await (await userMenu(page, 'Radu Handler')).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  await page.route('**/api/config/users/browseNotifications', (route) =>
    route.fulfill({
      status: 405,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'method_not_allowed', message: 'Correlation token changed.' } }),
    }),
  );
  await expect(page.getByTestId('correlation-dialog')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
  const width = (await page.getByTestId('correlation-dialog').boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(page.viewportSize()!.width * 0.3);
});

test('an unreachable server raises the error snack; Detalii opens the details', async ({ page }) => {
  await signInByApi(page, 'manager');
  await page.route('**/api/config/users/browseNotifications', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'service_unavailable', message: 'The database does not answer.' } }),
    }),
  );
  await page.goto('/ro/search');
  const snack = page.getByRole('alert').filter({ hasText: 'Eroare' });
  await expect(snack).toBeVisible();
  await snack.getByRole('button', { name: 'Detalii' }).click();
  await expect(page.getByRole('dialog')).toContainText('The database does not answer.');
});

test('a success snack shows for 3 seconds', async ({ page }) => {
  await createOwnUser('sara.snack', 'Sara Snack');
  await signInByApi(page, 'sara.snack');
  await page.goto('/search');
  await (await userMenu(page, 'Sara Snack')).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('Safe-Claims-2026!');
  await dialog.getByLabel('New password', { exact: true }).fill('Snack-Claims-303');
  await dialog.getByLabel('Confirm the new password').fill('Snack-Claims-303');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  const snack = page.getByText('Password changed successfully!');
  await expect(snack).toBeVisible();
  await expect(snack).toHaveAttribute('data-snack-kind', 'success');
  await expect(snack).toBeHidden({ timeout: 4_500 });
});

test('a new deployment under an open page asks for a reload', async ({ page }) => {
  await signInByApi(page, 'manager');
  await page.goto('/search');
  await userMenu(page, 'Mihai Manager');
  await page.route('**/api/version', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ version: '99.0.0', envLabel: 'E2E', envLabelColor: '#ffb74d' }),
    }),
  );
  const dialog = page.getByRole('dialog', { name: 'A new version is available' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await page.unroute('**/api/version');
  await dialog.getByRole('button', { name: 'Reload now' }).click();
  await expect(dialog).toBeHidden();
});

test('the notifications panel opens from the toolbar', async ({ page }) => {
  await createOwnUser('nora.notes', 'Nora Notes');
  withE2eDatabase((db) =>
    db
      .prepare(
        'INSERT INTO notifications (id, user_id, type, name, count, created_at) ' +
          "SELECT ?, id, 'new_activities', 'DEMO000123 · Assessment', 3, ? FROM users WHERE username = 'nora.notes'",
      )
      .run(randomUUID(), new Date().toISOString()),
  );
  await signInByApi(page, 'nora.notes');
  await page.goto('/search');
  const dialog = page.getByRole('dialog', { name: 'New activities' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Notifications: 3' }).click();
  await expect(dialog).toContainText('DEMO000123 · Assessment: 3 new');
});

test('an organisation with the dark theme gets dark pages that still read well, from the first paint', async ({
  page,
}) => {
  createOwnOrganisation('NIGHT', {
    color: '#546e7a',
    logo_url: '/assets/logo.svg',
    material_color: '#546e7a',
    align_logo: 'left',
    theme: 'dark',
    sidebar_color: '#607d8b',
    backgroundColor: '#f5f7f8',
    short_name: 'Night Asigurari',
  });
  await createOwnUser('nora.night', 'Nora Night', [], 'NIGHT');
  await signInByApi(page, 'nora.night');
  await page.goto('/assignments/shortlist');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 26, 29)');
  await expect(page.getByTestId('counter-new')).toHaveCSS('background-color', 'rgb(31, 39, 44)');
  await expectNoSeriousAxeViolations(page);
  // A reload paints dark before any script of the page runs.
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/search');
  await page.getByRole('combobox').fill('zz');
  await expect(page.getByText('Nothing found.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
