import { oneBankFileAtATime } from './bank-file-lock.ts';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { addWorkingDays, businessDate } from '../../contract/business-time.ts';
import { formatDate } from '../../src/lib/dates.ts';
import { formatLei } from '../../contract/money-text.ts';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnOrganisation, createOwnUser, islandHydrated, signInByApi } from './helpers.ts';
import { proposedPayment } from './proposed-payment.ts';

// A bank file takes every approved payment of the organisation: the two languages run one after
// the other, so each finds its own payment where it left it.
test.describe.configure({ mode: 'serial' });

const WORDS = {
  en: {
    prefix: '',
    width: 1280,
    heading: 'Payments',
    proposed: 'Waiting for approval',
    approvedSection: 'Approved, for the next bank file',
    inBatch: 'In a bank file, waiting for the bank',
    paid: 'Paid lately',
    approve: (amount: string) => `Approve the payment of ${amount} to Ion Popescu`,
    approvedNow: 'The payment is approved.',
    makeFile: 'Make bank file',
    fileMade: 'The bank file is made. Download its XML and send it to the bank.',
    executionDate: 'Execution date',
    bankFile: 'Bank file',
    download: 'Download XML of the bank file',
    paidOn: 'Paid on',
    markPaid: 'Mark as paid the payment to Ion Popescu',
    paidNow: 'The payment is recorded as paid.',
    proposedBy: 'Proposed by',
    payee: 'Claimant',
  },
  ro: {
    prefix: '/ro',
    width: 800,
    heading: 'Plăți',
    proposed: 'În așteptarea aprobării',
    approvedSection: 'Aprobate, pentru următorul fișier bancar',
    inBatch: 'În fișier bancar, în așteptarea băncii',
    paid: 'Plătite recent',
    approve: (amount: string) => `Aprobați plata de ${amount} către Ion Popescu`,
    approvedNow: 'Plata a fost aprobată.',
    makeFile: 'Generați fișierul bancar',
    fileMade: 'Fișierul bancar a fost generat. Descărcați XML-ul și trimiteți-l băncii.',
    executionDate: 'Data execuției',
    bankFile: 'Fișier bancar',
    download: 'Descărcați XML-ul fișierului bancar',
    paidOn: 'Plătită la',
    markPaid: 'Marcați ca plătită plata către Ion Popescu',
    paidNow: 'Plata a fost înregistrată ca plătită.',
    proposedBy: 'Propusă de',
    payee: 'Păgubit',
  },
} as const;

/** dd.MM.yyyy, as every page writes a day in both languages. */
const shown = (day: string) => day.split('-').reverse().join('.');

async function staffPage(browser: Browser, username: string, path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInByApi(page, username);
  await page.goto(path);
  return page;
}

/** Moves focus with Tab alone until it is on `target`, as someone without a mouse would. */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element.');
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [400, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/settlement-${name}-${width}.png`, fullPage: true });
  }
}

for (const lang of ['en', 'ro'] as const) {
  const w = WORDS[lang];
  test(`${lang}: a handler approves a payment by keyboard; a manager makes the bank file, downloads it and marks it paid`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { claimFileNo, amountMinor } = await proposedPayment(request);
    const amount = formatLei(amountMinor, lang);

    // The handler's limit (15,000.00 lei) covers it, and they did not propose it.
    const handler = await staffPage(browser, 'handler', `${w.prefix}/settlement`, w.width);
    const problems = collectPageProblems(handler);
    await expect(handler.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
    const waiting = handler.getByRole('region', { name: w.proposed });
    const card = waiting.getByRole('listitem').filter({ hasText: claimFileNo });
    await expect(card).toContainText('Ion Popescu');
    await expect(card).toContainText('RO49 AAAA 1B31 0075 9384 0000');
    await expect(card).toContainText(amount);
    await expect(card).toContainText(w.payee);
    await expect(card).toContainText(new RegExp(`${w.proposedBy}\\s*Mihai Manager, \\d\\d\\.\\d\\d\\.\\d{4}`));
    await expect(card.getByRole('link', { name: claimFileNo })).toHaveAttribute(
      'href',
      `${w.prefix}/workflow/claim-file/${claimFileNo}`,
    );
    await expectNoSeriousAxeViolations(handler);
    await handler.screenshot({ path: `/tmp/settlement-${lang}-handler-${w.width}.png`, fullPage: true });

    // From the approval to the file: no other test's bank file takes this payment in between.
    const manager = await oneBankFileAtATime(async () => {
      const approve = card.getByRole('button', { name: w.approve(amount) });
      await tabTo(handler, approve);
      await handler.keyboard.press('Enter');
      await expect(handler.getByText(w.approvedNow)).toBeVisible();
      await expect(
        handler.getByRole('region', { name: w.approvedSection }).getByRole('listitem').filter({ hasText: claimFileNo }),
      ).toContainText('Elena Handler');
      await expect(waiting.getByRole('listitem').filter({ hasText: claimFileNo })).toHaveCount(0);
      expect(problems).toEqual([]);
      await handler.context().close();

      // A manager with a payment authority runs the bank file.
      const manager = await staffPage(browser, 'manager', `${w.prefix}/settlement`, w.width);
      const date = manager.getByLabel(w.executionDate);
      await expect(date).toHaveValue(formatDate(addWorkingDays(businessDate(new Date()), 1)));
      await expectNoSeriousAxeViolations(manager);
      await screenshots(manager, `${lang}-approved`);
      await manager.setViewportSize({ width: w.width, height: 900 });
      await manager.getByRole('button', { name: w.makeFile }).click();
      // The page says the file is made, or (a file made from another page in between) says so at the
      // top instead. Either way the payment names the file that took it.
      await expect(manager.getByText(w.fileMade).or(manager.locator('#payments-notice:not(:empty)'))).toBeVisible();
      return manager;
    });
    const inBatch = manager
      .getByRole('region', { name: w.inBatch })
      .getByRole('listitem')
      .filter({ hasText: claimFileNo });
    await expect(inBatch).toContainText(w.bankFile);
    const messageId = /CLAIMS-\d{8}-[0-9A-F]{16}/.exec((await inBatch.textContent()) ?? '')?.[0] ?? '';
    expect(messageId).not.toBe('');

    const [download] = await Promise.all([
      manager.waitForEvent('download'),
      manager.getByRole('button', { name: `${w.download} ${messageId}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${messageId}.xml`);
    const xml = readFileSync(await download.path(), 'utf8');
    expect(xml).toContain('<Nm>Ion Popescu</Nm>');
    expect(xml).toContain('<IBAN>RO49AAAA1B31007593840000</IBAN>');
    expect(xml).toContain(`<InstdAmt Ccy="RON">${(amountMinor / 100).toFixed(2)}</InstdAmt>`);
    await screenshots(manager, `${lang}-in-batch`);
    await manager.setViewportSize({ width: w.width, height: 900 });

    const today = businessDate(new Date());
    await expect(inBatch.getByLabel(w.paidOn)).toHaveValue(formatDate(today));
    await inBatch.getByRole('button', { name: w.markPaid }).click();
    await expect(manager.getByText(w.paidNow)).toBeVisible();
    const paid = manager.getByRole('region', { name: w.paid }).getByRole('listitem').filter({ hasText: claimFileNo });
    await expect(paid).toContainText(new RegExp(`${w.paidOn}\\s*${shown(today).replaceAll('.', '\\.')}`));
    await expectNoSeriousAxeViolations(manager);
    await screenshots(manager, `${lang}-paid`);
    await manager.context().close();
  });
}

test('an org configurator sets the settlement settings: what cannot be read and what the server refuses are said beside their fields', async ({
  browser,
}) => {
  // An organisation of this test's own: its payment limits change nobody else's authority.
  const org = `PAYSET${test.info().repeatEachIndex}`;
  const admin = `${org.toLowerCase()}.admin`;
  createOwnOrganisation(org, { color: '#546e7a', short_name: 'Plati Test' });
  await createOwnUser(admin, 'Paula Admin', ['org_configurator', 'claims.manager'], org);
  const page = await staffPage(browser, admin, '/config#settlement', 1280);
  const problems = collectPageProblems(page);
  await islandHydrated(page, '#users');
  // The claims manager's role has a payment authority by default: the menu offers the payments page.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }),
  ).toHaveAttribute('href', '/settlement');
  const form = page.getByRole('form', { name: 'Claims settlement' });
  await expect(form.getByRole('group', { name: 'Default reserves' }).getByLabel('Indemnity (lei)')).toHaveValue(
    '5,000.00',
  );
  await expect(form.getByLabel("Total loss from (% of the vehicle's value)")).toHaveValue('75');
  await expect(form.getByLabel('Late-payment penalty (% of the amount a day)')).toHaveValue('0.2');
  const limits = form.getByRole('group', { name: 'Payment limits' });
  await expect(limits.getByLabel('Role')).toHaveCount(2);

  await limits.getByLabel('Limit (lei)').first().fill('fifteen');
  await form.getByLabel('BIC (optional)').fill('XX');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(limits.getByText('Write the number as 1,234.56.')).toBeVisible();
  await expect(limits.getByLabel('Limit (lei)').first()).toHaveAttribute('aria-invalid', 'true');

  await limits.getByLabel('Limit (lei)').first().fill('20,000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText("Enter the bank's BIC: 8 or 11 letters and digits, such as BTRLRO22.")).toBeVisible();
  await expect(form.getByLabel('BIC (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  await form.getByLabel('BIC (optional)').fill('btrlro22');
  await form.getByLabel('Late-payment penalty (% of the amount a day)').fill('0.25');
  await limits.getByRole('button', { name: 'Remove row 2 of Payment limits' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('BIC (optional)')).toHaveValue('BTRLRO22');
  await expect(form.getByLabel('Late-payment penalty (% of the amount a day)')).toHaveValue('0.25');
  await expect(limits.getByLabel('Role')).toHaveValue('claims.handler');
  await expect(limits.getByLabel('Limit (lei)')).toHaveValue('20,000.00');
  await form.scrollIntoViewIfNeeded();
  for (const width of [400, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await form.screenshot({ path: `/tmp/settlement-settings-en-${width}.png` });
  }
  await page.goto('/ro/config#settlement');
  const ro = page.getByRole('form', { name: 'Soluționarea daunelor' });
  await expect(ro.getByLabel('Penalitate de întârziere (% din sumă pe zi)')).toHaveValue('0,25');
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await ro.screenshot({ path: '/tmp/settlement-settings-ro-800.png' });
  // The BIC refused by the server is the one failed request, and the browser logs it.
  expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
  await page.context().close();
});
