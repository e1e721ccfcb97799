import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { islandHydrated, signInByApi, withE2eDatabase } from './helpers.ts';

interface FileRow {
  claim_file_no: string;
  plate: string;
  vin: string;
}

/**
 * A demo claim file of its own per language, open and without an assessment yet, so starting one
 * here changes nothing another spec looks at (they use the DEMO files and DOS000050 on).
 */
const fileFor = (offset: number): FileRow =>
  withE2eDatabase(
    (db) =>
      db
        .prepare(
          `SELECT f.claim_file_no, f.plate, f.vin FROM claim_files f
           WHERE f.claim_file_no LIKE 'DOS%' AND f.claim_file_no < 'DOS000050'
             AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.claim_file_id = f.id AND a.assignment_type = 'assessment')
             AND EXISTS (SELECT 1 FROM assignments a WHERE a.claim_file_id = f.id AND a.is_final = 0)
           ORDER BY f.claim_file_no LIMIT 1 OFFSET ?`,
        )
        .get(offset) as unknown as FileRow,
  );

const WORDS = {
  en: {
    prefix: '',
    title: 'New assessment',
    box: 'Plate, VIN or claim file number',
    search: 'Search',
    empty: 'Type a plate, VIN or claim file number to search.',
    tooShort: 'Type at least 3 characters.',
    nothing: 'No vehicle found for "ZZZ999".',
    found: /^Vehicles found: \d+$/,
    file: (no: string) => `Claim file ${no}`,
    newOn: (no: string) => `New assessment on claim file ${no}`,
    dialog: 'Start a new assessment?',
    confirm: 'Start the assessment',
    alreadyOpen: 'already has an open assessment',
  },
  ro: {
    prefix: '/ro',
    title: 'Evaluare nouă',
    box: 'Număr de înmatriculare, serie de șasiu sau număr de dosar',
    search: 'Căutați',
    empty: 'Introduceți un număr de înmatriculare, o serie de șasiu sau un număr de dosar pentru a căuta.',
    tooShort: 'Introduceți cel puțin 3 caractere.',
    nothing: 'Nu s-a găsit niciun vehicul pentru "ZZZ999".',
    found: /^Vehicule găsite: \d+$/,
    file: (no: string) => `Dosar ${no}`,
    newOn: (no: string) => `Evaluare nouă în dosarul ${no}`,
    dialog: 'Începeți o evaluare nouă?',
    confirm: 'Începeți evaluarea',
    alreadyOpen: 'are deja o evaluare deschisă',
  },
} as const;

for (const [language, w] of Object.entries(WORDS)) {
  test.describe(`assessment search in ${language}`, () => {
    const searchFor = async (page: Page, q: string) => {
      await page.getByLabel(w.box).fill(q);
      await page.getByRole('button', { name: w.search, exact: true }).click();
    };

    test('finds a demo vehicle by plate, VIN and claim file number, and says why when it does not', async ({
      page,
    }) => {
      const file = fileFor(language === 'en' ? 0 : 1);
      await signInByApi(page, 'admin');
      await page.goto(`${w.prefix}/assignments/assessment/search`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: w.empty })).toBeVisible();
      await searchFor(page, 'ab');
      await expect(page.getByRole('status').filter({ hasText: w.tooShort })).toBeVisible();
      await searchFor(page, 'ZZZ999');
      await expect(page.getByRole('status').filter({ hasText: w.nothing })).toBeVisible();
      const plateTyped = file.plate.toLowerCase().replace(/\s+/g, '');
      for (const q of [plateTyped, file.vin, ` ${file.claim_file_no.toLowerCase()} `]) {
        await searchFor(page, q);
        const heading = page.getByRole('heading', { level: 2, name: w.found });
        await expect(heading).toBeFocused();
        await expect(page.getByRole('link', { name: w.file(file.claim_file_no), exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(file.plate);
      await expectNoSeriousAxeViolations(page);
    });

    test('starts a new assessment with the keyboard only, lands on it, and a second one is refused', async ({
      page,
      context,
    }) => {
      const file = fileFor(language === 'en' ? 2 : 3);
      await signInByApi(page, 'admin');
      // A second tab that found the file before the assessment was started still offers to start one.
      const stale = await context.newPage();
      await stale.goto(`${w.prefix}/assignments/assessment/search?q=${file.claim_file_no}`);
      await expect(stale.getByRole('button', { name: w.newOn(file.claim_file_no) })).toBeVisible();
      await page.goto(`${w.prefix}/assignments/assessment/search`);
      const box = page.getByLabel(w.box);
      await expect(box).toBeEditable();
      // The box is on the page before its island hydrates, and hydrating resets what was typed.
      await islandHydrated(page, '#vehicle-q');
      await box.focus();
      await page.keyboard.type(file.claim_file_no);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: w.found })).toBeFocused();
      // From the results' heading, Tab walks into them until the file's own "New assessment".
      const start = page.getByRole('button', { name: w.newOn(file.claim_file_no) });
      for (let step = 0; step < 60 && !(await start.evaluate((el) => el === document.activeElement)); step++)
        await page.keyboard.press('Tab');
      await expect(start).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(file.claim_file_no);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: w.confirm })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/assignments/view/[\\w-]+$`));
      const number = new RegExp(`${file.claim_file_no}-\\d+`);
      await expect(page.locator('[data-page-body]').getByRole('heading', { level: 2 }).first()).toContainText(number);

      // Found again, the file shows its open assessment and no longer offers a second one.
      await page.goto(`${w.prefix}/assignments/assessment/search?q=${file.claim_file_no}`);
      await expect(page.getByRole('heading', { level: 2, name: w.found })).toBeVisible();
      await expect(page.getByRole('link', { name: number }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: w.newOn(file.claim_file_no) })).toHaveCount(0);

      // The stale tab's offer is refused by the server, naming the open one.
      await stale.getByRole('button', { name: w.newOn(file.claim_file_no) }).click();
      await stale.getByRole('dialog', { name: w.dialog }).getByRole('button', { name: w.confirm }).click();
      const refusal = stale.getByRole('alert').filter({ hasText: w.alreadyOpen });
      await expect(refusal).toBeVisible();
      await expect(refusal).toContainText(number);
      await expectNoSeriousAxeViolations(stale);
    });
  });
}

test('the claim file page offers New assessment to a manager, not to a handler, and opens the new one', async ({
  browser,
}) => {
  const file = fileFor(4);
  const open = async (username: string) => {
    const page = await (await browser.newContext()).newPage();
    await signInByApi(page, username);
    await page.goto(`/workflow/claim-file/${file.claim_file_no}`);
    const assignments = page.getByRole('region', { name: 'Assignments' });
    await expect(assignments.getByRole('link').first()).toBeVisible();
    return { page, start: assignments.getByRole('button', { name: WORDS.en.newOn(file.claim_file_no) }) };
  };
  const handler = await open('handler');
  await expect(handler.start).toHaveCount(0);
  const { page, start } = await open('manager');
  await start.click();
  await page.getByRole('dialog', { name: WORDS.en.dialog }).getByRole('button', { name: WORDS.en.confirm }).click();
  await expect(page).toHaveURL(/\/assignments\/view\/[\w-]+$/);
  await expect(page.locator('[data-page-body]').getByRole('heading', { level: 2 }).first()).toContainText(
    `${file.claim_file_no}-`,
  );
});
