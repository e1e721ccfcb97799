import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, DEMO_PASSWORD, islandHydrated, userMenu, withE2eDatabase } from './helpers.ts';

test('the sign-in page puts the cursor in the username, and a keyboard signs in from there', async ({ page }) => {
  await page.goto('/login');
  await islandHydrated(page, '#login-username');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('manager');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assignments\/shortlist$/, { timeout: 15_000 });
  await userMenu(page, 'Mihai Manager');
});

test('the Romanian sign-in page does the same', async ({ page }) => {
  await page.goto('/ro/login');
  await islandHydrated(page, '#login-username');
  await expect(page.locator('#login-username')).toBeFocused();
});

/** A user of the calling test's own who must give a one-time code, so that no other test's code replaces theirs. */
async function ownCodeUser(username: string, fullName: string): Promise<string> {
  await createOwnUser(username, fullName);
  withE2eDatabase((db) => db.prepare('UPDATE users SET otp_required = 1 WHERE username = ?').run(username));
  return `${username}@example.test`;
}

/** The codes the development mailbox holds for an address, newest first. */
async function codesFor(request: APIRequestContext, to: string): Promise<string[]> {
  const mailbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; body: string }[];
  return mailbox.filter((m) => m.to === to).map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '');
}

/** Signs in by keyboard up to the code page; returns the half session's id token. */
async function signInToCodePage(page: Page, username: string): Promise<string> {
  await page.goto('/login');
  await islandHydrated(page, '#login-username');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/one-time-password$/, { timeout: 15_000 });
  // The tab keeps the half session as the code page uses it.
  return page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('claims.session') ?? '{}') as { idToken: string }).idToken,
  );
}

test('a new code is offered once the wait the server keeps to is over, and the newest code signs in', async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  const address = await ownCodeUser('olga.otp', 'Olga Otp');
  // The page's clock, moved on below together with the server's record of the last send.
  await page.clock.install();
  await signInToCodePage(page, 'olga.otp');
  const resend = page.getByRole('button', { name: 'Send a new code' });
  await expect(resend).toBeDisabled();
  await expect(page.getByTestId('otp-resend-wait')).toHaveText(/^You can ask for a new code in (1:00|0:[0-5]\d)\.$/);
  await expect.poll(() => codesFor(request, address)).toHaveLength(1);
  const [firstCode] = await codesFor(request, address);
  await expectNoSeriousAxeViolations(page);

  // A minute later, on both sides: the server last sent 61 seconds ago, and the page's clock agrees.
  withE2eDatabase((db) =>
    db
      .prepare(
        `UPDATE one_time_passwords SET last_sent_at = ?
         WHERE user_id = (SELECT id FROM users WHERE username = 'olga.otp')`,
      )
      .run(new Date(Date.now() - 61_000).toISOString()),
  );
  await page.clock.fastForward('01:01');
  await expect(resend).toBeEnabled();
  await expect(page.getByTestId('otp-resend-wait')).toHaveCount(0);
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'A new code was sent.' })).toBeVisible();
  // The page's clock back in step with the server's, which counts the next minute from now.
  await page.clock.setSystemTime(new Date());
  // The news goes where the new code is typed, and the next one waits its minute again.
  await expect(page.getByLabel('Access code')).toBeFocused();
  await expect(resend).toBeDisabled();
  await expect(page.getByTestId('otp-resend-wait')).toBeVisible();
  await expect.poll(() => codesFor(request, address)).toHaveLength(2);
  const [newestCode] = await codesFor(request, address);

  if (firstCode !== newestCode) {
    await page.keyboard.type(firstCode!);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Invalid code!');
    await page.getByLabel('Access code').fill('');
  }
  await page.getByLabel('Access code').focus();
  await page.keyboard.type(newestCode!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assignments\/shortlist$/);
  await userMenu(page, 'Olga Otp');
  // The wrong code's refusal is an answer the page shows, not a failure of the page.
  expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
});

test('the way back to sign in ends the half session', async ({ page, request }) => {
  await ownCodeUser('oscar.otp', 'Oscar Otp');
  const halfSession = await signInToCodePage(page, 'oscar.otp');
  const back = page.getByRole('link', { name: 'Back to sign in' });
  await expect(page.getByText('An authentication code was sent')).toBeVisible();
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await islandHydrated(page, '#login-username');
  await expect(page.getByLabel('Username')).toBeFocused();
  // The half session can no longer ask for or try a code, and the code page sends the tab to sign in.
  const headers = { Authorization: `Bearer ${halfSession}` };
  expect((await request.get('/api/auth/generateOneTimePassword', { headers })).status()).toBe(401);
  await page.goto('/one-time-password');
  await expect(page).toHaveURL(/\/login$/);
});
