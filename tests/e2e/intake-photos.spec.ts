import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { CLAIM_FORM_WORDS, yesterday } from './claim-form-words.ts';
import { declare, noOthers } from './claim-form-walk.ts';

/** Photos of the damage added from the claim form's confirmation, on a phone, in each language. */
test.use({ viewport: { width: 400, height: 860 } });

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

/** The claim form's labels and the photos part's own. */
const WORDS = {
  en: {
    ...CLAIM_FORM_WORDS.en,
    title: 'Add photos of the damage',
    picker: 'Photos of the damage: choose files',
    list: 'Photos added',
    sent: 'sent',
    wrongKind:
      'Only photos (JPEG, PNG, WebP) and PDF files are accepted, and this file is neither, whatever its name says.',
  },
  ro: {
    ...CLAIM_FORM_WORDS.ro,
    title: 'Adăugați fotografii ale avariilor',
    picker: 'Fotografii ale avariilor: alegeți fișierele',
    list: 'Fotografii adăugate',
    sent: 'trimis',
    wrongKind:
      'Sunt acceptate doar fotografii (JPEG, PNG, WebP) și fișiere PDF, iar acest fișier nu este de niciunul ' +
      'dintre aceste tipuri, indiferent ce arată numele lui.',
  },
} as const;

/** The four steps and the review, sent: the confirmation's heading takes the focus. */
async function sendClaim(page: Page, w: (typeof WORDS)[keyof typeof WORDS], plate: string, contact: string) {
  const loaded: string[] = [];
  page.on('response', (response) => loaded.push(response.url()));
  await page.goto(`${w.prefix}/guest/claim_notification/DEMO`);
  await page.getByLabel(w.policyType).selectOption('RCA');
  await page.getByLabel(w.policyNo).fill('RORCA55509999');
  await page.getByLabel(w.insured).fill('Ioana Poze');
  await page.getByRole('button', { name: w.next }).click();
  await page.getByLabel(w.date).fill(yesterday());
  await page.getByLabel(w.time).fill('21:30');
  await page.getByLabel(w.county).selectOption('CJ');
  await page.getByLabel(w.place).fill('Dej');
  await page.getByLabel(w.description).fill('A branch fell on the roof during the storm.');
  await page.getByRole('button', { name: w.next }).click();
  await page.getByLabel(w.category).selectOption('car');
  await page.getByLabel(w.brand).selectOption('dacia');
  await page.getByLabel(w.colour).selectOption('blue');
  await page.getByLabel(w.plate).fill(plate);
  await page.getByLabel(w.bonnet).check();
  await page.getByRole('button', { name: w.next }).click();
  await noOthers(page, w);
  await page.getByLabel(w.email, { exact: true }).fill(contact);
  await page.getByLabel(w.again).fill(contact);
  await page.getByRole('button', { name: w.next }).click();
  await declare(page, w);
  // The photos part is no part of the form's first load: it comes with the confirmation.
  expect(loaded.filter((url) => url.includes('IntakePhotos'))).toEqual([]);
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByRole('heading', { name: w.done })).toBeFocused();
}

for (const [language, address] of [
  ['en', '198.21.7.1'],
  ['ro', '198.21.7.2'],
] as const) {
  test(`${language}: the confirmation adds photos of the damage, lists each, and names a refused file`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const w = WORDS[language];
    const problems = collectPageProblems(page);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await sendClaim(page, w, `CJ 0${language === 'en' ? 1 : 2} POZ`, `poze.${language}.${process.pid}@example.test`);
    const photos = page.getByRole('region', { name: w.title });
    await expect(photos).toBeVisible();
    await expect(photos).toContainText(/\d\d:\d\d/);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel(w.picker).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'side.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const list = page.getByRole('list', { name: w.list });
    await expect(list.getByRole('listitem')).toHaveText([`front.png: ${w.sent}`, `side.png: ${w.sent}`]);
    await expectNoSeriousAxeViolations(page);

    // A file that is no photo or PDF, whatever its name: refused, by name, beside those that went.
    await page
      .getByLabel(w.picker)
      .setInputFiles([{ name: 'damage.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('MZ this is no photo') }]);
    await expect(list.getByRole('listitem')).toHaveText([
      `front.png: ${w.sent}`,
      `side.png: ${w.sent}`,
      `damage.jpg: ${w.wrongKind}`,
    ]);
    await expectNoSeriousAxeViolations(page);
    // The refusal is the server's 415 on purpose; nothing else may go wrong.
    expect(problems.filter((p) => !p.includes('status of 415'))).toEqual([]);
  });
}
