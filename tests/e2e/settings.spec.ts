import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnOrganisation, createOwnUser, islandHydrated, signInByApi } from './helpers.ts';

test("the org help admin changes a status's help, and handlers see it on the assignment", async ({ page, browser }) => {
  await signInByApi(page, 'admin');
  await page.goto('/config/statuses/help');
  const form = page.getByRole('form', { name: 'Appointment: Confirmed' });
  await form.getByLabel('Help in English').fill('The policyholder confirmed the time by phone or e-mail.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Appointment: Confirmed' }).getByLabel('Help in English')).toHaveValue(
    'The policyholder confirmed the time by phone or e-mail.',
  );

  // Someone without the role is refused by the server, and the page says so.
  const other = await browser.newContext();
  const handler = await other.newPage();
  await signInByApi(handler, 'handler');
  await handler.goto('/config/statuses/help');
  await expect(handler.getByRole('alert')).toHaveText(
    'The statuses could not be loaded, or this area is not open to you.',
  );
  await other.close();
});

/** Two configurators of one organisation of the test's own, each signed in on a page of their own. */
async function twoConfigurators(browser: Browser, org: string) {
  createOwnOrganisation(org, { color: '#546e7a', short_name: `${org} Vechi` });
  const slug = org.toLowerCase();
  await createOwnUser(`${slug}.vera`, 'Vera Admin', ['org_configurator'], org);
  await createOwnUser(`${slug}.victor`, 'Victor Admin', ['org_configurator'], org);
  const pages: Page[] = [];
  for (const username of [`${slug}.vera`, `${slug}.victor`]) {
    const page = await (await browser.newContext()).newPage();
    await signInByApi(page, username);
    await page.goto('/config');
    await expect(page.getByRole('heading', { name: 'Users and roles' })).toBeVisible();
    await islandHydrated(page, '#users');
    pages.push(page);
  }
  return pages as [Page, Page];
}

const CHANGED_BY_VICTOR =
  /^Victor Admin changed this on \d\d\.\d\d\.\d{4} \d\d:\d\d, after you opened it\. What you typed is kept/;

test('a user changed on another page first: the stale save names who and when, shows the fresh data and keeps what was typed', async ({
  browser,
}) => {
  const [vera, victor] = await twoConfigurators(browser, 'VUSR');
  await createOwnUser('vusr.target', 'Tudor Target', ['claims.handler'], 'VUSR');
  for (const page of [vera, victor]) {
    await page.reload();
    await page.getByRole('button', { name: 'Edit vusr.target' }).click();
  }
  const victorsForm = victor.getByRole('form', { name: 'Edit vusr.target' });
  await victorsForm.getByLabel('Full name').fill('Tudor Doi');
  await victorsForm.getByRole('button', { name: 'Save' }).click();
  await expect(victor.getByRole('row', { name: /vusr\.target/ })).toContainText('Tudor Doi');

  const verasForm = vera.getByRole('form', { name: 'Edit vusr.target' });
  await verasForm.getByLabel('Full name').fill('Tudor Unu');
  await verasForm.getByLabel('Team').fill('echipa-unu');
  await verasForm.getByRole('button', { name: 'Save' }).click();
  const users = vera.getByRole('region', { name: 'Users and roles' });
  await expect(users.getByRole('alert')).toHaveText(CHANGED_BY_VICTOR);
  await expect(users.getByRole('alert')).toBeFocused();
  // What Vera typed stays in the form; Victor's name is shown beside it and in the list.
  await expect(verasForm.getByLabel('Full name')).toHaveValue('Tudor Unu');
  await expect(verasForm.getByLabel('Team')).toHaveValue('echipa-unu');
  await expect(users.getByTestId('saved-now')).toContainText('Tudor Doi');
  await expect(vera.getByRole('row', { name: /vusr\.target/ })).toContainText('Tudor Doi');
  await expectNoSeriousAxeViolations(vera);
  // Saving again, now knowingly over Victor's change, is applied.
  await verasForm.getByRole('button', { name: 'Save' }).click();
  await expect(vera.getByRole('row', { name: /vusr\.target/ })).toContainText('Tudor Unu');
  await vera.reload();
  await expect(vera.getByRole('row', { name: /vusr\.target/ })).toContainText('echipa-unu');
});

test('a settings section saved on another page first: the stale save names who and when and keeps what was typed; other sections still save', async ({
  browser,
}) => {
  const [vera, victor] = await twoConfigurators(browser, 'VSET');
  await victor.getByRole('form', { name: 'Branding' }).getByLabel('Short name').fill('Al doilea');
  await victor.getByRole('form', { name: 'Branding' }).getByRole('button', { name: 'Save' }).click();
  await expect(victor.getByText('Saved.')).toBeVisible();

  const branding = vera.getByRole('form', { name: 'Branding' });
  await branding.getByLabel('Short name').fill('Primul');
  await branding.getByRole('button', { name: 'Save' }).click();
  await expect(branding.getByRole('alert')).toHaveText(CHANGED_BY_VICTOR);
  await expect(branding.getByRole('alert')).toBeFocused();
  await expect(branding.getByLabel('Short name')).toHaveValue('Primul');
  await expect(branding.getByTestId('saved-now')).toContainText('Al doilea');
  await expectNoSeriousAxeViolations(vera);

  // Another section was not changed by Victor: it saves.
  const policy = vera.getByRole('form', { name: 'Password policy' });
  await policy.getByLabel('Minimum length').fill('11');
  // Each rule's message is written once per language, the two fields grouped under the rule.
  const usernameRule = policy.getByRole('group', { name: 'Refuse the username' });
  await usernameRule.getByLabel('Message shown in English').fill('Leave your username out.');
  await usernameRule.getByLabel('Message shown in Romanian').fill('Nu folositi numele de utilizator.');
  await policy.getByRole('button', { name: 'Save' }).click();
  await expect(policy.getByRole('alert')).toHaveCount(0);
  await expect(
    vera.getByRole('region', { name: 'Changes log' }).getByRole('cell', { name: 'password-policy.update' }),
  ).toBeVisible();
  // The branding saved again goes over Victor's, knowingly.
  await branding.getByRole('button', { name: 'Save' }).click();
  await expect(branding.getByRole('alert')).toHaveCount(0);
  await vera.reload();
  await expect(vera.getByRole('form', { name: 'Branding' }).getByLabel('Short name')).toHaveValue('Primul');
  const savedRule = vera
    .getByRole('form', { name: 'Password policy' })
    .getByRole('group', { name: 'Refuse the username' });
  await expect(savedRule.getByLabel('Message shown in English')).toHaveValue('Leave your username out.');
  await expect(savedRule.getByLabel('Message shown in Romanian')).toHaveValue('Nu folositi numele de utilizator.');
});

test('locking a user asks first, naming them and saying their sessions end; Cancel leaves them unlocked', async ({
  browser,
}) => {
  const [vera] = await twoConfigurators(browser, 'VLCK');
  await createOwnUser('vlck.target', 'Luca Lacat', ['claims.handler'], 'VLCK');
  await vera.reload();
  const row = vera.getByRole('row', { name: /vlck\.target/ });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Lock vlck.target' }).click();
  const dialog = vera.getByRole('dialog', { name: 'Lock vlck.target?' });
  await expect(dialog).toContainText(
    'Luca Lacat (vlck.target) will no longer be able to sign in, and every session they have open ends at once.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousAxeViolations(vera);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await vera.reload();
  await expect(vera.getByRole('row', { name: /vlck\.target/ })).toContainText('Active');

  await vera
    .getByRole('row', { name: /vlck\.target/ })
    .getByRole('button', { name: 'Lock vlck.target' })
    .click();
  await vera.getByRole('dialog', { name: 'Lock vlck.target?' }).getByRole('button', { name: 'Lock' }).click();
  await expect(vera.getByRole('row', { name: /vlck\.target/ })).toContainText('Locked');
  await vera.reload();
  await expect(vera.getByRole('row', { name: /vlck\.target/ })).toContainText('Locked');
});

test('an org configurator is offered no action on a user holding an app-wide role', async ({ browser }) => {
  const [vera] = await twoConfigurators(browser, 'VAPP');
  await createOwnUser('vapp.appconf', 'Ana Aplicatie', ['app_configurator'], 'VAPP');
  await createOwnUser('vapp.plain', 'Paul Simplu', ['claims.handler'], 'VAPP');
  await vera.reload();
  const appConf = vera.getByRole('row', { name: /vapp\.appconf/ });
  await expect(appConf).toContainText('Only an app configurator changes this user.');
  await expect(appConf.getByRole('button')).toHaveCount(0);
  await expect(
    vera.getByRole('row', { name: /vapp\.plain/ }).getByRole('button', { name: 'Edit vapp.plain' }),
  ).toBeVisible();
});
