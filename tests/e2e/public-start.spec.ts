import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';

/** The insurer's public start and its pages, as a policyholder uses them: on a phone, keyboard only. */
test.use({ viewport: { width: 400, height: 860 } });

const WORDS = {
  en: {
    prefix: '',
    forPolicyholders: 'Report or follow a claim',
    start: 'How can we help?',
    report: 'Report a claim',
    reportHeading: 'Report a claim',
    follow: 'Follow your claim',
    book: 'Book or move an inspection',
    footer: 'About this service',
    privacy: 'Privacy',
    privacyHeading: 'Privacy notice',
    controller: 'Demo Asigurări is responsible for the personal data you give on these pages',
    accessibility: 'Accessibility',
    accessibilityHeading: 'Accessibility statement',
    help: 'Help',
    helpHeading: 'Help with your claim',
    noCode: 'The code did not arrive',
    staff: 'Staff sign-in',
    phone: 'Phone: +40 21 300 4000',
    hours: 'Phone hours: Monday to Friday, 8:00 to 20:00',
    noContact: 'To reach us, call the number on your policy.',
    unknown: 'This address does not name an insurer we know.',
  },
  ro: {
    prefix: '/ro',
    forPolicyholders: 'Declarați sau urmăriți o daună',
    start: 'Cu ce vă putem ajuta?',
    report: 'Declarați o daună',
    reportHeading: 'Raportați o daună',
    follow: 'Urmăriți dosarul',
    book: 'Programați sau mutați constatarea',
    footer: 'Despre acest serviciu',
    privacy: 'Confidențialitate',
    privacyHeading: 'Informare privind protecția datelor',
    controller: 'Demo Asigurări este operatorul datelor cu caracter personal',
    accessibility: 'Accesibilitate',
    accessibilityHeading: 'Declarație de accesibilitate',
    help: 'Ajutor',
    helpHeading: 'Ajutor pentru dosarul de daună',
    noCode: 'Codul nu a sosit',
    staff: 'Autentificare personal',
    phone: 'Telefon: +40 21 300 4000',
    hours: 'Program telefonic: Luni–vineri, 8:00–20:00',
    noContact: 'Pentru a ne contacta, sunați la numărul de pe poliță.',
    unknown: 'Această adresă nu corespunde unui asigurător cunoscut.',
  },
} as const;

/** Presses Tab until the link has focus, then Enter: how a keyboard user follows it. */
async function follow(page: Page, link: Locator): Promise<void> {
  for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The header shows the insurer's name, for sighted readers and on the logo's label alike. */
async function expectInsurer(page: Page, name: string): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByText(name, { exact: true })).toBeVisible();
  await expect(banner.getByRole('img', { name })).toBeVisible();
}

for (const language of ['en', 'ro'] as const) {
  const w = WORDS[language];
  test(`in ${language}, the site's root leads a policyholder to the insurer's start and every service from it`, async ({
    page,
  }) => {
    await page.goto(`${w.prefix}/login`);
    await follow(page, page.getByRole('link', { name: w.forPolicyholders }));
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/welcome$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.start);
    await expectInsurer(page, 'Demo Asigurări');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(w.phone)).toBeVisible();
    await expect(footer.getByRole('link', { name: '+40 21 300 4000' })).toHaveAttribute('href', 'tel:+40213004000');
    await expect(footer.getByText(w.hours)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await follow(page, page.getByRole('link', { name: w.report }));
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/guest/claim_notification/DEMO$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.reportHeading);
    await expectInsurer(page, 'Demo Asigurări');
    await page.goBack();

    await follow(page, page.getByRole('link', { name: w.follow }));
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/status\\?org_code=DEMO$`));
    await expectInsurer(page, 'Demo Asigurări');
    await page.goBack();
    await expect(page.getByRole('link', { name: w.book })).toHaveAttribute('href', `${w.prefix}/status?org_code=DEMO`);

    const about = page.getByRole('navigation', { name: w.footer });
    for (const [link, heading, says] of [
      [w.privacy, w.privacyHeading, w.controller],
      [w.accessibility, w.accessibilityHeading, '(WCAG) 2.2'],
      [w.help, w.helpHeading, w.noCode],
    ] as const) {
      await follow(page, about.getByRole('link', { name: link }));
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/welcome/DEMO/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).toContainText(says);
      await expectInsurer(page, 'Demo Asigurări');
      await expectNoSeriousAxeViolations(page);
    }
    await follow(page, about.getByRole('link', { name: w.staff }));
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/login$`));
  });

  test(`in ${language}, each insurer has its own start, and an address that names none says so`, async ({ page }) => {
    await page.goto(`${w.prefix}/welcome/PARTNER1`);
    await expectInsurer(page, 'Partner Service');
    await expect(page.getByRole('contentinfo').getByText(w.noContact)).toBeVisible();
    await follow(page, page.getByRole('link', { name: w.report }));
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/guest/claim_notification/PARTNER1$`));
    await expectInsurer(page, 'Partner Service');
    // A tracker address of the insurer's message names it; a number typed without one is its code's.
    await page.goto(`${w.prefix}/status?org_code=PARTNER1`);
    await expectInsurer(page, 'Partner Service');
    await page.goto(`${w.prefix}/status/PARTNER100000042`);
    await expectInsurer(page, 'Partner Service');

    await page.goto(`${w.prefix}/welcome/NOPE`);
    await expect(page.getByText(w.unknown)).toBeVisible();
    await expect(page.getByRole('link', { name: w.report })).toBeHidden();
    await expectNoSeriousAxeViolations(page);
  });
}
