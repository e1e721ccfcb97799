import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, businessDate } from '../../contract/business-time.ts';
import { localToInstant } from '../../contract/slot-time.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnOrganisation, createOwnUser, islandHydrated, signInByApi, withE2eDatabase } from './helpers.ts';

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
  // Not in the handler's menu: the page says so, and asks the server for nothing of it.
  await expect(handler.getByRole('heading', { name: 'This page is not available to you' })).toBeVisible();
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
    vera.getByRole('region', { name: 'Changes log' }).getByText('changed the password policy.').first(),
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

/**
 * A location of the demo organisation that only the calling test uses, open every day 09:00-17:00 in
 * half-hour slots with two places, and both places of 10:00 in a week's time booked (for inspections
 * of the test's own). Answers its name and the booked day as dd.MM.yyyy.
 */
function ownBookedLocation(name: string): { name: string; day: string } {
  const day = addDays(businessDate(new Date()), 7);
  const startsAt = localToInstant(day, '10:00')!;
  withE2eDatabase((db) => {
    const locationId = randomUUID();
    const at = new Date().toISOString();
    db.prepare(
      `INSERT INTO appointment_locations (id, organisation_id, name, address, county_code, phone, opening_hours, active,
         created_at, updated_at, slot_minutes, bays, closed_days)
       SELECT ?, id, ?, 'Str. Testului 1', 'B', '+40 21 300 4000', ?, 1, ?, ?, 30, 2, '[]' FROM organisations WHERE code = 'DEMO'`,
    ).run(
      locationId,
      name,
      JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((d) => ({ day: d, opens: '09:00', closes: '17:00' }))),
      at,
      at,
    );
    for (const bay of [1, 2]) {
      const assignmentId = randomUUID();
      db.prepare(
        `INSERT INTO assignments (id, organisation_id, claim_file_id, assignment_no, assignment_type, status_code, is_final,
           assignee_user_id, group_code, guest_key, due_date, is_case_master, created_at, updated_at, version)
         SELECT ?, a.organisation_id, a.claim_file_id, ?, 'vehicle_inspection', a.status_code, 0, a.assignee_user_id,
           a.group_code, ?, a.due_date, 0, a.created_at, a.updated_at, 1
         FROM assignments a JOIN organisations o ON o.id = a.organisation_id
         WHERE o.code = 'DEMO' AND a.assignment_type = 'vehicle_inspection' AND a.is_final = 0
         ORDER BY a.assignment_no LIMIT 1`,
      ).run(assignmentId, `L${randomBytes(4).toString('hex').toUpperCase()}`, randomBytes(16).toString('hex'));
      db.prepare(
        `INSERT INTO appointment_bookings (id, organisation_id, assignment_id, location_id, starts_at, ends_at, bay, status,
           contact, booked_by_kind, created_at, updated_at, version)
         SELECT ?, organisation_id, id, ?, ?, ?, ?, 'booked', NULL, 'staff', ?, ?, 1 FROM assignments WHERE id = ?`,
      ).run(
        randomUUID(),
        locationId,
        startsAt.toISOString(),
        new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
        bay,
        at,
        at,
        assignmentId,
      );
    }
  });
  return { name, day: `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` };
}

test('a location form says beside each field what a change would do to the bookings, and asks before keeping them', async ({
  page,
}) => {
  const { name, day } = ownBookedLocation(`Centru E2E ${randomBytes(3).toString('hex')}`);
  await signInByApi(page, 'admin');
  await page.goto('/config/appointment-locations');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit' });
  const closedDays = form.getByLabel('Closed days (dd.MM.yyyy, one a line)');
  await closedDays.fill('2026-12-24');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(closedDays).toHaveAccessibleDescription(
    '"2026-12-24" is not a day: write closed days as dd.MM.yyyy, one a line (e.g. 24.12.2026).',
  );

  // Closed on the booked day, in 45-minute slots (10:00 is none) with one place.
  await closedDays.fill(day);
  await form.getByLabel('Slot length (minutes)').fill('45');
  await form.getByLabel('Places at once').fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  const asked = page.getByRole('dialog', { name: 'Keep the bookings this change leaves out?' });
  await expect(asked).toContainText(`2 future bookings fall on these closed days, the first on ${day}.`);
  await expectNoSeriousAxeViolations(page);
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toHaveCount(0);
  await expect(closedDays).toHaveAccessibleDescription(
    `2 future bookings fall on these closed days, the first on ${day}. Move them first, or confirm to keep them as booked.`,
  );
  // Only the closed day is blamed: bookings that fall on it are not counted again for slots or places.
  await expect(form.getByLabel('Places at once')).not.toHaveAttribute('aria-invalid', 'true');
  await closedDays.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Slot length (minutes)')).toHaveAccessibleDescription(
    `2 future bookings do not fit slots of this length, the first on ${day}. Move them first, or confirm to keep them as booked.`,
  );
  await form.getByLabel('Slot length (minutes)').fill('30');
  await form.getByRole('button', { name: 'Save' }).click();
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Places at once')).toHaveAccessibleDescription(
    `1 future booking would have no place with this many places at once, on ${day}. Move it first, or confirm to keep it as booked.`,
  );
  await expect(form.getByLabel('Slot length (minutes)')).not.toHaveAttribute('aria-invalid', 'true');
  await closedDays.fill(`${day}\n`);
  await form.getByRole('button', { name: 'Save' }).click();
  await asked.getByRole('button', { name: 'Save and keep the bookings' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('region', { name })).toContainText('Slots of 30 min · 1 at once');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Closed days (dd.MM.yyyy, one a line)')).toHaveValue(day);
});

test('the Romanian locations form reads closed days as dd.MM.yyyy and names the fields at fault in Romanian', async ({
  page,
}) => {
  const { name, day } = ownBookedLocation(`Centru RO ${randomBytes(3).toString('hex')}`);
  await signInByApi(page, 'admin');
  await page.goto('/ro/config/appointment-locations');
  await page.getByRole('button', { name: `Modificați ${name}` }).click();
  const form = page.getByRole('form', { name: 'Modificați' });
  const closedDays = form.getByLabel('Zile închise (zz.LL.aaaa, câte una pe rând)');
  await closedDays.fill('31.02.2027');
  await form.getByRole('button', { name: 'Salvați' }).click();
  await expect(closedDays).toHaveAccessibleDescription(
    '"31.02.2027" nu este o zi: scrieți zilele închise ca zz.LL.aaaa, câte una pe rând (de exemplu 24.12.2026).',
  );
  await closedDays.fill('');
  await form.getByLabel('Locuri simultan').fill('1');
  await form.getByRole('button', { name: 'Salvați' }).click();
  const asked = page.getByRole('dialog', { name: 'Păstrați programările pe care modificarea le lasă în afară?' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Renunțați' }).click();
  await expect(form.getByLabel('Locuri simultan')).toHaveAccessibleDescription(
    `1 programare viitoare nu ar mai avea loc cu acest număr de locuri simultane, pe ${day}. ` +
      'Mutați-o mai întâi sau confirmați pentru a o păstra.',
  );
  await expectNoSeriousAxeViolations(page);
});

const LOCATION_FORM = {
  en: {
    path: '/config/appointment-locations',
    add: 'Add a location',
    save: 'Save',
    name: ['Name', 'Write the name.'],
    address: ['Address', 'Write the address.'],
    county: ['County', 'Choose a county.'],
    phone: ['Phone', 'Enter a phone number such as +40 721 000 000.'],
    bays: ['Places at once', 'From 1 to 20 places at once.'],
    closedDays: [
      'Closed days (dd.MM.yyyy, one a line)',
      '"soon" is not a day: write closed days as dd.MM.yyyy, one a line (e.g. 24.12.2026). 05.12.2027 is listed twice.',
    ],
  },
  ro: {
    path: '/ro/config/appointment-locations',
    add: 'Adăugați o unitate',
    save: 'Salvați',
    name: ['Denumire', 'Scrieți numele.'],
    address: ['Adresă', 'Scrieți adresa.'],
    county: ['Județ', 'Alegeți un județ.'],
    phone: ['Telefon', 'Introduceți un număr de telefon, de exemplu +40 721 000 000.'],
    bays: ['Locuri simultan', 'Între 1 și 20 de locuri simultan.'],
    closedDays: [
      'Zile închise (zz.LL.aaaa, câte una pe rând)',
      '"soon" nu este o zi: scrieți zilele închise ca zz.LL.aaaa, câte una pe rând (de exemplu 24.12.2026). ' +
        '05.12.2027 apare de două ori.',
    ],
  },
} as const;

for (const lang of ['en', 'ro'] as const) {
  test(`a refused location (${lang}) shows every problem beside its field at once, focus on the first, by keyboard`, async ({
    page,
  }, testInfo) => {
    const words = LOCATION_FORM[lang];
    await signInByApi(page, 'admin');
    await page.goto(words.path);
    const add = page.getByRole('button', { name: words.add });
    await add.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: words.add });
    await form.getByLabel(words.bays[0]).fill('0');
    await form.getByLabel(words.closedDays[0]).fill('05.12.2027\nsoon\n5.12.2027');
    await form.getByRole('button', { name: words.save }).focus();
    await page.keyboard.press('Enter');
    for (const [label, message] of [words.name, words.address, words.phone, words.bays])
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    await expect(form.getByLabel(words.closedDays[0])).toHaveAccessibleDescription(words.closedDays[1]);
    // The select's name is its label and the option chosen.
    const county = form.getByRole('combobox', { name: new RegExp(`^${words.county[0]}`) });
    await expect(county).toHaveAccessibleDescription(words.county[1]);
    await expect(form.getByLabel(words.name[0], { exact: true })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    for (const width of [400, 1280]) {
      await page.setViewportSize({ width, height: 1100 });
      await page.screenshot({ path: testInfo.outputPath(`locations-errors-${lang}-${width}.png`), fullPage: true });
    }

    // Put right all but the places: focus goes to them, the one input still at fault.
    await form.getByLabel(words.name[0], { exact: true }).fill('Centru E2E tastatura');
    await form.getByLabel(words.address[0], { exact: true }).fill('Str. Tastaturii 1');
    await county.selectOption('B');
    await form.getByLabel(words.phone[0], { exact: true }).fill('+40 21 300 4000');
    await form.getByLabel(words.closedDays[0]).fill('05.12.2027');
    await form.getByRole('button', { name: words.save }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(words.bays[0])).toBeFocused();
    await expect(form.getByLabel(words.name[0], { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  });
}

test('a refused partner shows each problem beside its field, and focus goes to the first, by keyboard', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/config/partners');
  await page.getByRole('button', { name: 'Add a partner' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Add a partner' });
  await form.getByLabel('E-mail').fill('not an address');
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Write the name.');
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Enter an e-mail address such as name@example.com.',
  );
  await expect(form.getByLabel('Address')).toHaveAccessibleDescription('Write the address.');
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});
