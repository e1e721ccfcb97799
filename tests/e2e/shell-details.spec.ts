import { expect, test } from '@playwright/test';
import { DEFAULT_BRANDING } from '../../contract/branding-values.ts';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnOrganisation, createOwnUser, signInByApi, withE2eDatabase } from './helpers.ts';

declare global {
  interface Window {
    printed?: number;
  }
}

for (const lang of ['en', 'ro'] as const) {
  test(`the branding refuses a colour no text can be read on, naming the field (${lang})`, async ({ page }) => {
    const code = `GREY${lang.toUpperCase()}`;
    createOwnOrganisation(code, { ...DEFAULT_BRANDING });
    await createOwnUser(`grey.admin.${lang}`, 'Greta Gri', ['org_configurator'], code);
    await signInByApi(page, `grey.admin.${lang}`);
    await page.goto(lang === 'en' ? '/config' : '/ro/config');
    const words =
      lang === 'en'
        ? { form: 'Branding', field: 'Side menu colour', save: 'Save', message: /^Side menu colour: neither white nor/ }
        : {
            form: 'Identitate vizuală',
            field: 'Culoare meniu lateral',
            save: 'Salvați',
            message: /^Culoare meniu lateral: nici/,
          };
    const branding = page.getByRole('form', { name: words.form });
    await expect(branding).toBeVisible();
    await branding.getByLabel(words.field).fill('#777777');
    await branding.getByRole('button', { name: words.save }).click();
    const field = branding.getByLabel(words.field);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(branding.getByText(words.message).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // A near colour that carries text is saved.
    await field.fill('#757575');
    await branding.getByRole('button', { name: words.save }).click();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
}

test('the printed timeline keeps its QR code clear of the header and every entry', async ({ page }) => {
  await page.context().addInitScript(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  const { guest_key } = withE2eDatabase(
    (db) =>
      db
        .prepare(
          `SELECT a.guest_key FROM assignments a JOIN claim_files f ON f.id = a.claim_file_id
           WHERE f.claim_file_no = 'DEMO000123' ORDER BY a.assignment_no LIMIT 1`,
        )
        .get() as { guest_key: string },
  );
  await signInByApi(page, 'handler');
  await page.emulateMedia({ media: 'print' });
  for (const [prefix, width] of [
    ['', 800],
    ['/ro', 400],
  ] as const) {
    await page.setViewportSize({ width, height: 1100 });
    await page.goto(`${prefix}/print-timeline/${guest_key}`);
    const qr = page.getByTestId('tracker-qr');
    await expect(qr).toBeVisible();
    await expect(page.getByTestId('timeline').locator('li').first()).toBeVisible();
    const box = (await page.locator('figure').filter({ has: qr }).boundingBox())!;
    const others = page.locator('[data-testid="timeline"] li, header h2, header dl, header dd, main h1');
    for (const other of await others.all()) {
      const b = await other.boundingBox();
      if (!b) continue;
      const overlaps =
        box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps, `the QR code covers ${await other.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(false);
    }
    await page.screenshot({ path: `test-results/print-timeline-${width}.png`, fullPage: true });
  }
});

test("a report's counts lead to the lists they count, and its count axis has whole ticks", async ({ page }) => {
  const problems = collectPageProblems(page);
  // A manager of the test's own: following the link keeps the whole organisation as their worklist's scope.
  await createOwnUser('links.manager', 'Liviu Legături', ['claims.manager']);
  await signInByApi(page, 'links.manager');
  await page.goto('/reports/workload-per-handler');
  const table = page.getByRole('region', { name: 'Table' });
  const row = table.getByRole('row').filter({ hasText: 'Elena Handler' });
  const open = row.getByRole('link').first();
  await expect(open).toHaveAttribute('href', '/assignments/worklist?q=Elena+Handler&scope=2');
  await expect(row.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    '/assignments/list/overdue?q=Elena+Handler&scope=2',
  );
  const ticks = await page.getByTestId('chart-tick').allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
  await open.click();
  await expect(page).toHaveURL(/\/assignments\/worklist\?q=Elena\+Handler&scope=2$/);
  await expect(page.getByRole('searchbox')).toHaveValue('Elena Handler');
  await expect(page.getByLabel('Whose work')).toHaveValue('2');
  await expect(page.getByRole('table', { name: 'Assignments' }).getByRole('row').nth(1)).toContainText('Elena Handler');
  expect(problems).toEqual([]);

  await page.goto('/ro/reports/overdue-assignments');
  const first = page.getByRole('region', { name: 'Tabel' }).getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/ro\/assignments\/view\//);
  const number = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByText(number).first()).toBeVisible();
});
