import { expect, test, type Page } from '@playwright/test';
import { signInByApi, withE2eDatabase } from './helpers.ts';

// On a page whose record is its largest content, the record comes first: the frame's islands
// (user menu, notifications, messages) and the panels below the record load once it is on screen,
// or at once when the person acts first. The side menu and its button do not wait.

const island = (page: Page, name: string) => page.locator(`astro-island[opts*='"name":"${name}"']`);

function assignmentId(no: string): string {
  return withE2eDatabase(
    (db) => (db.prepare('SELECT id FROM assignments WHERE assignment_no = ?').get(no) as { id: string }).id,
  );
}

/** Holds the page's record answer until `release` is called. */
async function holdRecord(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('an assignment page loads its frame and its panels once its record is on screen', async ({ page }) => {
  const id = assignmentId('DEMO000789-2');
  await signInByApi(page, 'handler');
  const panelsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_astro/AssignmentPanels.')) panelsAsked.push(request.url());
  });
  const release = await holdRecord(page, `/api/assignments/${id}`);
  await page.goto(`/assignments/view/${id}`);
  // The page's own island runs and shows that it loads; the frame's islands, earlier in the page,
  // wait, but for the side menu and its button, which people reach for at once.
  await expect(island(page, 'AssignmentPage')).not.toHaveAttribute('ssr');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  for (const name of ['SideMenu', 'SidebarToggle']) await expect(island(page, name)).not.toHaveAttribute('ssr');
  for (const name of ['UserMenu', 'BottomBar', 'NotificationsDialog', 'GlobalMessages'])
    await expect(island(page, name)).toHaveAttribute('ssr', '');
  expect(panelsAsked).toEqual([]);

  release();
  await expect(page.getByRole('heading', { name: 'Vehicle inspection DEMO000789-2' })).toBeVisible();
  for (const name of ['UserMenu', 'BottomBar', 'NotificationsDialog', 'GlobalMessages'])
    await expect(island(page, name)).not.toHaveAttribute('ssr');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  expect(panelsAsked).toHaveLength(1);
});

test('a key pressed before the record comes loads the frame at once', async ({ page }) => {
  await signInByApi(page, 'handler');
  const release = await holdRecord(page, '/api/claim-files/DEMO000789');
  await page.goto('/workflow/claim-file/DEMO000789');
  await expect(island(page, 'ClaimFilePage')).not.toHaveAttribute('ssr');
  await expect(island(page, 'UserMenu')).toHaveAttribute('ssr', '');
  await page.keyboard.press('Tab');
  await expect(island(page, 'UserMenu')).not.toHaveAttribute('ssr');
  await expect(page.getByRole('button', { name: /: Elena Handler$/ })).toBeVisible();
  release();
  await expect(page.getByRole('link', { name: 'DEMO000789-2' })).toBeVisible();
});

test('the frame loads within four seconds when the record does not come', async ({ page }) => {
  const id = assignmentId('DEMO000789-2');
  await signInByApi(page, 'handler');
  const release = await holdRecord(page, `/api/assignments/${id}`);
  await page.goto(`/assignments/view/${id}`);
  await expect(island(page, 'AssignmentPage')).not.toHaveAttribute('ssr');
  await expect(island(page, 'UserMenu')).not.toHaveAttribute('ssr', { timeout: 6_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  release();
});
