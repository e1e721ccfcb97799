import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEFAULT_BRANDING } from '../../contract/branding-values.ts';
import { contrastRatio } from '../../contract/contrast.ts';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnOrganisation, createOwnUser, signInByApi, userMenu } from './helpers.ts';

const WORDS = {
  en: { nav: 'Main navigation', bar: 'Main sections', toggle: 'Change the side menu', tasks: 'Tasks', prefix: '' },
  ro: {
    nav: 'Navigare principală',
    bar: 'Secțiuni principale',
    toggle: 'Comutați meniul lateral',
    tasks: 'Activitati',
    prefix: '/ro',
  },
} as const;

const sideMenu = (page: Page, lang: 'en' | 'ro') => page.getByRole('navigation', { name: WORDS[lang].nav });
const bottomBar = (page: Page, lang: 'en' | 'ro') => page.getByRole('navigation', { name: WORDS[lang].bar });

/** The names the links of a menu give screen readers, which the eye reads beside the icons. */
const linkNames = (nav: Locator) =>
  nav.getByRole('link').evaluateAll((links) => links.map((a) => a.querySelector(':scope > span')?.textContent ?? ''));

for (const lang of ['en', 'ro'] as const) {
  test(`every entry of the widest menu has an icon and a name of its own (${lang})`, async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${WORDS[lang].prefix}/search`);
    const links = sideMenu(page, lang).getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i += 1) await expect(links.nth(i).locator('svg[data-menu-icon]')).toBeVisible();
    const names = await linkNames(sideMenu(page, lang));
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
    // Partners as spec.md names them; the partners' settings apart from them.
    expect(names).toContain('Partners');
    expect(names).toContain(lang === 'en' ? 'Partner settings' : 'Configurare parteneri');
  });

  test(`compact mode names each icon in a tooltip on hover and on focus, and the toggle says whether the menu is expanded (${lang})`, async ({
    page,
  }) => {
    await signInByApi(page, 'manager');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${WORDS[lang].prefix}/search`);
    const toggle = page.getByRole('button', { name: WORDS[lang].toggle });
    await expect(sideMenu(page, lang).getByRole('link').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(sideMenu(page, lang)).toHaveAttribute('data-state', 'compact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Its count of new work, when other tests have just given the manager some, is read after the name.
    const tasks = sideMenu(page, lang).getByRole('link', { name: new RegExp(`^${WORDS[lang].tasks}( \\d+)?$`) });
    const tooltip = tasks.getByTestId('menu-tooltip');
    await expect(tooltip).toBeHidden();
    await tasks.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(WORDS[lang].tasks);
    await page.mouse.move(900, 700);
    await expect(tooltip).toBeHidden();

    // From the keyboard: the tooltip of the entry that has the focus.
    await toggle.focus();
    const first = sideMenu(page, lang).getByRole('link').nth(0);
    for (let i = 0; i < 30 && !(await first.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expect(first.getByTestId('menu-tooltip')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first.getByTestId('menu-tooltip')).toBeHidden();
    await expect(sideMenu(page, lang).getByRole('link').nth(1).getByTestId('menu-tooltip')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await toggle.click();
    await expect(sideMenu(page, lang)).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test(`the bottom bar at 400 px has icons and marks the page shown (${lang})`, async ({ page }) => {
    await signInByApi(page, 'handler');
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${WORDS[lang].prefix}/assignments/worklist`);
    const bar = bottomBar(page, lang);
    const links = bar.getByRole('link');
    await expect(links).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) await expect(links.nth(i).locator('svg[data-menu-icon]')).toBeVisible();
    await expect(bar.getByRole('link', { name: WORDS[lang].tasks })).toHaveAttribute('aria-current', 'page');
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(bar.getByRole('button').locator('svg')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

/** The contrast of an element's text on the colour behind it, both as the browser renders them. */
async function renderedContrast(element: Locator): Promise<number> {
  const [text, background] = await element.evaluate((el) => {
    let node: Element | null = el;
    let bg = 'rgba(0, 0, 0, 0)';
    while (node && /rgba\(.*, 0\)|transparent/.test(bg)) {
      bg = getComputedStyle(node).backgroundColor;
      node = node.parentElement;
    }
    return [getComputedStyle(el).color, bg];
  });
  return contrastRatio(text, background);
}

const BRANDS = [
  { code: 'LITE', color: '#ffe082', sidebar_color: '#fff8e1', who: 'Lia Lumina' },
  { code: 'DARK', color: '#1a237e', sidebar_color: '#0d47a1', who: 'Dan Noapte' },
];

for (const brand of BRANDS) {
  test(`menu and header text reach 4.5:1 on ${brand.code === 'LITE' ? 'a light' : 'a dark'} brand colour`, async ({
    page,
  }) => {
    createOwnOrganisation(brand.code, { ...DEFAULT_BRANDING, color: brand.color, sidebar_color: brand.sidebar_color });
    const username = `contrast.${brand.code.toLowerCase()}`;
    await createOwnUser(username, brand.who, ['claims.manager'], brand.code);
    await signInByApi(page, username);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/search');
    await userMenu(page, brand.who);
    const entries = sideMenu(page, 'en').getByRole('link');
    await expect(entries.first()).toBeVisible();
    const header = page.locator('header').first();
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(brand.code === 'LITE' ? 'rgb(255, 224, 130)' : 'rgb(26, 35, 126)');
    expect(await renderedContrast(header)).toBeGreaterThanOrEqual(4.5);
    expect(await renderedContrast(page.getByRole('link', { name: 'Search' }).first())).toBeGreaterThanOrEqual(4.5);
    for (let i = 0; i < (await entries.count()); i += 1)
      expect(await renderedContrast(entries.nth(i)), await entries.nth(i).innerText()).toBeGreaterThanOrEqual(4.5);
    await page.screenshot({ path: `test-results/menu-contrast-${brand.code}.png` });
  });
}

test('a page not in the menu, opened by its address, says it is not available and fails no request', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await signInByApi(page, 'handler');
  await page.goto('/config');
  const notice = page.getByTestId('page-unavailable');
  await expect(notice.getByRole('heading', { name: 'This page is not available to you' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeHidden();
  await expectNoSeriousAxeViolations(page);
  await page.goto('/ro/config/partners');
  await expect(page.getByRole('heading', { name: 'Această pagină nu vă este disponibilă' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(problems).toEqual([]);
  await page.getByRole('link', { name: 'Mergeți la tabloul de bord' }).click();
  await expect(page).toHaveURL(/\/ro\/assignments\/shortlist$/);

  // A page the menu offers opens as before.
  await page.goto('/reports');
  await expect(page.getByRole('link', { name: 'Overdue assignments' })).toBeVisible();
  await expect(page.getByTestId('page-unavailable')).toHaveCount(0);
});
