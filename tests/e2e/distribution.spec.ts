import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, islandHydrated, signInByApi, withE2eDatabase } from './helpers.ts';

/**
 * A manager, a handler holding work of the test's own (inspections, and a claim notification last),
 * a handler to receive it and an assessor, who may hold inspections but not claim notifications;
 * all but the assessor in one work group of their own, so the test sees only its own work.
 */
async function ownDesk(tag: string, language: 'en' | 'ro') {
  const names = {
    manager: `Dora Distribuire ${tag}`,
    from: `Florin Dinainte ${tag}`,
    to: `Tudor Primitor ${tag}`,
    assessor: `Ilie Evaluator ${tag}`,
  };
  await createOwnUser(`dist.manager.${tag}`, names.manager, ['claims.manager']);
  await createOwnUser(`dist.from.${tag}`, names.from, ['claims.handler']);
  await createOwnUser(`dist.to.${tag}`, names.to, ['claims.handler']);
  await createOwnUser(`dist.assessor.${tag}`, names.assessor, ['AC.Assessor']);
  withE2eDatabase((db) => {
    db.prepare(`UPDATE users SET work_group = ?, language = ? WHERE username LIKE ?`).run(
      `e2e-dist-${tag}`,
      language,
      `dist.%.${tag}`,
    );
    const columns = (db.prepare('PRAGMA table_info(assignments)').all() as { name: string }[]).map((c) => c.name);
    const holder = (db.prepare('SELECT id FROM users WHERE username = ?').get(`dist.from.${tag}`) as { id: string }).id;
    const source = (type: string) =>
      (
        db
          .prepare(
            `SELECT id FROM assignments WHERE is_final = 0 AND assignment_type = ? AND assignment_no LIKE 'DEMO%'`,
          )
          .get(type) as { id: string }
      ).id;
    ['vehicle_inspection', 'vehicle_inspection', 'vehicle_inspection', 'claim_notification'].forEach((type, i) => {
      const own: Record<string, string | null> = {
        id: randomUUID(),
        assignment_no: `DIST${tag}-${i + 1}`,
        guest_key: randomUUID(),
        assignee_user_id: holder,
        group_code: `e2e-dist-${tag}`,
        partner_id: null,
        due_date: `2020-01-0${i + 1}`,
      };
      const picked = columns.map((c) => (c in own ? '?' : c));
      db.prepare(
        `INSERT INTO assignments (${columns.join(', ')}) SELECT ${picked.join(', ')} FROM assignments WHERE id = ?`,
      ).run(...columns.filter((c) => c in own).map((c) => own[c]!), source(type));
    });
  });
  return names;
}

/** The receiver signs in: the new work waits in the new-activities dialog. */
async function receiverSees(browser: Browser, username: string, path: string, dialogName: string, items: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, username);
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const item of items) await expect(dialog.getByRole('link', { name: item })).toBeVisible();
  await context.close();
}

const optionsOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option').allTextContents();

test('a manager chooses assignments with the keyboard and moves them; a stale one stops the move, naming it', async ({
  page,
  browser,
}) => {
  const people = await ownDesk('en', 'en');
  await signInByApi(page, 'dist.manager.en');
  await page.goto('/manager-area');
  await islandHydrated(page, '#chosen-title');
  await page.getByLabel('Assignments of').selectOption({ label: people.from });
  const first = page.getByRole('checkbox', { name: 'Choose DISTen-1' });
  await expect(first).toBeVisible();

  // Space chooses, Tab goes to the next row's box.
  await first.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Choose DISTen-2' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 assignments chosen.')).toBeVisible();
  // Inspections may go to the assessor too, a claim notification may not; the holder is never offered.
  expect(await optionsOf(page, 'Move to')).toEqual(expect.arrayContaining([people.to, people.assessor]));
  expect(await optionsOf(page, 'Move to')).not.toContain(people.from);
  await page.getByRole('checkbox', { name: 'Choose DISTen-4' }).press('Space');
  expect(await optionsOf(page, 'Move to')).not.toContain(people.assessor);
  await page.getByRole('checkbox', { name: 'Choose DISTen-4' }).press('Space');
  await page.getByLabel('Move to', { exact: true }).selectOption({ label: people.to });

  // Someone changes DISTen-2 meanwhile: nothing moves and the refusal names it.
  withE2eDatabase((db) =>
    db.prepare(`UPDATE assignments SET version = version + 1 WHERE assignment_no = 'DISTen-2'`).run(),
  );
  const reloaded = page.waitForResponse((r) => r.url().includes('/api/manager/work'));
  await page.getByRole('button', { name: 'Move chosen' }).press('Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'Nothing moved: DISTen-2 changed meanwhile.' });
  await expect(refusal).toBeFocused();
  await reloaded;
  await expectNoSeriousAxeViolations(page);

  // The list now has the fresh versions and the choice is kept: moved again, both go.
  await page.getByRole('button', { name: 'Move chosen' }).press('Enter');
  const news = page.getByRole('status').filter({ hasText: `2 assignments moved to ${people.to}.` });
  await expect(news).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Choose DISTen-1' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Choose DISTen-3' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await receiverSees(browser, 'dist.to.en', '/assignments/shortlist', 'New activities', [
    'DISTen-1 · Vehicle inspection: 1 new',
    'DISTen-2 · Vehicle inspection: 1 new',
  ]);
});

test('in Romanian a manager selects all of a colleague’s work and moves it; the receiver is told', async ({
  page,
  browser,
}) => {
  const people = await ownDesk('ro', 'ro');
  await signInByApi(page, 'dist.manager.ro');
  await page.goto('/ro/manager-area');
  await islandHydrated(page, '#chosen-title');
  await expect(page.getByRole('heading', { name: 'Mutați activitățile alese' })).toBeVisible();
  await page.getByLabel('Activitățile colegului').selectOption({ label: people.from });
  const all = page.getByRole('checkbox', { name: 'Selectați tot' });
  await expect(page.getByRole('checkbox', { name: 'Alegeți DISTro-4' })).toBeVisible();
  await all.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('4 activități alese.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Alegeți DISTro-3' })).toBeChecked();
  expect(await optionsOf(page, 'Mutați la')).not.toContain(people.assessor);

  // Nobody chosen to receive them: the form says what it needs.
  await page.getByRole('button', { name: 'Mutați selecția' }).press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Alegeți activitățile și colegul care le primește.' }),
  ).toBeFocused();
  await page.getByLabel('Mutați la', { exact: true }).selectOption({ label: people.to });
  await page.getByRole('button', { name: 'Mutați selecția' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `4 activități mutate la ${people.to}.` })).toBeFocused();
  await expect(page.getByText(`${people.from} nu are activități deschise.`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await receiverSees(browser, 'dist.to.ro', '/ro/assignments/shortlist', 'Activități noi', [
    'DISTro-1 · Constatare: 1 activitate nouă',
    'DISTro-4 · Avizare daună: 1 activitate nouă',
  ]);
});
