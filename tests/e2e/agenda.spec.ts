import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi, withE2eDatabase } from './helpers.ts';

/** An open inspection of the demo organisation by number, and its claim file. */
function inspection(assignmentNo: string): { id: string; claim_file_no: string; plate: string; insured_name: string } {
  return withE2eDatabase(
    (db) =>
      db
        .prepare(
          `select a.id, f.claim_file_no, f.plate, f.insured_name from assignments a join claim_files f on f.id = a.claim_file_id
           where a.assignment_no = ?`,
        )
        .get(assignmentNo) as { id: string; claim_file_no: string; plate: string; insured_name: string },
  );
}

/**
 * An open inspection of a generated claim without a booking, the first or the last by number, so
 * the two tests never book the same one (nor message the contacts other tests read).
 */
function freeInspection(order: 'asc' | 'desc', offset = 0): string {
  return withE2eDatabase(
    (db) =>
      (
        db
          .prepare(
            `select a.assignment_no from assignments a join organisations o on o.id = a.organisation_id
             where o.code = 'DEMO' and a.assignment_type = 'vehicle_inspection' and a.is_final = 0
               and a.assignment_no like 'DOS%'
               and a.id not in (select assignment_id from appointment_bookings)
             order by a.assignment_no ${order} limit 1 offset ?`,
          )
          .get(offset) as { assignment_no: string }
      ).assignment_no,
  );
}

/** 'dd.MM.yyyy' at the start of the booking line → 'yyyy-MM-dd', for the agenda's day. */
async function bookedDay(page: Page): Promise<string> {
  const text = await page.getByTestId('booking-current').innerText();
  const [, d, m, y] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text) ?? [];
  return `${y}-${m}-${d}`;
}

test('staff book an inspection from the assignment page; it shows on the timeline and in the agenda', async ({
  page,
}, testInfo) => {
  const problems = collectPageProblems(page);
  const a = inspection(freeInspection('asc'));
  await signInByApi(page, 'admin');
  await page.goto(`/assignments/view/${a.id}`);
  const panel = page.getByRole('region', { name: 'Inspection appointment' });
  await expect(panel).toContainText('No appointment yet.');
  await panel.getByRole('button', { name: 'Book an inspection' }).click();
  await expect(panel.getByRole('heading', { name: 'Book an inspection' })).toBeFocused();
  await panel.getByLabel('County').selectOption('B');
  await expect(panel.getByLabel('Location')).toHaveValue(/.+/);
  // The next listed day is a whole one, whatever the hour of the run (today's times run out).
  await panel.getByLabel('Day').selectOption({ index: 1 });
  await panel.getByLabel('Time').selectOption({ index: 1 });
  await panel.screenshot({ path: testInfo.outputPath('booking-1280-en.png') });
  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(panel.getByTestId('booking-current')).toContainText('Centru constatări Militari');
  await expect(panel.getByTestId('booking-confirmation')).toHaveText('The inspection is booked.');
  await expect(panel.getByTestId('booking-confirmation')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Inspection booked:');
  await expectNoSeriousAxeViolations(page);
  const day = await bookedDay(page);

  await page.goto('/assignments/agenda');
  await page.getByLabel('Location').selectOption({ label: 'Centru constatări Militari' });
  await page.getByLabel('From').fill(day);
  const row = page.getByTestId('agenda-item').filter({ hasText: a.claim_file_no });
  await expect(row).toContainText(a.plate);
  await expect(row).toContainText(a.insured_name);
  await expectNoSeriousAxeViolations(page);
  await row.getByRole('link').last().click();
  await expect(page).toHaveURL(/\/(assignments\/view|workflow\/claim-file)\//);
  expect(problems).toEqual([]);
});

test('in Romanian: book, move, and cancel after confirming; the agenda follows', async ({ page }) => {
  const a = inspection(freeInspection('desc'));
  await signInByApi(page, 'admin');
  await page.goto(`/ro/assignments/view/${a.id}`);
  const panel = page.getByRole('region', { name: 'Programare pentru constatare' });
  await panel.getByRole('button', { name: 'Programați o constatare' }).click();
  await panel.getByLabel('Județ').selectOption('B');
  await expect(panel.getByLabel('Unitate')).toHaveValue(/.+/);
  await panel.getByLabel('Zi').selectOption({ index: 1 });
  await panel.getByLabel('Ora').selectOption({ index: 2 });
  await panel.getByRole('button', { name: 'Programați', exact: true }).click();
  await expect(panel.getByTestId('booking-current')).toContainText('Centru constatări Militari');
  await panel.getByRole('button', { name: 'Mutați' }).click();
  // The move starts from the booking's county and location; the "booked" line is gone.
  await expect(panel.getByRole('heading', { name: 'Mutați constatarea' })).toBeFocused();
  await expect(panel.getByTestId('booking-confirmation')).toBeEmpty();
  await expect(panel.getByLabel('Județ')).toHaveValue('B');
  await expect(panel.getByLabel('Unitate')).toHaveValue(/.+/);
  await panel.getByLabel('Ora').selectOption({ index: 3 });
  await panel.getByRole('button', { name: 'Mutați aici' }).click();
  await expect(panel.getByTestId('booking-confirmation')).toHaveText('Constatarea a fost mutată.');
  await expect(panel.getByTestId('booking-confirmation')).toBeFocused();
  await expect(page.locator('body')).toContainText('Constatare mutată:');
  const day = await bookedDay(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/ro/assignments/agenda');
  await page.getByLabel('Unitate').selectOption({ label: 'Centru constatări Militari' });
  await page.getByLabel('De la').fill(day);
  await expect(page.getByTestId('agenda-item').filter({ hasText: a.claim_file_no })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/ro/assignments/view/${a.id}`);
  await page.getByRole('button', { name: 'Anulați programarea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anulați programarea?' });
  await dialog.getByRole('button', { name: 'Anulați programarea' }).click();
  await expect(page.getByRole('region', { name: 'Programare pentru constatare' })).toContainText(
    'Nu există încă o programare.',
  );
  await expect(page.getByTestId('booking-confirmation')).toHaveText('Programarea a fost anulată.');
  await expect(page.getByTestId('booking-confirmation')).toBeFocused();
  await expect(page.locator('body')).toContainText('Constatare anulată:');
});

test('a booking that could not be loaded says so, and Retry loads it', async ({ page }) => {
  const a = inspection(freeInspection('asc', 2));
  await signInByApi(page, 'admin');
  const bookingCall = `**/api/schedule/assignments/${a.id}/booking`;
  // The network fails (a 5xx opens the app's error dialog over the page, as for any call).
  await page.route(bookingCall, (route) => route.abort('failed'));
  await page.goto(`/assignments/view/${a.id}`);
  const panel = page.getByRole('region', { name: 'Inspection appointment' });
  await expect(panel.getByRole('alert')).toContainText('The appointment could not be loaded');
  // Not "no appointment": that would offer to book beside a booking that may be there.
  await expect(panel.getByRole('button', { name: 'Book an inspection' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.unroute(bookingCall);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toContainText('No appointment yet.');
  await expect(panel.getByRole('heading', { name: 'Inspection appointment' })).toBeFocused();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

for (const lang of ['en', 'ro'] as const) {
  test(`the agenda on a 400 px phone, ${lang}: weekday, count, bay and assessment headers, no page-wide overflow`, async ({
    page,
  }, testInfo) => {
    const words = {
      en: {
        week: 'Week',
        from: 'From',
        day: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d\d\.\d\d\.\d{4}/,
      },
      ro: {
        week: 'Săptămână',
        from: 'De la',
        day: /^(luni|marti|miercuri|joi|vineri|sambata|duminica) \d\d\.\d\d\.\d{4}/,
      },
    }[lang];
    const count = { en: /^\d+ bookings?$/, ro: /^(1 programare|\d+ programări|\d+ de programări)$/ }[lang];
    await page.setViewportSize({ width: 400, height: 860 });
    await signInByApi(page, 'assessor');
    await page.goto(`${lang === 'ro' ? '/ro' : ''}/assignments/agenda`);
    // The seed books inspections at Militari on the next open days.
    await page.getByLabel(lang === 'ro' ? 'Unitate' : 'Location').selectOption({ label: 'Centru constatări Militari' });
    await page.getByLabel(words.week).check();
    const day = page.getByRole('heading', { level: 2 }).filter({ hasText: words.day }).first();
    await expect(day).toBeVisible();
    await expect(page.getByTestId('agenda-count')).toHaveText(count);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: lang === 'ro' ? 'Post' : 'Bay' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: lang === 'ro' ? 'Constatare' : 'Assessment' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`agenda-400-${lang}.png`), fullPage: true });

    // An emptied date asks for one beside the field instead of showing nothing.
    const from = page.getByLabel(words.from);
    await from.fill('');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(
      lang === 'ro' ? 'Introduceți o dată pentru a vedea agenda.' : 'Enter a date to see the agenda.',
    );
    await expect(page.getByTestId('agenda-item')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('button', { name: lang === 'ro' ? 'Înainte' : 'Next' }).click();
    await expect(day).toBeVisible();
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: testInfo.outputPath(`agenda-1280-${lang}.png`), fullPage: true });
  });
}
