import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi, trackerCode } from './helpers.ts';
import { CLAIM_FORM_WORDS } from './claim-form-words.ts';
import { declare, noOthers } from './claim-form-walk.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

async function fillClaimForm(page: Page, contact: string) {
  // Step 1: the policy. Next refuses an empty step, naming each field in the summary and beside it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByText('Enter the name of the insured person or company, at least 3 characters.')).toHaveCount(
    2,
  );
  await page.getByLabel('Type of policy').selectOption({ label: 'Motor third-party liability (RCA)' });
  await page.getByLabel('Policy number').fill('RORCA55501234');
  await page.getByLabel('Insured person or company').fill('Irina Intake');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 2: the event, in Romania by county.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: What happened' })).toBeFocused();
  await page.getByLabel('Date of the event').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Time of the event (hours and minutes)').fill('09:15');
  await page.getByLabel('County').selectOption({ label: 'Cluj' });
  await page.getByLabel('Town or place').fill('Cluj-Napoca');
  await page.getByLabel('Describe what happened').fill('A van reversed into the front of my parked car.');
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 3: the vehicle and its damaged parts.
  await page.getByLabel('Kind of vehicle').selectOption({ label: 'Passenger car' });
  await page.getByLabel('Brand').selectOption({ label: 'Dacia' });
  await page.getByLabel('Colour').selectOption({ label: 'Blue' });
  await page.getByLabel('Registration number').fill('cj 77 irn');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Mark at least one damaged part.').first()).toBeVisible();
  await page.getByLabel('Front bumper').check();
  await page.getByLabel('Bonnet').check();
  await page.getByRole('button', { name: 'Next' }).click();
  // Step 4: no other vehicle, no one hurt.
  await noOthers(page, CLAIM_FORM_WORDS.en);
  // Step 5: the contact, typed twice.
  await page.getByLabel('E-mail address', { exact: true }).fill(contact);
  await page.getByLabel('The same again, to be sure').fill(contact.toUpperCase());
  await expectNoSeriousAxeViolations(page);
}

test('claim form → number by e-mail → tracker → staff ask for a document → the tracker button sends it → staff see it received', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const problems = collectPageProblems(page);
  const contact = `irina.${process.pid}@example.test`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.20.1.1' });
  await page.goto('/guest/claim_notification/DEMO');
  await fillClaimForm(page, contact);
  // A reload mid-way keeps what was typed, and the step it was typed on (the draft stays in the browser).
  await page.reload();
  await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(contact);
  await page.getByRole('button', { name: 'Next' }).click();
  await declare(page, CLAIM_FORM_WORDS.en);
  await page.getByRole('button', { name: 'Send the claim' }).click();
  const caseNo = (await page.getByTestId('fnol-case-no').textContent())!;
  expect(caseNo).toMatch(/^DEMO\d{8}$/);

  // The number and the tracker's address arrive by e-mail (the development mailbox).
  const mailbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
    to: string;
    subject: string;
    body: string;
  }[];
  const receipt = mailbox.find((m) => m.to === contact)!;
  expect(receipt.subject).toBe(`Claim ${caseNo} registered`);
  const trackerUrl = /https?:\/\/\S+\/status\/\S+/.exec(receipt.body)![0];
  await page.goto(new URL(trackerUrl).pathname + new URL(trackerUrl).search);
  await page.getByLabel('Access code').fill(await trackerCode(page.request, caseNo));
  await page.getByRole('button', { name: 'Open my claim' }).click();
  await expect(page.getByRole('heading', { name: 'Claim registered' })).toBeVisible();

  // A handler finds the new claim in the group's pile and asks for a document.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInByApi(staff, 'handler');
  // Found by its number: other tests' claims share the pile, and the first page is not always where it lands.
  await staff.goto(`/assignments/list/unassigned?q=${caseNo}`);
  await staff.getByRole('link', { name: `${caseNo}-1` }).click();
  await expect(staff.getByRole('heading', { name: `Claim notification ${caseNo}-1` })).toBeVisible();
  await staff.getByLabel('Documents to ask for').fill('Police report');
  await staff.getByRole('button', { name: 'Ask for documents' }).click();
  await expect(staff.getByTestId('staff-document').filter({ hasText: 'Police report' })).toContainText('requested');

  // The policyholder's tracker now has a button for it; a wrong file is refused in words.
  await page.reload();
  const button = page.getByLabel('Police report: choose files');
  await button.setInputFiles({
    name: 'report.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ this is not a photo'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Only photos (JPEG, PNG, WebP) and PDF files are accepted, and this file is neither, whatever its name says.',
  );
  await button.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('status').filter({ hasText: 'Police report' })).toHaveText('Police report: Sent.');
  // The request is fulfilled: no button any more; the documents list shows what arrived.
  await expect(button).toHaveCount(0);
  await page.getByRole('button', { name: 'Registered documents' }).click();
  await expect(page.getByTestId('tracker-document').filter({ hasText: 'Police report' })).toContainText('received');
  await expectNoSeriousAxeViolations(page);

  await staff.reload();
  const row = staff.getByTestId('staff-document').filter({ hasText: 'Police report' });
  await expect(row.getByTestId('document-status')).toHaveText('received');
  await expect(row).toContainText('sent by the policyholder');
  await expect(row).toContainText('report.pdf');
  await staffContext.close();
  expect(problems.filter((p) => !p.includes('status of 415'))).toEqual([]);
});

test('a guest link opens one assignment, drops its key from the address, sends what is asked, and stops when replaced', async ({
  page,
  browser,
}) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInByApi(staff, 'manager');
  await staff.goto('/search');
  await staff.getByRole('combobox').fill('DEMO000456');
  // The claim file's own option comes first; the first of its assignments follows.
  await staff.getByRole('option').filter({ hasNotText: 'Claim file' }).first().click();
  await staff.getByLabel('Documents to ask for').fill('Repair estimate');
  await staff.getByRole('button', { name: 'Ask for documents' }).click();
  await expect(staff.getByTestId('staff-document').filter({ hasText: 'Repair estimate' })).toBeVisible();
  const link = new URL((await staff.getByTestId('guest-link').textContent())!);

  await page.goto(link.pathname);
  await expect(page).toHaveURL(/\/guest\/claim_notification$/);
  await expect(page.getByRole('heading', { name: /Claim notification DEMO000456-1/ })).toBeVisible();
  await expect(page.getByText('Maria Ionescu')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page
    .getByLabel('Repair estimate: choose files')
    .setInputFiles({ name: 'estimate.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByText(/^Repair estimate \(estimate\.png\), sent on \d\d\.\d\d\.\d{4}: received$/),
  ).toBeVisible();
  // A reload carries on without the key.
  await page.reload();
  await expect(page.getByRole('heading', { name: /DEMO000456-1/ })).toBeVisible();

  await staff.getByRole('button', { name: 'Replace the link (the old one stops working)' }).click();
  await staff
    .getByRole('dialog', { name: 'Replace the guest link?' })
    .getByRole('button', { name: 'Replace the link', exact: true })
    .click();
  await expect(staff.getByTestId('guest-link')).not.toHaveText(link.href);
  await page.reload();
  // The page says the link was replaced, and never to open it again.
  await expect(page.getByRole('alert')).toHaveText(
    'This link was replaced by a newer one. Use the link in the newest message you received, or call your insurer.',
  );
  await page.goto(link.pathname);
  await expect(page.getByRole('alert')).toContainText('This link does not open anything.');
  await staffContext.close();
});

test('the claim form speaks Romanian, its checks too, and says when the form does not exist', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ro/guest/claim_notification/DEMO');
  await page.getByRole('button', { name: 'Continuați' }).click();
  await expect(page.getByText('Alegeți tipul poliței.').first()).toBeVisible();
  await expect(page.getByLabel('Numărul poliței')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  // The public frame: no staff sign-in in its header, which fits a phone.
  const header = await page.locator('header').boundingBox();
  await expect(page.getByRole('banner').getByRole('link', { name: /Autentificare/ })).toHaveCount(0);
  expect(header!.width).toBeLessThanOrEqual(390);
  await page.goto('/ro/guest/claim_notification/NOPE');
  await expect(page.getByRole('alert')).toHaveText(
    'Acest formular de avizare nu există. Folosiți linkul de pe site-ul asigurătorului.',
  );
});

test('the Romanian claim form names every empty field in a summary that takes the focus and beside each field, in Romanian', async ({
  page,
}) => {
  await page.goto('/ro/guest/claim_notification/DEMO');
  await page.getByRole('button', { name: 'Continuați' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Există o problemă' });
  await expect(summary).toBeFocused();
  const policyType = page.getByLabel('Tipul poliței');
  // Each line of the summary leads to its field.
  await summary.getByRole('link', { name: 'Alegeți tipul poliței.' }).click();
  await expect(policyType).toBeFocused();
  await expect(policyType).toHaveAttribute('aria-invalid', 'true');
  await expect(policyType).toHaveAccessibleDescription('Alegeți tipul poliței.');
  await expect(page.getByLabel('Numărul poliței')).toHaveAccessibleDescription(
    'Introduceți numărul poliței așa cum apare pe poliță (5-30 de litere și cifre).',
  );
  await expect(page.getByLabel('Asigurat (persoană sau firmă)')).toHaveAccessibleDescription(
    'Introduceți numele asiguratului (persoană sau firmă), de cel puțin 3 caractere.',
  );

  // The next step's empty fields, each with its own message; the county list is Romania's.
  await policyType.selectOption({ index: 1 });
  await page.getByLabel('Numărul poliței').fill('RORCA55501234');
  await page.getByLabel('Asigurat (persoană sau firmă)').fill('Irina Intake');
  await page.getByRole('button', { name: 'Continuați' }).click();
  await expect(page.getByRole('heading', { name: /^Pasul 2 din 5/ })).toBeFocused();
  await page.getByRole('button', { name: 'Continuați' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Introduceți data evenimentului.',
    'Introduceți ora în ore și minute, de exemplu 14:30.',
    'Alegeți…',
    'Introduceți localitatea sau locul, de cel puțin 2 caractere.',
    'Descrieți ce s-a întâmplat, în cel puțin 10 caractere.',
  ]);
  await expect(page.getByLabel('Data evenimentului')).toHaveAccessibleDescription('Introduceți data evenimentului.');
  await expect(page.getByLabel('Județ')).toHaveAccessibleDescription('Alegeți…');
  await expect(page.getByLabel('Localitatea sau locul')).toHaveAccessibleDescription(
    'Introduceți localitatea sau locul, de cel puțin 2 caractere.',
  );
  await expect(page.getByLabel('Descrieți ce s-a întâmplat')).toHaveAccessibleDescription(
    'Descrieți ce s-a întâmplat, în cel puțin 10 caractere.',
  );
  await expectNoSeriousAxeViolations(page);
});
