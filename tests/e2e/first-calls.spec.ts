import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi, withE2eDatabase } from './helpers.ts';

// A staff page sends the session's renewal and its record as soon as it is parsed; its islands,
// once loaded, take that answer instead of asking again.

/** Counts the API calls the page makes, by method and path. */
function countCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${request.method()} ${url.pathname}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
  });
  return calls;
}

test('an assignment page in a new tab asks for its session and its record once each, while its code loads', async ({
  page,
}) => {
  const id = withE2eDatabase(
    (db) => (db.prepare("SELECT id FROM assignments WHERE assignment_no = 'DEMO000789-2'").get() as { id: string }).id,
  );
  await signInByApi(page, 'handler');
  const calls = countCalls(page);
  // The page's own code is held back until its record has left (or 5 s, when it never leaves first).
  let recordLeft!: () => void;
  const recordLeaving = new Promise<void>((resolve) => (recordLeft = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/assignments/${id}`) recordLeft();
  });
  let heldBack = 'the record left first';
  await page.route('**/_astro/AssignmentPage.*.js', async (route) => {
    const timeout = new Promise<void>((resolve) =>
      setTimeout(() => {
        heldBack = 'the record waited for the page code';
        resolve();
      }, 5_000),
    );
    await Promise.race([recordLeaving, timeout]);
    await route.continue();
  });
  await page.goto(`/assignments/view/${id}`);
  await expect(page.getByRole('heading', { name: 'Vehicle inspection DEMO000789-2' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('assignment-status')).toBeVisible();
  expect(heldBack).toBe('the record left first');
  expect(calls.get(`GET /api/assignments/${id}`)).toBe(1);
  expect(calls.get('POST /api/auth/refreshToken')).toBe(1);
});

test('the claim file page in Romanian asks for its file once', async ({ page }) => {
  await signInByApi(page, 'handler');
  const calls = countCalls(page);
  await page.goto('/ro/workflow/claim-file/DEMO000789');
  await expect(page.getByRole('link', { name: 'DEMO000789-2' })).toBeVisible();
  expect(calls.get('GET /api/claim-files/DEMO000789')).toBe(1);
});

test('the dashboard shows its counters’ frame before any script runs, and fills it with one call', async ({
  browser,
  page,
}) => {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  const before = await bare.newPage();
  await before.goto('/assignments/shortlist');
  const frame = before.getByRole('list', { name: 'Your work' });
  await expect(frame.getByRole('link', { name: 'Due today' })).toHaveAttribute('href', '/assignments/list/due-today');
  await bare.close();

  await signInByApi(page, 'handler');
  const calls = countCalls(page);
  await page.goto('/assignments/shortlist');
  await expect(page.getByTestId('counter-due-today')).toContainText(/^\d+Due today$/);
  await expect(page.getByRole('list', { name: 'Your work' })).not.toHaveAttribute('aria-busy', 'true');
  expect(calls.get('GET /api/assignments/dashboard')).toBe(1);
  await expect(page.getByRole('heading', { name: "Today's inspections" })).toBeVisible();
  expect(calls.get('GET /api/start')).toBe(1);
  await expectNoSeriousAxeViolations(page);
});
