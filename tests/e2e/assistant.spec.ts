import { expect, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, signInByApi } from './helpers.ts';

test('the assistant panel answers from claim data, 400 by 400, keyboard first', async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInByApi(page, 'handler');
  await page.goto('/assignments/shortlist');
  const launcher = page.getByRole('button', { name: 'Assistant', exact: true });
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Claims assistant' });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect([box!.width, box!.height]).toEqual([400, 400]);
  const input = panel.getByLabel('Your question');
  await expect(input).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('What is the state of DEMO000123-2?');
  await input.press('Enter');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem').last()).toContainText('DEMO000123-2 is now: Inspection scheduled.');
  await expect(panel.locator('strong', { hasText: 'DEMO000123-2' })).toBeVisible();
  await expect(panel.getByText('Assignments used: DEMO000123-2')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Escape closes it; reopening shows the same thread.
  await input.press('Escape');
  await expect(panel).toBeHidden();
  await launcher.click();
  await expect(panel.getByText('What is the state of DEMO000123-2?')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the assistant is not offered to someone without one of its roles', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/assignments/shortlist');
  // The user menu's appearance says the session check (which the launcher waits for too) is done.
  await expect(page.getByRole('button', { name: /: Ana Admin$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Assistant', exact: true })).toHaveCount(0);
});

test('the widget works on a page of another site, isolated in its shadow root', async ({ page, request }) => {
  const login = await request.post('/api/auth/appToken', { data: { username: 'manager', password: DEMO_PASSWORD } });
  const { idToken } = (await login.json()) as { idToken: string };
  await page.goto(`http://127.0.0.1:4338/#token=${encodeURIComponent(idToken)}`);
  await expect(page.getByRole('heading', { name: 'Partner portal' })).toBeVisible();
  // Its styles stay inside: the host page's heading keeps the browser's own font size.
  await page.getByRole('button', { name: 'Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Claims assistant' });
  await panel.getByLabel('Your question').fill('Hello?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem').getByText('Hello from the test model.')).toBeVisible();
  expect(
    await page.evaluate(() => document.querySelector('claims-assistant')?.shadowRoot?.querySelector('style') !== null),
  ).toBe(true);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(0);
});

test('after sending, focus stays on the question box and the answer alone is announced, once', async ({ page }) => {
  await signInByApi(page, 'handler');
  await page.goto('/assignments/shortlist');
  await page.getByRole('button', { name: 'Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Claims assistant' });
  const input = panel.getByLabel('Your question');
  await expect(input).toBeFocused();
  // The thread itself is no live region: opening it reads out nothing, and one's own question is not echoed.
  await expect(panel.getByRole('list')).not.toHaveAttribute('aria-live');
  // A question of its own: the other test asks as the same user, and the thread is kept per user.
  await page.keyboard.type('Where does DEMO000123-2 stand now?');
  // Send is offered once the thread so far has loaded (it is disabled while that is awaited).
  const sendButton = panel.getByRole('button', { name: 'Send' });
  await expect(sendButton).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(sendButton).toBeFocused();
  await page.keyboard.press('Enter');
  const heard = panel.getByTestId('assistant-heard');
  await expect(heard).toHaveAttribute('aria-live', 'polite');
  await expect(heard).toContainText('DEMO000123-2 is now: Inspection scheduled.');
  await expect(heard).not.toContainText('Where does');
  // The panel with an answer in it was scanned by the test above.
  await expect(input).toBeFocused();
});
