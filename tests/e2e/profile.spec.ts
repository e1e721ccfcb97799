import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, signInByApi, signInThroughForm, userMenu } from './helpers.ts';

const ownUser = async (fullName: string) => {
  const username = `profile.${randomUUID().slice(0, 8)}`;
  await createOwnUser(username, fullName, ['claims.handler']);
  return username;
};

test('a user switches to Romanian on the profile and, signing in again from the English login, lands in Romanian', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const username = await ownUser('Lia Limba');
  // The sign-in that is this test's subject is the second one, from the English login.
  await signInByApi(page, username);
  await page.goto('/assignments/shortlist');
  await (await userMenu(page, 'Lia Limba')).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Codes go to')).toContainText(`${username}@example.test`);
  await expect(page.getByText('This browser', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ro');
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page).toHaveURL(/\/ro\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'Contul dumneavoastră' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await (await userMenu(page, 'Lia Limba')).click();
  await page.getByRole('menuitem', { name: 'Deconectare' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInThroughForm(page, username, undefined, '/login?returnUrl=%2Fuser%2Fprofile');
  await expect(page).toHaveURL(/\/ro\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'Contul dumneavoastră' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('"Sign out everywhere else" ends the session of another browser', async ({ page, browser }) => {
  const username = await ownUser('Sorin Sesiune');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInByApi(otherPage, username);
  await otherPage.goto('/assignments/worklist');
  await userMenu(otherPage, 'Sorin Sesiune');

  await signInByApi(page, username);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/profile$/);
  const sessions = page.getByTestId('sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(page.getByText('This browser', { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Other sessions signed out: 1.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('Only this browser is signed in.')).toBeVisible();

  await otherPage.goto('/assignments/worklist');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});

test('the profile reads at 400 px, and /assignments opens the worklist', async ({ page }) => {
  const username = await ownUser('Ilinca Ingusta');
  await page.setViewportSize({ width: 400, height: 800 });
  await signInByApi(page, username);
  await page.goto('/ro/user');
  await expect(page).toHaveURL(/\/ro\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'Sesiuni active' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Below the fold on a phone, but within the width: scrolled to, it is wholly in view.
  const send = page.getByRole('button', { name: 'Trimiteți codul' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });
  await expectNoSeriousAxeViolations(page);
  await page.goto('/assignments');
  await expect(page).toHaveURL(/\/assignments\/worklist$/);
});
