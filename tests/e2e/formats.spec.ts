import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { newAssessment } from './assessment-helpers.ts';
import { signInByApi } from './helpers.ts';

/**
 * Dates, times and numbers follow the interface, not the browser: on an American browser
 * (mm/dd/yyyy, AM/PM) a Romanian page asks for and shows dd.MM.yyyy and the 24-hour clock, and a
 * number typed the other language's way is refused with a message, never dropped from a total.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const yesterday = () => {
  const [year, month, day] = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).split('-');
  return { typed: `${Number(day)}.${Number(month)}.${year}`, shown: `${day}.${month}.${year}` };
};

test('a Romanian intake on an American browser takes the day first and the 24-hour clock', async ({ page }) => {
  await signInByApi(page, 'handler');
  await page.goto('/ro/workflow/new');
  await expect(page.getByLabel('Tipul poliței').getByRole('option')).not.toHaveCount(1);
  await page.getByLabel('Numărul poliței').fill(`RORCA${process.pid}`.slice(0, 20));
  await page.getByLabel('Tipul poliței').selectOption({ index: 1 });
  await page.getByLabel('Asigurat', { exact: true }).fill('Dana Data');
  await page.getByLabel('De ce lipsește polița').fill('Apelanta nu are polița la îndemână.');
  await page.getByRole('button', { name: 'Înainte' }).click();
  await expect(page.getByRole('heading', { name: /^Pasul 2 din 6/ })).toBeFocused();

  // No picker of the browser's own: a field that shows the pattern in the reader's words.
  await expect(page.locator('input[type=date], input[type=time]')).toHaveCount(0);
  const date = page.getByLabel('Data evenimentului');
  await expect(date).toHaveAttribute('placeholder', 'zz.ll.aaaa');
  // A day that does not exist is named beside its field, in Romanian.
  await date.fill('31.02.2026');
  await page.getByRole('button', { name: 'Înainte' }).click();
  await expect(date).toHaveAccessibleDescription(
    'Introduceți data evenimentului în forma zz.ll.aaaa, de exemplu 05.03.2026.',
  );
  // Typed as people type it, shown as the product writes it once the field is left.
  const day = yesterday();
  await date.fill(day.typed);
  const time = page.getByLabel('Ora (HH:MM)');
  await time.fill('9.05');
  await time.blur();
  await expect(date).toHaveValue(day.shown);
  await expect(time).toHaveValue('09:05');
  await page.getByLabel('Județ').selectOption({ label: 'Cluj' });
  await page.getByLabel('Locul').fill('Turda');
  await page.getByLabel('Ce s-a întâmplat').fill('Lovită din spate la semafor.');
  await page.getByRole('button', { name: 'Înainte' }).click();
  await expect(page.getByRole('heading', { name: /^Pasul 3 din 6/ })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test('a report on an American browser asks for and shows its days as dd.MM.yyyy', async ({ page }) => {
  await signInByApi(page, 'manager');
  await page.goto('/reports/overdue-assignments');
  const from = page.getByLabel('From');
  await expect(from).toHaveAttribute('placeholder', 'dd.mm.yyyy');
  await expect(from).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const cells = await table.getByRole('cell').allTextContents();
  expect(cells.some((cell) => /^\d{2}\.\d{2}\.\d{4}$/.test(cell))).toBe(true);
  expect(cells.filter((cell) => /\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/.test(cell))).toEqual([]);
});

test('an amount typed the Romanian way on the English note is refused beside it and the totals say they leave it out', async ({
  page,
}) => {
  const id = newAssessment();
  await signInByApi(page, 'assessor');
  await page.goto(`/assignments/view/${id}`);
  const note = page.getByTestId('note');
  const box = page.getByRole('combobox', { name: 'Add a part' });
  await box.fill('Bonne');
  await expect(page.getByRole('option', { name: 'Bonnet' })).toBeVisible();
  await box.press('Enter');
  const row = note.getByTestId('note-row').first();
  await row.getByLabel('Part price').fill('100');
  await expect(note.getByTestId('total-parts')).toHaveText('100.00 lei');
  const hours = row.getByLabel('Labour hours');
  await hours.fill('1,5');
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByText('Write the number as')).toBeVisible();
  await expect(note.getByTestId('totals-incomplete')).toHaveText(
    'The totals leave out the amounts typed wrong on these lines until they are corrected: 1.',
  );
  await hours.fill('1.5');
  await expect(hours).not.toHaveAttribute('aria-invalid', 'true');
  await expect(note.getByTestId('totals-incomplete')).toHaveCount(0);
  await expect(note.getByTestId('total-labour')).not.toHaveText('0.00 lei');
});
