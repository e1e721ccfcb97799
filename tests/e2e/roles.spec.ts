import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnOrganisation, createOwnUser, islandHydrated, signInByApi } from './helpers.ts';

/** Presses Tab until `target` has the focus: the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** An action's code in the log, such as user.update or assessment.start: never shown to a reader. */
const ACTION_CODE = /\b[a-z-]+(\.[a-z-]+)*\.(create|update|delete|start|lock|unlock|add|remove|approve|reject)\b/i;

test('a Romanian configurator reads roles by their names and ticks them from the keyboard alone', async ({ page }) => {
  createOwnOrganisation('ROLRO', { color: '#546e7a', short_name: 'Roluri' });
  await createOwnUser('rolro.admin', 'Rodica Roluri', ['org_configurator'], 'ROLRO');
  await createOwnUser('rolro.handler', 'Horia Handler', ['claims.handler', 'claims.selfmanaged'], 'ROLRO');
  await signInByApi(page, 'rolro.admin');
  await page.goto('/ro/config');
  await islandHydrated(page, '#users');
  const users = page.locator('#users');
  const row = users.getByRole('row', { name: /rolro\.handler/ });
  await expect(row).toContainText('Inspector daune, Își gestionează concediul');
  await expect(users.getByRole('row', { name: /rolro\.admin/ })).toContainText('Configurator al organizației');
  await expect(users.getByRole('table')).not.toContainText(/claims\.|org_configurator/);

  // The form opens on its first field and offers the organisation's roles as choices, by name.
  await tabTo(page, row.getByRole('button').first());
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: /rolro\.handler/ });
  await expect(form.locator('input:not([disabled])').first()).toBeFocused();
  const roles = form.getByRole('group', { name: 'Roluri' });
  await expect(roles.getByRole('checkbox')).toHaveCount(10);
  await expect(roles.getByRole('checkbox', { name: 'Inspector daune' })).toBeChecked();
  const manager = roles.getByRole('checkbox', { name: 'Manager daune' });
  await expect(manager).not.toBeChecked();
  await expect(form).not.toContainText('claims.');
  await tabTo(page, manager);
  await page.keyboard.press('Space');
  await expect(manager).toBeChecked();
  await tabTo(page, form.locator('button[type="submit"]'));
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(row).toContainText('Inspector daune, Își gestionează concediul, Manager daune');
  await expectNoSeriousAxeViolations(page);
});

test('a configurator adds a role, gives it to a colleague, and the changes log tells it in sentences', async ({
  page,
  browser,
}) => {
  createOwnOrganisation('ROLEN', { color: '#546e7a', short_name: 'Roles' });
  await createOwnUser('rolen.admin', 'Aurel Admin', ['org_configurator'], 'ROLEN');
  await createOwnUser('rolen.worker', 'Wanda Worker', ['claims.handler'], 'ROLEN');
  await signInByApi(page, 'rolen.admin');
  await page.goto('/config');
  await islandHydrated(page, '#users');

  const section = page.getByRole('region', { name: 'Roles', exact: true });
  await expect(section.getByRole('rowheader', { name: 'Organisation configurator' })).toBeVisible();
  await section.getByRole('button', { name: 'Add a role' }).click();
  const add = page.getByRole('form', { name: 'Add a role' });
  await expect(add.getByLabel('Code')).toBeFocused();
  await add.getByLabel('Code').fill('claims.auditor');
  await add.getByLabel('Name in English').fill('Claims auditor');
  await add.getByLabel('Name in Romanian').fill('Auditor daune');
  await expectNoSeriousAxeViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toHaveCount(0);
  const added = section.getByRole('row', { name: /Claims auditor/ });
  await expect(added).toContainText('claims.auditor');
  await expect(added).toContainText('Auditor daune');

  // A code the organisation knows already is refused beside its field.
  await section.getByRole('button', { name: 'Add a role' }).click();
  await add.getByLabel('Code').fill('claims.auditor');
  await add.getByLabel('Name in English').fill('Again');
  await add.getByLabel('Name in Romanian').fill('Din nou');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toHaveText('The organisation knows a role “claims.auditor” already.');
  await expect(add.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
  await add.getByRole('button', { name: 'Cancel' }).click();

  const users = page.locator('#users');
  await users.getByRole('button', { name: 'Edit rolen.worker' }).click();
  const form = page.getByRole('form', { name: 'Edit rolen.worker' });
  await form.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Claims auditor' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(users.getByRole('row', { name: /rolen\.worker/ })).toContainText('Claims auditor, Claims handler');

  const log = page.getByRole('region', { name: 'Changes log' });
  await expect(log.getByText('Aurel Admin added the role Claims auditor.')).toBeVisible();
  await expect(log.getByText('Aurel Admin changed the user rolen.worker.')).toBeVisible();
  await expect(log.getByText('Roles: Claims handler → Claims handler, Claims auditor')).toBeVisible();
  await expect(log.locator('time').first()).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await expect(log).not.toContainText(ACTION_CODE);
  await expectNoSeriousAxeViolations(page);

  // The colleague reads their own roles by name, in either language.
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signInByApi(colleague, 'rolen.worker');
  await colleague.goto('/user/profile');
  await expect(colleague.getByText('Claims auditor, Claims handler')).toBeVisible();
  await expectNoSeriousAxeViolations(colleague);
  await colleague.goto('/ro/user/profile');
  await expect(colleague.getByText('Auditor daune, Inspector daune')).toBeVisible();
  await expect(colleague.locator('main')).not.toContainText('claims.');
  await other.close();
});
