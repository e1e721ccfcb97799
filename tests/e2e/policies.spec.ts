import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { declare, noOthers } from './claim-form-walk.ts';
import { CLAIM_FORM_WORDS } from './claim-form-words.ts';

const FOUND = 'We found your policy.';
const NOT_MATCHED = 'We could not match this policy number and plate. You can still send the claim; we will check it.';

/** The first three steps of the claim form, with README's demo policy ROCAS90000001 and a plate: on to the others involved. */
async function fillUpToContact(page: Page, plate: string) {
  await page.getByLabel('Type of policy').selectOption({ label: 'Comprehensive motor (CASCO)' });
  await page.getByLabel('Policy number').fill('ROCAS90000001');
  await page.getByLabel('Insured person or company').fill('Elena Marin');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Date of the event').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel(CLAIM_FORM_WORDS.en.time).fill('07:30');
  await page.getByLabel('County').selectOption({ label: 'Cluj' });
  await page.getByLabel('Town or place').fill('Cluj-Napoca');
  await page.getByLabel('Describe what happened').fill('Hail dented the roof and the bonnet in the car park.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Kind of vehicle').selectOption({ label: 'Passenger car' });
  await page.getByLabel('Brand').selectOption({ label: 'Volkswagen' });
  await page.getByLabel('Colour').selectOption({ label: 'Blue' });
  await page.getByLabel('Registration number').fill(plate);
  await page.getByLabel('Bonnet').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('the public claim form checks the policy and plate, and the claim goes either way', async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.20.4.1' });
  await page.goto('/guest/claim_notification/DEMO');
  await fillUpToContact(page, 'b 901-dem');
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Others involved' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: FOUND })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Another plate is not on that policy: the form says so and still sends the claim.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Registration number').fill('B 999 ZZZ');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status').filter({ hasText: NOT_MATCHED })).toBeVisible();
  await expect(page.getByText(FOUND)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  const contact = `elena.${process.pid}@example.test`;
  await noOthers(page, CLAIM_FORM_WORDS.en);
  await page.getByLabel('E-mail address', { exact: true }).fill(contact);
  await page.getByLabel('The same again, to be sure').fill(contact);
  await page.getByRole('button', { name: 'Next' }).click();
  // Not found with that plate: the review shows nothing of the register.
  await expect(page.getByTestId('fnol-register-found')).toHaveCount(0);
  await declare(page, CLAIM_FORM_WORDS.en);
  await page.getByRole('button', { name: 'Send the claim' }).click();
  await expect(page.getByTestId('fnol-case-no')).toHaveText(/^DEMO\d{8}$/);
  expect(problems).toEqual([]);
});
