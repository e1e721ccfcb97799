import { expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { type ClaimFormWords, yesterday } from './claim-form-words.ts';

/** The step about others answered "no other vehicle, no one hurt", and on to the contact step. */
export async function noOthers(page: Page, w: ClaimFormWords) {
  await page.getByRole('radio', { name: w.noOtherVehicle }).check();
  await page.getByRole('radio', { name: w.noInjury }).check();
  await page.getByLabel(w.police).press('Enter');
}

/** Ticks the review's declaration, without which the claim is not sent. */
export const declare = (page: Page, w: ClaimFormWords) => page.getByLabel(w.declaration).check();

/**
 * Fills the five steps with the keyboard's Enter to go on, an axe scan on each step unless a walk
 * before it scanned the same steps already (`scan: false`); the review's heading has the focus.
 */
export async function fillSteps(
  page: Page,
  w: ClaimFormWords,
  claim: { plate: string; contact: string; sms?: boolean },
  { scan = true } = {},
) {
  await page.getByLabel(w.policyType).selectOption('RCA');
  await page.getByLabel(w.policyNo).fill('RORCA55507777');
  await page.getByLabel(w.insured).fill('Radu Revizie');
  await page.getByLabel(w.insured).press('Enter');
  await expect(page.getByRole('heading', { name: /^(Step|Pasul) 2 / })).toBeFocused();
  await page.getByLabel(w.date).fill(yesterday());
  await page.getByLabel(w.time).fill('17:45');
  await page.getByLabel(w.county).selectOption('CJ');
  await page.getByLabel(w.place).fill('Turda');
  await page.getByLabel(w.description).fill('A truck scraped the bonnet while parking.');
  if (scan) await expectNoSeriousAxeViolations(page);
  await page.getByLabel(w.place).press('Enter');
  await expect(page.getByRole('heading', { name: /^(Step|Pasul) 3 / })).toBeFocused();
  await page.getByLabel(w.category).selectOption('car');
  await page.getByLabel(w.brand).selectOption('dacia');
  await page.getByLabel(w.colour).selectOption('blue');
  await page.getByLabel(w.plate).fill(claim.plate);
  await page.getByLabel(w.bonnet).check();
  if (scan) await expectNoSeriousAxeViolations(page);
  await page.getByLabel(w.plate).press('Enter');
  await expect(page.getByRole('heading', { name: /^(Step|Pasul) 4 / })).toBeFocused();
  await noOthers(page, w);
  await expect(page.getByRole('heading', { name: /^(Step|Pasul) 5 / })).toBeFocused();
  if (claim.sms) await page.getByRole('radio', { name: 'SMS' }).check();
  const contact = page.getByLabel(claim.sms ? w.phone : w.email, { exact: true });
  await contact.fill(claim.contact);
  await page.getByLabel(w.again).fill(claim.contact);
  if (scan) await expectNoSeriousAxeViolations(page);
  await page.getByLabel(w.again).press('Enter');
  await expect(page.getByRole('heading', { name: w.review })).toBeFocused();
}
