import { expect, test, type FileChooser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { fillSteps } from './claim-form-walk.ts';
import { CLAIM_FORM_WORDS } from './claim-form-words.ts';

test.use({ viewport: { width: 400, height: 860 } });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const SITE = {
  en: {
    step1: 'Step 1 of 5: Policy',
    step4: /^Step 4 of 5/,
    step5: /^Step 5 of 5/,
    future: 'The event cannot be in the future.',
    restored: 'Your answers from an earlier visit are back: this browser kept them.',
    discard: 'Start again with an empty form',
    photos: 'Photos of the damage: choose files',
    added: 'Photos added',
  },
  ro: {
    step1: 'Pasul 1 din 5: Poliță',
    step4: /^Pasul 4 din 5/,
    step5: /^Pasul 5 din 5/,
    future: 'Evenimentul nu poate fi în viitor.',
    restored: 'Răspunsurile dintr-o vizită anterioară au fost restaurate: acest browser le-a păstrat.',
    discard: 'Începeți din nou cu un formular gol',
    photos: 'Fotografii ale avariilor: alegeți fișierele',
    added: 'Fotografii adăugate',
  },
} as const;

/** The tab's title names the view: its heading, then the page's own title. */
async function expectTitleNames(page: Page, heading: string | RegExp) {
  const named = page.getByRole('heading', { name: heading });
  await expect(named).toBeFocused();
  const text = (await named.textContent()) ?? '';
  await expect(page).toHaveTitle(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
}

/** Tabs until the focused element (or its label) has the name, as a keyboard user would. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return (el?.closest('label')?.textContent ?? el?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Nothing named ${name} took focus`);
}

for (const [lang, w] of Object.entries(CLAIM_FORM_WORDS)) {
  const s = SITE[lang as keyof typeof SITE];
  test(`${lang}, keyboard only: steps are history entries and titles; a kept draft says so and can go; the confirmation survives a reload`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Choosers are intercepted from the start: switched on at the key press, interception can come too late.
    const choosers: ((chooser: FileChooser) => void)[] = [];
    page.on('filechooser', (chooser) => choosers.shift()?.(chooser));
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.24.${process.pid % 250}.${lang === 'en' ? 1 : 2}` });
    await page.goto(`${w.prefix}/guest/claim_notification/DEMO`);
    await expect(page.getByRole('heading', { name: s.step1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${s.step1} · `));
    const plate = `B ${lang === 'en' ? 71 : 72} ${String(process.pid % 1000).padStart(3, '0')}`.replace(
      /\d{3}$/,
      'SIT',
    );
    const contact = `site.${lang}.${process.pid}@example.test`;
    await fillSteps(page, w, { plate, contact }, { scan: false });
    await expectTitleNames(page, w.review);

    // Back goes to the step before, as on a site; Forward comes again.
    await page.goBack();
    await expectTitleNames(page, s.step5);
    await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(contact);
    await page.goBack();
    await expectTitleNames(page, s.step4);
    await expect(page.getByRole('radio', { name: w.noOtherVehicle })).toBeChecked();
    await page.goForward();
    await expectTitleNames(page, s.step5);

    // A reload finds the draft: the page says it is back, and it can go.
    await page.reload();
    const restored = page.getByTestId('fnol-restored');
    await expect(restored).toHaveRole('status');
    await expect(restored.locator('p')).toHaveText(s.restored);
    await expectNoSeriousAxeViolations(page);
    await tabTo(page, s.discard);
    await page.keyboard.press('Enter');
    await expectTitleNames(page, s.step1);
    await expect(page.getByLabel(w.policyNo)).toHaveValue('');
    await expect(restored).toHaveCount(0);

    // Sent, the confirmation takes photos; focus lands on how they went.
    await fillSteps(page, w, { plate, contact }, { scan: false });
    await tabTo(page, w.declaration);
    await page.keyboard.press('Space');
    await tabTo(page, w.send);
    await page.keyboard.press('Enter');
    await expectTitleNames(page, w.done);
    const caseNo = (await page.getByTestId('fnol-case-no').textContent()) ?? '';
    // The photos part comes with the confirmation (its own chunk): the visitor tabs to it once it shows.
    await expect(page.getByLabel(s.photos)).toBeAttached();
    await tabTo(page, s.photos);
    const chooser = new Promise<FileChooser>((resolve) => choosers.push(resolve));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles([{ name: 'bonnet.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(page.getByRole('list', { name: s.added })).toBeFocused();
    await expect(page.getByRole('list', { name: s.added }).getByRole('listitem')).toHaveCount(1);

    // A reload keeps the confirmation and its photo upload.
    await page.reload();
    await expect(page.getByTestId('fnol-case-no')).toHaveText(caseNo);
    await expect(page.getByLabel(s.photos)).toBeAttached();
    await expectNoSeriousAxeViolations(page);
  });
}

for (const [lang, w] of Object.entries(CLAIM_FORM_WORDS)) {
  const s = SITE[lang as keyof typeof SITE];
  test(`${lang}, keyboard only: a day in the future is refused on the step that asks for it, saying why`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.24.${process.pid % 250}.${lang === 'en' ? 3 : 4}` });
    await page.goto(`${w.prefix}/guest/claim_notification/DEMO`);
    await page.getByLabel(w.policyType).selectOption('RCA');
    await page.getByLabel(w.policyNo).fill('RORCA55507777');
    await page.getByLabel(w.insured).fill('Radu Viitor');
    await page.getByLabel(w.insured).press('Enter');
    await expect(page.getByRole('heading', { name: /^(Step|Pasul) 2 / })).toBeFocused();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(w.date).fill(tomorrow);
    await page.getByLabel(w.county).selectOption('CJ');
    await page.getByLabel(w.place).fill('Turda');
    await page.getByLabel(w.description).fill('A truck scraped the bonnet while parking.');
    await page.getByLabel(w.place).press('Enter');
    await expect(page.getByRole('heading', { name: /^(Step|Pasul) 2 / })).toBeVisible();
    await expect(page.getByLabel(w.date)).toHaveAccessibleDescription(s.future);
    await expectNoSeriousAxeViolations(page);
  });
}
