import { expect, test, type FileChooser, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { CLAIM_FORM_WORDS, yesterday } from './claim-form-words.ts';

test.use({ viewport: { width: 400, height: 860 } });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What a complete motor claim shows and asks, in each language. */
const MORE = {
  en: {
    step4: 'Step 4 of 5: Others involved',
    whichVehicle: 'Say whether another vehicle was involved.',
    whetherHurt: 'Say whether anyone was hurt.',
    otherPlate: "The other vehicle's registration number",
    injuredNext: 'Because someone was hurt, the police must be told',
    amicable: 'Did you and the other driver fill in an amicable report (constatare amiabilă)?',
    amicableNo: 'No',
    amicablePhoto: 'Yes: I will add a photo of it after sending',
    addWitness: 'Add a witness',
    witnessName: 'Name of witness 1',
    found: 'We found your policy.',
    register: 'In our register: Dacia Duster, registration B902DEM, on policy ROCAS90000001.',
    holder: "The name you gave is the policyholder's.",
    declare: 'Tick the declaration to send the claim.',
    reportPicker: 'Photo of the amicable report: choose files',
    reportList: 'Pages of the amicable report added',
  },
  ro: {
    step4: 'Pasul 4 din 5: Alte persoane implicate',
    whichVehicle: 'Precizați dacă a fost implicat un alt vehicul.',
    whetherHurt: 'Precizați dacă a fost rănită vreo persoană.',
    otherPlate: 'Numărul de înmatriculare al celuilalt vehicul',
    injuredNext: 'Deoarece cineva a fost rănit, poliția trebuie anunțată',
    amicable: 'Ați completat împreună cu celălalt șofer o constatare amiabilă de accident?',
    amicableNo: 'Nu',
    amicablePhoto: 'Da: voi adăuga o fotografie a ei după trimitere',
    addWitness: 'Adăugați un martor',
    witnessName: 'Numele martorului 1',
    found: 'Am găsit polița dumneavoastră.',
    register: 'În registrul nostru: Dacia Duster, numărul de înmatriculare B902DEM, pe polița ROCAS90000001.',
    holder: 'Numele indicat este al titularului poliței.',
    declare: 'Bifați declarația pentru a trimite avizarea.',
    reportPicker: 'Fotografia constatării amiabile: alegeți fișierele',
    reportList: 'Pagini ale constatării amiabile adăugate',
  },
} as const;

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    const label = el?.labels?.[0] ?? el?.closest('label');
    return (label?.textContent ?? el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });

/** Tabs until the focused element (or its label) has the name, as a keyboard user would. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Nothing named ${name} took focus`);
}

for (const [lang, w] of Object.entries(CLAIM_FORM_WORDS)) {
  const m = MORE[lang as keyof typeof MORE];
  test(`${lang}, keyboard only: the other vehicle, injuries, the amicable report, a witness, the register's findings and the declaration`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = collectPageProblems(page);
    const choosers: ((chooser: FileChooser) => void)[] = [];
    page.on('filechooser', (chooser) => choosers.shift()?.(chooser));
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.25.${process.pid % 250}.${lang === 'en' ? 1 : 2}` });
    await page.goto(`${w.prefix}/guest/claim_notification/DEMO`);
    // The demo register's policy, its holder's name typed in another order and case.
    await page.getByLabel(w.policyType).selectOption('CASCO');
    await page.getByLabel(w.policyNo).fill(' rocas90000001');
    await page.getByLabel(w.insured).fill('marin elena');
    await page.getByLabel(w.insured).press('Enter');
    await page.getByLabel(w.date).fill(yesterday());
    await page.getByLabel(w.time).fill('17:45');
    await page.getByLabel(w.county).selectOption('B');
    await page.getByLabel(w.place).fill('Bucuresti');
    await page.getByLabel(w.description).fill('A car reversed out of a parking space into my door.');
    await page.getByLabel(w.place).press('Enter');
    await page.getByLabel(w.category).selectOption('car');
    await page.getByLabel(w.brand).selectOption('dacia');
    await page.getByLabel(w.colour).selectOption('white');
    await page.getByLabel(w.plate).fill('b 902-dem');
    await page.getByLabel(w.bonnet).check();
    await page.getByLabel(w.plate).press('Enter');

    // The step about others: nothing answered, each question says what it needs.
    await expect(page.getByRole('heading', { name: m.step4 })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: m.found })).toBeVisible();
    await page.getByLabel(w.police).press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: w.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([m.whichVehicle, m.whetherHurt]);
    await expectNoSeriousAxeViolations(page);
    // The summary's link leads to the question; an arrow key answers it "another vehicle".
    await summary.getByRole('link', { name: m.whichVehicle }).press('Enter');
    await expect(page.getByRole('radio', { name: w.noOtherVehicle })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: w.otherVehicle })).toBeChecked();
    await tabTo(page, m.otherPlate);
    await page.keyboard.type('if 12-xyz');
    // Someone hurt: what it changes is said at once, and the amicable report is not asked.
    await tabTo(page, w.noInjury);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: w.injury })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: m.injuredNext })).toBeVisible();
    await expect(page.getByRole('group', { name: m.amicable })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    // No one after all: the amicable report is asked, to be sent as a photo.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('group', { name: m.amicable })).toBeVisible();
    await tabTo(page, m.amicableNo);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: m.amicablePhoto })).toBeChecked();
    // A witness: their name takes the focus.
    await tabTo(page, m.addWitness);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(m.witnessName)).toBeFocused();
    await page.keyboard.type('Ioana Dinu');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^(Step|Pasul) 5 / })).toBeFocused();
    const contact = `complete.${lang}.${process.pid}@example.test`;
    await page.getByLabel(w.email, { exact: true }).fill(contact);
    await page.getByLabel(w.again).fill(contact);
    await page.getByLabel(w.again).press('Enter');

    // The review: the numbers as the register writes them, what it found, and the others' answers.
    await expect(page.getByRole('heading', { name: w.review })).toBeFocused();
    await expect(page.getByTestId('fnol-review-policy')).toContainText('ROCAS90000001');
    await expect(page.getByTestId('fnol-review-vehicle')).toContainText('B902DEM');
    await expect(page.getByTestId('fnol-register-found')).toHaveText(`${m.register}${m.holder}`);
    const others = page.getByTestId('fnol-review-others');
    for (const answer of [w.otherVehicle, 'IF12XYZ', w.noInjury, m.amicablePhoto, 'Ioana Dinu'])
      await expect(others).toContainText(answer);
    await expectNoSeriousAxeViolations(page);
    // Not sent before the declaration is ticked: the summary leads to it.
    await tabTo(page, w.send);
    await page.keyboard.press('Enter');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: m.declare }).press('Enter');
    await expect(page.getByLabel(w.declaration)).toBeFocused();
    await expect(page.getByLabel(w.declaration)).toHaveAccessibleDescription(m.declare);
    await page.keyboard.press('Space');
    await tabTo(page, w.send);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: w.done })).toBeFocused();

    // The confirmation asks for the amicable report's photo, filed apart from the damage's.
    await expect(page.getByLabel(m.reportPicker)).toBeAttached();
    await tabTo(page, m.reportPicker);
    const chooser = new Promise<FileChooser>((resolve) => choosers.push(resolve));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles([{ name: 'report.png', mimeType: 'image/png', buffer: PNG }]);
    const pages = page.getByRole('list', { name: m.reportList });
    await expect(pages).toBeFocused();
    await expect(pages.getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });
}
