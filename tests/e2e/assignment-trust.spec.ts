import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi, withE2eDatabase } from './helpers.ts';

/**
 * An assignment of the demo's generated files that only the calling test uses (tests run in
 * parallel on one database), put in the given status and held by Elena Handler.
 */
function ownAssignment(type: string, nth: number, status: string): string {
  return withE2eDatabase((db) => {
    // From the middle of the generated files: other specs take theirs from the end.
    const row = db
      .prepare(
        `SELECT a.id FROM assignments a JOIN claim_files f ON f.id = a.claim_file_id
         WHERE f.claim_file_no >= 'DOS000050' AND a.assignment_type = ? ORDER BY f.claim_file_no LIMIT 1 OFFSET ?`,
      )
      .get(type, nth) as { id: string } | undefined;
    if (!row) throw new Error(`No ${type} number ${nth}.`);
    const final = ['closed', 'cancelled', 'rejected', 'done'].includes(status) ? 1 : 0;
    db.prepare(
      `UPDATE assignments SET status_code = ?, is_final = ?, closed_at = NULL, version = version + 1,
         assignee_user_id = (SELECT id FROM users WHERE username = 'handler') WHERE id = ?`,
    ).run(status, final, row.id);
    return row.id;
  });
}

// Two people's browsers in one test: about twice the work of one.
const TWO_PEOPLE_TIMEOUT = 60_000;

/** The assignment page of one person, in a browser context of their own. */
async function pageOf(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, username);
  await page.goto(path);
  await expect(page.getByTestId('assignment-status')).toBeVisible();
  return page;
}

test('a change made on a stale page is refused: who changed it and when, the current state, and what was typed stays', async ({
  browser,
}) => {
  test.setTimeout(TWO_PEOPLE_TIMEOUT);
  const id = ownAssignment('claim_notification', 0, 'in_progress');
  const elena = await pageOf(browser, 'handler', `/assignments/view/${id}`);
  const mihai = await pageOf(browser, 'manager', `/assignments/view/${id}`);
  const problems = collectPageProblems(elena);

  // The field starts on no choice at all and offers only where this status may go.
  const field = elena.getByLabel('New status');
  await expect(field).toHaveValue('');
  await expect(field.getByRole('option')).toHaveText(['Choose…', 'Waiting for documents', 'Closed', 'Cancelled']);
  await elena.getByRole('button', { name: 'Change status' }).click();
  await expect(elena.getByRole('form', { name: 'Status' }).getByRole('alert')).toHaveText(
    'Choose the new status first.',
  );
  await expect(field).toBeFocused();

  await field.selectOption({ label: 'Closed' });
  await elena.getByLabel('Note (optional)').fill('Repair paid in full.');
  // Meanwhile Mihai, on his own page, asks for documents.
  await mihai.getByLabel('New status').selectOption({ label: 'Waiting for documents' });
  await mihai.getByRole('button', { name: 'Change status' }).click();
  await expect(mihai.getByTestId('assignment-status')).toHaveText('Waiting for documents');

  await elena.getByRole('button', { name: 'Change status' }).click();
  const alert = elena.getByRole('form', { name: 'Status' }).getByRole('alert');
  await expect(alert).toContainText(/^Mihai Manager changed this assignment at \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./);
  // The news takes focus: the button pressed says nothing of what happened.
  await expect(alert).toBeFocused();
  await expect(elena.getByTestId('assignment-status')).toHaveText('Waiting for documents');
  await expect(elena.getByTestId('timeline').getByRole('listitem').first()).toContainText('Mihai Manager');
  await expect(field).toHaveValue('closed');
  await expect(elena.getByLabel('Note (optional)')).toHaveValue('Repair paid in full.');
  await expectNoSeriousAxeViolations(elena);

  // Having seen it, she saves her choice on the current version.
  await elena.getByRole('button', { name: 'Change status' }).click();
  await expect(elena.getByTestId('assignment-status')).toHaveText('Closed');
  await expect(elena.getByTestId('timeline').getByRole('listitem').first()).toContainText('Repair paid in full.');
  expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
  await elena.context().close();
  await mihai.context().close();
});

test('in Romanian: the same move made first on another page; the stale choice is dropped, the note kept', async ({
  browser,
}) => {
  test.setTimeout(TWO_PEOPLE_TIMEOUT);
  const id = ownAssignment('claim_notification', 2, 'new');
  const elena = await pageOf(browser, 'handler', `/ro/assignments/view/${id}`);
  const mihai = await pageOf(browser, 'manager', `/ro/assignments/view/${id}`);
  const field = elena.getByLabel('Stare nouă');
  await expect(field.getByRole('option')).toHaveText(['Alegeți…', 'În lucru', 'Așteaptă documente', 'Anulată']);
  await field.selectOption({ label: 'Așteaptă documente' });
  await elena.getByLabel('Notă (opțional)').fill('Lipseste procesul-verbal al politiei.');

  await mihai.getByLabel('Stare nouă').selectOption({ label: 'Așteaptă documente' });
  await mihai.getByRole('button', { name: 'Schimbați starea' }).click();
  await expect(mihai.getByTestId('assignment-status')).toHaveText('Așteaptă documente');

  await elena.getByRole('button', { name: 'Schimbați starea' }).click();
  const alert = elena.getByRole('form', { name: 'Stare' }).getByRole('alert');
  await expect(alert).toContainText(
    /^Mihai Manager a modificat această activitate la \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./,
  );
  await expect(alert).toContainText('Așteaptă documente');
  await expect(elena.getByTestId('assignment-status')).toHaveText('Așteaptă documente');
  // Where it now stands her choice is no move at all, so it is dropped.
  await expect(field).toHaveValue('');
  await expect(field.getByRole('option')).toHaveText(['Alegeți…', 'În lucru', 'Închisă', 'Anulată']);
  await expect(elena.getByLabel('Notă (opțional)')).toHaveValue('Lipseste procesul-verbal al politiei.');
  await elena.context().close();
  await mihai.context().close();
});

test('an assessment is approved by approving its note, never by picking the status', async ({ page }) => {
  const id = ownAssignment('assessment', 0, 'in_progress');
  await signInByApi(page, 'manager');
  await page.goto(`/assignments/view/${id}`);
  await expect(page.getByLabel('New status').getByRole('option')).toHaveText(['Choose…', 'Rejected']);
});

test('cancelling asks for a reason; a closed assignment is reopened only by a manager, with a reason', async ({
  browser,
}) => {
  test.setTimeout(TWO_PEOPLE_TIMEOUT);
  const cancelled = ownAssignment('appointment', 0, 'confirmed');
  const elena = await pageOf(browser, 'handler', `/assignments/view/${cancelled}`);
  await elena.getByLabel('New status').selectOption({ label: 'Cancelled' });
  await elena.getByRole('button', { name: 'Change status' }).click();
  const dialog = elena.getByRole('dialog', { name: 'Cancel this assignment?' });
  await expect(dialog).toContainText('work on it stops');
  // The reason is what is asked for, so the keyboard starts there (Enter in it only starts a line).
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await expectNoSeriousAxeViolations(elena);
  await dialog.getByRole('button', { name: 'Cancel the assignment' }).click();
  await expect(dialog.getByText('Say why the assignment is cancelled.')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByLabel('Reason').fill('The policyholder chose another garage.');
  await dialog.getByRole('button', { name: 'Cancel the assignment' }).click();
  await expect(dialog).toBeHidden();
  await expect(elena.getByTestId('assignment-status')).toHaveText('Cancelled');
  await expect(elena.getByTestId('timeline').getByRole('listitem').first()).toContainText(
    'The policyholder chose another garage.',
  );
  // A handler cannot reopen it: no status change is offered, and focus is not left on a vanished form.
  await expect(elena.getByLabel('New status')).toHaveCount(0);
  await expect(elena.getByRole('heading', { level: 1 })).toBeFocused();

  const mihai = await pageOf(browser, 'manager', `/assignments/view/${cancelled}`);
  await expect(mihai.getByLabel('New status').getByRole('option')).toHaveText(['Choose…', 'New']);
  await mihai.getByLabel('New status').selectOption({ label: 'New' });
  await mihai.getByRole('button', { name: 'Change status' }).click();
  const reopen = mihai.getByRole('dialog', { name: 'Reopen this assignment?' });
  await reopen.getByLabel('Reason').fill('The garage fell through; a new time is needed.');
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(mihai.getByTestId('assignment-status')).toHaveText('New');
  await expect(mihai.getByTestId('timeline').getByRole('listitem').first()).toContainText(
    'The garage fell through; a new time is needed.',
  );
  await elena.context().close();
  await mihai.context().close();
});

test('replacing the guest link asks first and says the old link stops working at once', async ({ page }) => {
  const id = ownAssignment('claim_notification', 1, 'in_progress');
  await signInByApi(page, 'handler');
  await page.goto(`/assignments/view/${id}`);
  const link = page.getByTestId('guest-link');
  const before = await link.textContent();
  await page.getByRole('button', { name: 'Replace the link (the old one stops working)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace the guest link?' });
  await expect(dialog).toContainText('stops working at once for whoever has it');
  await expect(dialog.getByRole('button', { name: 'Keep the link' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep the link' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toHaveText(before!);

  await page.getByRole('button', { name: 'Replace the link (the old one stops working)' }).click();
  await page
    .getByRole('dialog', { name: 'Replace the guest link?' })
    .getByRole('button', { name: 'Replace the link', exact: true })
    .click();
  await expect(link).not.toHaveText(before!);
});

test('the statuses help shows where each status can move to', async ({ page }) => {
  await signInByApi(page, 'admin');
  await page.goto('/config/statuses/help');
  const inspections = page.getByRole('region', { name: 'Vehicle inspection' });
  await expect(inspections.getByRole('form', { name: 'Vehicle inspection: Inspection scheduled' })).toContainText(
    'Can move to: Inspected, Cancelled (with a reason)',
  );
  await expect(inspections.getByRole('form', { name: 'Vehicle inspection: Closed' })).toContainText(
    'Can move to: Inspected (reopening: a manager, with a reason)',
  );
  await page.goto('/ro/config/statuses/help');
  await expect(page.getByRole('form', { name: 'Constatare: Constatare programată' })).toContainText(
    'Poate trece în: Constatată, Anulată (cu motiv)',
  );
});
