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
function freeInspection(order: 'asc' | 'desc'): string {
  return withE2eDatabase(
    (db) =>
      (
        db
          .prepare(
            `select a.assignment_no from assignments a join organisations o on o.id = a.organisation_id
             where o.code = 'DEMO' and a.assignment_type = 'vehicle_inspection' and a.is_final = 0
               and a.assignment_no like 'DOS%'
               and a.id not in (select assignment_id from appointment_bookings)
             order by a.assignment_no ${order} limit 1`,
          )
          .get() as { assignment_no: string }
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
}) => {
  const problems = collectPageProblems(page);
  const a = inspection(freeInspection('asc'));
  await signInByApi(page, 'admin');
  await page.goto(`/assignments/view/${a.id}`);
  const panel = page.getByRole('region', { name: 'Inspection appointment' });
  await expect(panel).toContainText('No appointment yet.');
  await panel.getByRole('button', { name: 'Book an inspection' }).click();
  await panel.getByLabel('County').selectOption('B');
  await expect(panel.getByLabel('Location')).toHaveValue(/.+/);
  await panel.getByLabel('Time').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(panel.getByTestId('booking-current')).toContainText('Centru constatari Militari');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Inspection booked:');
  await expectNoSeriousAxeViolations(page);
  const day = await bookedDay(page);

  await page.goto('/assignments/agenda');
  await page.getByLabel('Location').selectOption({ label: 'Centru constatari Militari' });
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
  const panel = page.getByRole('region', { name: 'Programare constatare' });
  await panel.getByRole('button', { name: 'Programati o constatare' }).click();
  await panel.getByLabel('Judet').selectOption('B');
  await panel.getByLabel('Ora').selectOption({ index: 2 });
  await panel.getByRole('button', { name: 'Programati', exact: true }).click();
  await expect(panel.getByTestId('booking-current')).toContainText('Centru constatari Militari');
  await panel.getByRole('button', { name: 'Mutati' }).click();
  await panel.getByLabel('Judet').selectOption('B');
  await panel.getByLabel('Ora').selectOption({ index: 3 });
  await panel.getByRole('button', { name: 'Mutati aici' }).click();
  await expect(page.locator('body')).toContainText('Inspectie mutata:');
  const day = await bookedDay(page);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/ro/assignments/agenda');
  await page.getByLabel('Unitate').selectOption({ label: 'Centru constatari Militari' });
  await page.getByLabel('De la').fill(day);
  await expect(page.getByTestId('agenda-item').filter({ hasText: a.claim_file_no })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/ro/assignments/view/${a.id}`);
  await page.getByRole('button', { name: 'Anulati programarea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anulati programarea?' });
  await dialog.getByRole('button', { name: 'Anulati programarea' }).click();
  await expect(page.getByRole('region', { name: 'Programare constatare' })).toContainText(
    'Nu exista inca o programare.',
  );
  await expect(page.locator('body')).toContainText('Inspectie anulata:');
});
