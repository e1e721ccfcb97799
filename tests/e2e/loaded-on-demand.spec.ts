import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './helpers.ts';

/**
 * Parts loaded on demand (the user menu's items, the dialogs) behave as if they had been there. The
 * user menu's items load when the person reaches for the menu. On a slow network they arrive
 * after the press: the press still opens the menu, as it would have with the code at hand.
 */
async function slowMenuCode(page: Page) {
  await page.route('**/_astro/UserMenuItems*.js', async (route) => {
    // The menu's code arrives well after the press, as on a slow phone network.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

const menuButton = (page: Page) => page.getByRole('button', { name: /^User menu: / });

test('a click made before the menu has loaded opens it once it has', async ({ page }) => {
  await signInByApi(page, 'handler');
  await slowMenuCode(page);
  await page.goto('/assignments/worklist');
  await menuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('Enter pressed before the menu has loaded opens it on its first item, and Escape gives the focus back', async ({
  page,
}) => {
  await signInByApi(page, 'handler');
  await slowMenuCode(page);
  await page.goto('/assignments/worklist');
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  // Headless UI keeps the focus on the menu and marks the item the keys are on.
  const menu = page.getByRole('menu');
  await expect(menu).toBeFocused();
  const first = page.getByRole('menuitem', { name: 'My profile' });
  await expect(menu).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  const second = page.getByRole('menuitem').nth(1);
  await expect(menu).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('the password dialog opened from the menu, again and again, takes the focus each time and gives it back', async ({
  page,
}) => {
  await signInByApi(page, 'handler');
  await page.goto('/assignments/worklist');
  for (let time = 0; time < 3; time++) {
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('New password', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  }
});

test('a question loaded when first asked takes the focus on Cancel, and Escape gives it back to what asked', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/config/partners');
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  for (let time = 0; time < 2; time++) {
    await remove.focus();
    await page.keyboard.press('Enter');
    // The question, not the notifications beside it.
    const question = page.getByRole('dialog', { name: /^Delete / });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(remove).toBeFocused();
  }
});

test('Escape pressed before the menu has loaded keeps it closed once it has', async ({ page }) => {
  await signInByApi(page, 'handler');
  await slowMenuCode(page);
  await page.goto('/assignments/worklist');
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // The loaded menu's button has taken the stand-in's place; its start ran with the next frame.
  await expect(page.locator('#user-menu-button')).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
});
