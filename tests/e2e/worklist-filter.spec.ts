import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, signInByApi, withE2eDatabase } from './helpers.ts';

/** A handler of the calling test's own, so no other test's filter choices meet its own. */
async function ownHandler(): Promise<string> {
  const username = `scope.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}`;
  await createOwnUser(username, 'Sorin Scope', ['claims.handler']);
  return username;
}

/** The worklist answers the page got that were refusals. */
function refusedWorklists(page: Page): number[] {
  const refused: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/assignments/worklist?') && response.status() >= 400)
      refused.push(response.status());
  });
  return refused;
}

const wholeOrganisation = {
  filter_keys: 2,
  assignment_type: 'assessment',
  filter_criteria: null,
  category_code: 'all',
};

/** The worklist shown, its filter read: the scope can be changed and the list has loaded. */
async function worklistShown(page: Page): Promise<void> {
  await expect(page.getByLabel('Whose work')).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Assignments' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a handler is offered only the work they may list; a manager also the whole organisation', async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInByApi(page, await ownHandler());
  await page.goto('/assignments/worklist');
  await worklistShown(page);
  await expect(page.getByLabel('Whose work').locator('option')).toHaveText(['Mine', 'My group']);
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signInByApi(page, 'manager');
  await page.goto('/assignments/worklist');
  await worklistShown(page);
  await expect(page.getByLabel('Whose work').locator('option')).toHaveText(['Mine', 'My group', 'Whole organisation']);
});

test('a handler whose kept filter says the whole organisation opens the worklist on the default', async ({ page }) => {
  const username = await ownHandler();
  // Kept before the server refused it, or while the person was a manager.
  withE2eDatabase((db) =>
    db
      .prepare('UPDATE users SET user_metadata = ? WHERE username = ?')
      .run(JSON.stringify({ worklist_filter: wholeOrganisation }), username),
  );
  const refused = refusedWorklists(page);
  await signInByApi(page, username);
  await page.goto('/assignments/worklist');
  await worklistShown(page);
  await expect(page.getByLabel('Whose work')).toHaveValue('0');
  await expect(page.getByLabel('Type')).toHaveValue('');
  expect(refused).toEqual([]);
});

test('a tab whose stored filter says the whole organisation opens the worklist on the default for a handler', async ({
  page,
}) => {
  await signInByApi(page, await ownHandler());
  await page.goto('/assignments/worklist');
  await worklistShown(page);
  await page.evaluate(
    (filter) => sessionStorage.setItem('claims.worklistFilter', JSON.stringify(filter)),
    wholeOrganisation,
  );
  const refused = refusedWorklists(page);
  await page.reload();
  await worklistShown(page);
  await expect(page.getByLabel('Whose work')).toHaveValue('0');
  expect(refused).toEqual([]);
});
