import { expect, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, DEMO_PASSWORD, signInByApi, withE2eDatabase } from './helpers.ts';

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
  await expect(input).toHaveAccessibleDescription('Enter sends; Shift+Enter starts a new line.');
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  // Shift+Enter is a new line in the question; Enter sends it.
  await page.keyboard.type('What is the state');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('of DEMO000123-2?');
  await expect(input).toHaveValue('What is the state\nof DEMO000123-2?');
  // Sending waits for the thread so far to load, as the Send button does.
  await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  await expect(panel.getByRole('listitem').last()).toContainText('DEMO000123-2 is now: Inspection scheduled.');
  await expect(panel.locator('strong', { hasText: 'DEMO000123-2' })).toBeVisible();
  await expect(panel.getByText('Assignments used: DEMO000123-2')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // Escape closes it, and the focus goes back to the button that opened it; reopening shows the same thread.
  await input.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
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

test('the assignment numbers of an answer lead to their pages', async ({ page }) => {
  // A thread of the test's own: the assistant keeps one per user.
  await createOwnUser('ada.asks', 'Ada Asks', ['claims.handler']);
  const id = withE2eDatabase(
    (db) => (db.prepare("SELECT id FROM assignments WHERE assignment_no = 'DEMO000123-2'").get() as { id: string }).id,
  );
  await signInByApi(page, 'ada.asks');
  await page.goto('/assignments/shortlist');
  const launcher = page.getByRole('button', { name: 'Assistant', exact: true });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Claims assistant' });
  await expect(panel.getByRole('button', { name: 'Send' })).toBeVisible();
  await page.keyboard.type('And DEMO000123-2?');
  await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.keyboard.press('Enter');
  const answer = panel.getByRole('listitem').last();
  await expect(answer).toContainText('DEMO000123-2 is now: Inspection scheduled.');
  const links = answer.getByRole('link', { name: 'DEMO000123-2' });
  // Once in the answer, once among the assignments it used.
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', `/assignments/view/${id}`);
  await links.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/assignments/view/${id}$`));
  await expect(page.getByRole('heading', { name: /DEMO000123-2$/ })).toBeVisible();
});

test('a retry is offered when the server failed, never for a refusal that would come again', async ({ page }) => {
  await createOwnUser('remus.retry', 'Remus Retry', ['claims.handler']);
  await signInByApi(page, 'remus.retry');
  await page.goto('/assignments/shortlist');
  await page.getByRole('button', { name: 'Assistant', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Claims assistant' });
  const send = panel.getByRole('button', { name: 'Send' });
  await expect(send).toBeVisible();
  const answerWith = (status: number, code: string, message: string) =>
    page.route('**/api/aiAssistant/completeLastMessage/*', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: { code, message } }) }),
    );

  // The day's allowance spent: asking again today would be refused again.
  await answerWith(429, 'too_many_requests', 'You have used the assistant enough for today.');
  await page.keyboard.type('Hello?');
  await expect(send).toBeEnabled();
  await page.keyboard.press('Enter');
  const problem = panel.locator('.ac-problem[role="alert"]');
  await expect(problem).toContainText('You have used the assistant enough for today.');
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The model did not answer in time: another try may work, and does.
  await page.unroute('**/api/aiAssistant/completeLastMessage/*');
  await answerWith(503, 'service_unavailable', 'The assistant did not answer in time.');
  await page.keyboard.type('Hello again?');
  await expect(send).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(problem).toContainText('The assistant did not answer in time.');
  const retry = panel.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await page.unroute('**/api/aiAssistant/completeLastMessage/*');
  await retry.click();
  await expect(panel.getByRole('listitem').last()).toContainText('Hello from the test model.');
  await expect(problem).toHaveCount(0);
});
