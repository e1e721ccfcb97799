import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi } from './helpers.ts';

const SECTIONS = [
  'Policy and cover',
  'Event',
  'People involved',
  'Assignments',
  'Documents',
  'Messages sent',
  'Timeline',
  'Tracker step',
];

const eventForm = (page: Page) => page.getByRole('form', { name: 'Edit the event' });

test('a claim file opens from its number on the worklist, shows its sections and saves a change of the event', async ({
  page,
}) => {
  await signInByApi(page, 'handler');
  await page.goto('/assignments/worklist');
  await page.getByRole('link', { name: 'DEMO000789', exact: true }).first().click();
  await expect(page).toHaveURL(/\/workflow\/claim-file\/DEMO000789$/);
  await expect(page.getByRole('heading', { name: 'Claim file DEMO000789' })).toBeVisible();
  for (const name of SECTIONS) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  const people = page.getByRole('region', { name: 'People involved' });
  await expect(people).toContainText('Andrei Vasilescu (Policyholder)');
  await expect(people).toContainText('(Witness)');
  const assignments = page.getByRole('region', { name: 'Assignments' });
  await expect(assignments.getByRole('link', { name: 'DEMO000789-2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tracker step' })).toContainText('DEMO000789');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Edit the event' }).click();
  await eventForm(page).getByLabel('Police report no.').fill('PV-77/2026');
  await eventForm(page).getByLabel('Time (HH:MM)').fill('25:00');
  await eventForm(page).getByRole('button', { name: 'Save' }).click();
  // The refusal sits beside the field it is about.
  await expect(eventForm(page).getByText('Enter the time as HH:MM, for example 14:30.')).toBeVisible();
  await expect(eventForm(page).getByLabel('Time (HH:MM)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await eventForm(page).getByLabel('Time (HH:MM)').fill('08:15');
  await eventForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(eventForm(page)).toHaveCount(0);
  const event = page.getByRole('region', { name: 'Event', exact: true });
  await expect(event).toContainText('PV-77/2026');
  await expect(event).toContainText('08:15');
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').first()).toContainText(
    'Event details changed',
  );
});

test('a change made on a version someone else changed meanwhile is refused, keeping what was typed', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'handler');
  await page.setViewportSize({ width: 400, height: 900 });
  await page.goto('/workflow/claim-file/DEMO000456');
  await page.getByRole('button', { name: 'Edit the event' }).click();
  await eventForm(page).getByLabel('Damage').fill('Left door, typed in the first tab');

  const other = await context.newPage();
  await other.goto('/workflow/claim-file/DEMO000456');
  await other.getByRole('button', { name: 'Edit the event' }).click();
  await eventForm(other).getByLabel('Police report no.').fill('PV-88/2026');
  await eventForm(other).getByRole('button', { name: 'Save' }).click();
  await expect(other.getByRole('region', { name: 'Event', exact: true })).toContainText('PV-88/2026');

  await eventForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText(/Elena Handler changed this on \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(page.getByRole('region', { name: 'Event', exact: true })).toContainText('PV-88/2026');
  await expect(eventForm(page).getByLabel('Damage')).toHaveValue('Left door, typed in the first tab');
  // The page is readable at 400 px: nothing scrolls sideways but the tables in their own boxes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  await expectNoSeriousAxeViolations(page);

  // Saved again, now on the version the page learned of.
  await eventForm(page).getByRole('button', { name: 'Save' }).click();
  await expect(eventForm(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Event', exact: true })).toContainText(
    'Left door, typed in the first tab',
  );
});

test('the claim files list pages on, filters, and opens a file, in Romanian', async ({ page }) => {
  await signInByApi(page, 'manager');
  await page.goto('/ro/workflow');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(26);
  await page.getByRole('button', { name: 'Încărcați mai multe' }).click();
  await expect(rows).toHaveCount(51);
  await expect(page.getByRole('link', { name: 'Dosar de daună nou' })).toHaveAttribute('href', '/ro/workflow/new');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Închise').check();
  await expect(rows.nth(1)).toContainText(/\d\d\.\d\d\.\d{4}\s*0$/);
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/ro\/workflow\/claim-file\/[A-Z]+\d+$/);
  await expect(page.getByRole('heading', { name: 'Persoane implicate' })).toBeVisible();
});
