import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi } from './helpers.ts';

test('the org help admin changes a status\'s help, and handlers see it on the assignment', async ({ page, browser }) => {
  await signInByApi(page, 'admin');
  await page.goto('/config/statuses/help');
  const form = page.getByRole('form', { name: 'Appointment: Confirmed' });
  await form.getByLabel('Help in English').fill('The policyholder confirmed the time by phone or e-mail.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Appointment: Confirmed' }).getByLabel('Help in English')).toHaveValue('The policyholder confirmed the time by phone or e-mail.');

  // Someone without the role is refused by the server, and the page says so.
  const other = await browser.newContext();
  const handler = await other.newPage();
  await signInByApi(handler, 'handler');
  await handler.goto('/config/statuses/help');
  await expect(handler.getByRole('alert')).toHaveText('The statuses could not be loaded, or this area is not open to you.');
  await other.close();
});
