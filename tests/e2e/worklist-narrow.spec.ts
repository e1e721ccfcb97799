import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, signInByApi } from './helpers.ts';

/** A manager of the test's own, so no other test's filter choices meet its own. */
async function ownManager(): Promise<string> {
  const username = `cards.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}`;
  await createOwnUser(username, 'Carla Cards', ['claims.handler', 'claims.manager']);
  return username;
}

/** The whole organisation's work, open and closed: a full first page whatever other tests change. */
async function wholeOrganisation(page: Page): Promise<void> {
  await expect(page.getByLabel('Whose work')).toBeEnabled();
  await page.getByLabel('Whose work').selectOption({ label: 'Whole organisation' });
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'All' });
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
}

/** Links and buttons smaller than 24 by 24 CSS pixels, named with their size. */
async function smallTargets(targets: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (box && (box.width < 24 || box.height < 24))
      small.push(`${(await target.textContent())?.trim()}: ${box.width}x${box.height}`);
  }
  return small;
}

/**
 * Shown elements wider than the viewport or reaching past either side of it. One placed wholly
 * off to the left (the skip link, until it has focus) is out of the way on purpose.
 */
const beyondViewport = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && box.right > 0;
        return shown && (box.width > width || box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 10);
  });

test('below 960 px each worklist row is a card with the same values, with targets of 24 px and nothing wider than the screen', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await signInByApi(page, await ownManager());
  await page.goto('/assignments/worklist');
  await wholeOrganisation(page);

  const table = page.getByRole('table', { name: 'Assignments' });
  const cards = page.getByRole('list', { name: 'Assignments' });
  await expect(table).toBeVisible();
  await expect(cards).toBeHidden();
  // The first row as the table shows it at 1280 px, cell by cell.
  const row = table.getByRole('row').nth(1);
  const assignmentNo = (await row.getByRole('link').first().textContent()) ?? '';
  const values = (await row.getByRole('cell').allInnerTexts())
    .flatMap((cell) => cell.split('\n'))
    .map((text) => text.trim())
    .filter(Boolean);
  expect(values.length).toBeGreaterThanOrEqual(8);
  expect(await smallTargets(table.getByRole('link'))).toEqual([]);
  expect(await smallTargets(page.getByRole('main').getByRole('button'))).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  for (const width of [800, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(table).toBeHidden();
    await expect(cards).toBeVisible();
    const card = cards
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: assignmentNo, exact: true }) });
    await expect(card).toHaveCount(1);
    for (const value of values) await expect(card, `${value} at ${width} px`).toContainText(value);
    for (const label of [
      'Assignment',
      'Claim file',
      'Type',
      'Status',
      'Insured',
      'Plate',
      'Assignee',
      'Due',
      'Updated',
    ])
      await expect(card.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    expect(await smallTargets(cards.getByRole('link'))).toEqual([]);
    expect(await smallTargets(page.getByRole('main').getByRole('button'))).toEqual([]);
    expect(await beyondViewport(page), `at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxeViolations(page);
  }

  // With no column heads to click, the order is a field of its own.
  await page.getByLabel('Order').selectOption({ label: 'Number, descending' });
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1');
  const numbers = await cards
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent ?? ''));
  expect(numbers.length).toBeGreaterThan(1);
  expect([...numbers].sort().reverse()).toEqual(numbers);

  // From 961 px up the table is back.
  await page.setViewportSize({ width: 961, height: 900 });
  await expect(table).toBeVisible();
  await expect(cards).toBeHidden();
  await expect(table.getByRole('columnheader', { name: /^Assignment,/ })).toHaveAttribute('aria-sort', 'descending');
  expect(problems).toEqual([]);
});

test('a text and a status narrow the worklist, the text kept in the address', async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInByApi(page, await ownManager());
  await page.goto('/assignments/worklist');
  await wholeOrganisation(page);
  const table = page.getByRole('table', { name: 'Assignments' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(25);

  // A claim file's number, typed loosely: only its assignments stay, whatever page the list was on.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2');
  await page.getByLabel('Find by number, plate or name').fill('demo 000789');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1');
  await expect(rows.first()).toContainText('DEMO000789');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('DEMO000789');
  await expect(page).toHaveURL(/\/assignments\/worklist\?q=demo\+000789$/);
  await expectNoSeriousAxeViolations(page);

  // The address keeps the text: a reload opens on the same narrowed list.
  await page.reload();
  await expect(page.getByLabel('Find by number, plate or name')).toHaveValue('demo 000789');
  await expect(rows.first()).toContainText('DEMO000789');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('DEMO000789');

  // Without the text, one type and one of its statuses.
  await page.getByLabel('Find by number, plate or name').fill('');
  await expect(page).toHaveURL(/\/assignments\/worklist$/);
  await page.getByLabel('Type').selectOption({ label: 'Vehicle inspection' });
  await expect(rows).toHaveCount(25);
  await expect(page.getByLabel('Status', { exact: true }).locator('option')).toHaveText([
    'All statuses',
    'New',
    'Inspection scheduled',
    'Inspected',
    'Closed',
    'Cancelled',
  ]);
  const shownStatuses = new Set(await rows.locator('td:nth-child(3)').allInnerTexts());
  expect(shownStatuses.size).toBeGreaterThan(1);
  const status = [...shownStatuses][0]!;
  await page.getByLabel('Status', { exact: true }).selectOption({ label: status });
  await expect(rows.locator('td:nth-child(3)').filter({ hasNotText: status })).toHaveCount(0);
  await expect(rows.first()).toContainText('Vehicle inspection');
  for (const text of await rows.locator('td:nth-child(3)').allInnerTexts()) expect(text).toBe(status);
  // Kept with the filter, as the type is.
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue(/.+/);
  await expect(rows.first()).toContainText(status);
  expect(problems).toEqual([]);
});

test('the worklist’s text and status in Romanian', async ({ page }) => {
  await signInByApi(page, await ownManager());
  await page.goto('/ro/assignments/worklist?q=DEMO000123');
  await expect(page.getByLabel('Căutați după număr, număr de înmatriculare sau nume')).toHaveValue('DEMO000123');
  await expect(page.getByLabel('Stadiu').locator('option').first()).toHaveText('Toate stadiile');
  // The organisation's statuses come in the page's language.
  await expect(page.getByLabel('Stadiu').locator('option')).not.toHaveCount(1);
  await expect(page.getByLabel('Stadiu').getByRole('option', { name: 'Inspection scheduled' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
