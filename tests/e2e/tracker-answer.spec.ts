import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { countShippedJavaScript, trackerCode } from './helpers.ts';
import { approvedClaim, tabTo } from './settlement-helpers.ts';

/** The policyholder's main viewport: a phone 400 px wide. */
test.use({ viewport: { width: 400, height: 860 } });

/** Opens the tracker case and enters the code from the mailbox, from the keyboard. */
async function openCase(page: Page, request: APIRequestContext, caseNo: string, words: Words) {
  await page.goto(`${words.prefix}/status/${encodeURIComponent(caseNo)}?org_code=DEMO`);
  const input = page.getByLabel(words.code);
  await expect(input).toBeEnabled();
  const code = await trackerCode(request, caseNo);
  await tabTo(page, input);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.locator('#tracker-case-heading')).toBeFocused();
}

/** The page at the three widths people use it at, into /tmp, then back to the phone. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [400, 800, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/tracker-answer-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 400, height: 860 });
}

const WORDS = {
  en: {
    prefix: '',
    code: 'Access code',
    heading: 'Our answer to your claim',
    read: 'Read the letter (PDF)',
    accept: 'Accept the offer',
    dispute: 'I do not agree',
    holder: "Account holder's name",
    reason: 'Why you do not agree',
    sendAccept: 'Send my acceptance',
    sendDispute: 'Send my answer',
  },
  ro: {
    prefix: '/ro',
    code: 'Cod de acces',
    heading: 'Răspunsul nostru la cererea dumneavoastră de despăgubire',
    read: 'Citiți scrisoarea (PDF)',
    accept: 'Acceptați oferta',
    dispute: 'Nu sunt de acord',
    holder: 'Numele titularului contului',
    reason: 'De ce nu sunteți de acord',
    sendAccept: 'Trimiteți acceptarea',
    sendDispute: 'Trimiteți răspunsul',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];
const DAY = String.raw`\d\d\.\d\d\.\d{4}`;

test('in Romanian, from the keyboard: reads the offer and its PDF, a wrong IBAN is refused beside its field, the right one accepts', async ({
  page,
  request,
}) => {
  const words = WORDS.ro;
  const claim = await approvedClaim(request, 0);
  await claim.answer('offer', { language: 'ro' });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': claim.address });
  const shipped = countShippedJavaScript(page);
  await openCase(page, request, claim.claimFileNo, words);

  const section = page.getByRole('region', { name: words.heading });
  await expect(section).toBeVisible();
  await expect(section.getByTestId('case-answer-amount')).toHaveText(/^\d{1,3}(\.\d{3})*,\d\d lei$/);
  await expect(section).toContainText(new RegExp(`Scrisoarea noastră din ${DAY}`));
  // The insurer's own figures stay its own: no reserve, no line of the figure.
  await expect(section).not.toContainText(/rezerv|franșiz/i);
  test
    .info()
    .annotations.push({ type: 'JavaScript with the answer, gzip bytes', description: String(await shipped()) });
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'ro-offer');

  // The PDF comes with the visitor's token and opens in a tab of its own. The server's answer is
  // read on its way to the page (a fetch's body is not kept for the test once the page took it).
  const pdf: { type?: string; start?: string; token?: string } = {};
  await page.route('**/api/settlement/case/letters/*/pdf', async (route) => {
    const response = await route.fetch();
    pdf.type = response.headers()['content-type'];
    pdf.start = (await response.body()).subarray(0, 5).toString();
    pdf.token = route.request().headers().authorization;
    await route.fulfill({ response });
  });
  await tabTo(page, section.getByRole('button', { name: words.read }));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  expect(pdf).toEqual({ type: 'application/pdf', start: '%PDF-', token: expect.stringMatching(/^Bearer .+/) });
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  await tabTo(page, section.getByRole('button', { name: words.accept }));
  await page.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: words.accept })).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByLabel(words.holder)).toBeFocused();
  await page.keyboard.type('Ion Popescu');
  await page.keyboard.press('Tab');
  const iban = section.getByLabel('IBAN', { exact: true });
  await expect(iban).toBeFocused();
  // Spaces and small letters as people copy them; one check digit wrong.
  await page.keyboard.type('ro49 aaaa 1b31 0075 9384 0001');
  await page.keyboard.press('Tab');
  await expect(iban).toHaveValue('RO49 AAAA 1B31 0075 9384 0001');
  await expect(section.getByRole('button', { name: words.sendAccept })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#case-answer-iban-error')).toHaveText(
    'Cifrele de control ale acestui IBAN nu se potrivesc: verificați dacă nu ați greșit un caracter.',
  );
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAttribute('aria-describedby', 'case-answer-iban-hint case-answer-iban-error');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'ro-refused-iban');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('RO49 AAAA 1B31 0075 9384 0000');
  await page.keyboard.press('Enter');
  const line = section.getByTestId('case-answer-line');
  await expect(line).toHaveText(
    new RegExp(`^Ați acceptat oferta pe ${DAY}; vom plăti în contul RO49 •••• 0000 până la ${DAY}\\.$`),
  );
  await expect(line).toBeFocused();
  await expect(line).toHaveAttribute('role', 'status');
  await expect(section.getByRole('button', { name: words.accept })).toHaveCount(0);
  await expect(section.getByRole('button', { name: words.dispute })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'ro-accepted');

  // The answer is the insurer's now: a reload shows it, and the account only masked.
  await page.reload();
  await expect(page.getByTestId('case-answer-line')).toContainText('RO49 •••• 0000');
  await expect(page.getByRole('region', { name: words.heading })).not.toContainText('1B31');
});

test('in English, from the keyboard: the section comes with the letter; a refusal is read and disputed with a reason', async ({
  page,
  request,
}) => {
  const words = WORDS.en;
  const claim = await approvedClaim(request, 1);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': claim.address });
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) chunks.push(new URL(r.url()).pathname);
  });
  await openCase(page, request, claim.claimFileNo, words);
  // No letter yet: no section, and none of its code fetched.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: words.heading })).toHaveCount(0);
  expect(chunks.filter((c) => c.includes('CaseAnswer.'))).toEqual([]);

  await claim.answer('refusal', {
    language: 'en',
    reasons: ['not_covered'],
    text: 'The photos sent do not show the damage.',
  });
  await page.reload();
  const section = page.getByRole('region', { name: words.heading });
  await expect(section.getByRole('listitem')).toHaveText(['The event is not covered by the policy.']);
  await expect(section).toContainText('The photos sent do not show the damage.');
  await expect(section).toContainText(new RegExp(`Our letter of ${DAY}`));
  await expect(section.getByRole('button', { name: words.read })).toBeVisible();
  // A refusal cannot be accepted, only disputed.
  await expect(section.getByRole('button', { name: words.accept })).toHaveCount(0);
  expect(chunks.filter((c) => c.includes('CaseAnswer.'))).toHaveLength(1);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'en-refusal');

  await tabTo(page, section.getByRole('button', { name: words.dispute }));
  await page.keyboard.press('Enter');
  const reason = section.getByLabel(words.reason);
  await expect(reason).toBeFocused();
  // Sent empty: the server's message beside the field, and focus back on it.
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: words.sendDispute })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#case-answer-reason-error')).toHaveText(
    'Say why you do not agree (at least 3 characters).',
  );
  await expect(reason).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  // Cancel closes the form and puts the visitor back on the button that opened it.
  await tabTo(page, section.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(reason).toHaveCount(0);
  await expect(section.getByRole('button', { name: words.dispute })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await page.keyboard.type('The car was parked; I have a witness.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const line = section.getByTestId('case-answer-line');
  await expect(line).toBeFocused();
  await expect(line).toHaveText(
    new RegExp(
      `^You told us on ${DAY} that you do not agree:The car was parked; I have a witness\\.` +
        'A claims handler will review your claim and write to you\\.$',
    ),
  );
  await expect(section.getByRole('button', { name: words.dispute })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'en-disputed');
});
