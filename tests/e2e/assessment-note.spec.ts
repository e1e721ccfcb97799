import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { newAssessment } from './assessment-helpers.ts';
import { DEMO_PASSWORD, signInByApi } from './helpers.ts';

declare global {
  interface Window {
    printed?: number;
  }
}

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

const WORDS = {
  en: {
    prefix: '',
    addPart: 'Add a part',
    parts: ['Bonnet', 'Front bumper', 'Roof'],
    price: 'Part price',
    hours: 'Labour hours',
    paint: 'Paint materials',
    quantity: 'Quantity',
    negative: 'The quantity cannot be negative.',
    priceText: '1,234.56',
    hoursText: '2.5',
    save: 'Save note',
    saved: 'The note is saved.',
    photo: 'Photo of Bonnet: choose a file',
    photoName: 'Photo: Bonnet',
    submit: 'Submit for approval',
    submitted: 'Submitted for approval',
    approve: 'Approve',
    approved: 'Approved',
    print: 'Print note',
    total: '2,129.07 lei',
    signatures: ['Assessor', 'Approver', 'Repair shop'],
  },
  ro: {
    prefix: '/ro',
    addPart: 'Adăugați un reper',
    parts: ['Capotă motor', 'Bară față', 'Plafon'],
    price: 'Preț reper',
    hours: 'Ore manoperă',
    paint: 'Materiale vopsire',
    quantity: 'Cantitate',
    negative: 'Cantitatea nu poate fi negativă.',
    priceText: '1.234,56',
    hoursText: '2,5',
    save: 'Salvați nota',
    saved: 'Nota a fost salvată.',
    photo: 'Fotografie Capotă motor: alegeți un fișier',
    photoName: 'Fotografie: Capotă motor',
    submit: 'Trimiteți spre aprobare',
    submitted: 'Trimisă spre aprobare',
    approve: 'Aprobați',
    approved: 'Aprobată',
    print: 'Tipăriți nota',
    total: '2.129,07 lei',
    signatures: ['Evaluator', 'Aprobator', 'Service'],
  },
} as const;

async function staffPage(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  // The print dialog cannot be driven headless: count the calls instead, on every page of the context.
  await context.addInitScript(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  const page = await context.newPage();
  await signInByApi(page, username);
  await page.goto(path);
  return page;
}

for (const lang of ['en', 'ro'] as const) {
  test(`${lang}: an assessor builds a note of three parts with a photo and submits it; a manager approves and prints it`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const id = newAssessment();
    const assessor = await staffPage(browser, 'assessor', `${w.prefix}/assignments/view/${id}`);
    const problems = collectPageProblems(assessor);
    const note = assessor.getByTestId('note');
    await expect(note.getByTestId('note-state')).toBeVisible();

    // Parts are added from the keyboard: type, arrow down, Enter; focus stays in the box.
    const box = assessor.getByRole('combobox', { name: w.addPart });
    for (const part of w.parts) {
      await box.fill(part.slice(0, 5));
      await expect(assessor.getByRole('option', { name: part })).toBeVisible();
      await box.press('ArrowDown');
      while ((await assessor.locator('[role="option"][aria-selected="true"]').textContent()) !== part)
        await box.press('ArrowDown');
      await box.press('Enter');
      await expect(note.getByTestId('note-row').filter({ hasText: part })).toBeVisible();
      await expect(box).toBeFocused();
    }
    const rows = note.getByTestId('note-row');
    await expect(rows).toHaveCount(3);

    // A wrong amount is named beside its field, in the reader's language.
    const quantity = rows.nth(0).getByLabel(w.quantity);
    await quantity.fill('-1');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(rows.nth(0).getByText(w.negative)).toBeVisible();
    await quantity.fill('1');
    await expect(rows.nth(0).getByText(w.negative)).toHaveCount(0);

    await rows.nth(0).getByLabel(w.price).fill(w.priceText);
    await rows.nth(1).getByLabel(w.hours).fill(w.hoursText);
    await rows.nth(2).getByLabel(w.paint).fill('150');
    // 1,234.56 + 2.5 h at the default 150.00 + 150.00 of paint, and 21% VAT.
    await expect(note.getByTestId('total-total')).toHaveText(w.total);
    await expectNoSeriousAxeViolations(assessor);
    await note.getByRole('button', { name: w.save }).click();
    await expect(assessor.getByText(w.saved)).toBeVisible();
    await expect(note.getByTestId('note-unsaved')).toHaveCount(0);

    // A photo of the first part, uploaded beside it, is listed on its line.
    await rows.nth(0).getByLabel(w.photo).setInputFiles({ name: 'bonnet.png', mimeType: 'image/png', buffer: PNG });
    await expect(rows.nth(0).getByTestId('line-photos')).toContainText('bonnet.png');
    // Named for people, in the reader's language, without the internal line mark.
    await expect(rows.nth(0).getByTestId('line-photos')).toContainText(`${w.photoName} (bonnet.png)`);
    await expect(assessor.getByText(/\[part-/)).toHaveCount(0);
    // The link from the photo to its line is kept on the server: it is there after a reload too.
    await assessor.reload();
    await expect(rows.nth(0).getByTestId('line-photos')).toContainText('bonnet.png');
    await expect(rows.nth(1).getByTestId('line-photos')).not.toContainText('bonnet.png');

    await note.getByRole('button', { name: w.submit }).click();
    await expect(note.getByTestId('note-state')).toHaveText(w.submitted);
    await expectNoSeriousAxeViolations(assessor);
    expect(problems).toEqual([]);
    await assessor.context().close();

    const manager = await staffPage(browser, 'assessor.manager', `${w.prefix}/assignments/view/${id}`);
    const managed = manager.getByTestId('note');
    await expect(managed.getByTestId('note-state')).toHaveText(w.submitted);
    await managed.getByRole('button', { name: w.approve }).click();
    await expect(managed.getByTestId('note-state')).toHaveText(w.approved);
    // Approved is read-only: no part picker, no save.
    await expect(managed.getByRole('combobox')).toHaveCount(0);
    await expect(managed.getByRole('button', { name: w.save })).toHaveCount(0);
    await expectNoSeriousAxeViolations(manager);

    const [printed] = await Promise.all([
      manager.context().waitForEvent('page'),
      managed.getByRole('link', { name: w.print }).click(),
    ]);
    await expect(printed.getByTestId('print-parts').locator('tbody tr')).toHaveCount(3);
    await expect(printed.getByTestId('print-exported')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(printed.getByTestId('print-state')).toHaveText(w.approved);
    await expect(printed.getByTestId('print-draft')).toHaveCount(0);
    await expect(printed.getByTestId('print-signatures')).toContainText(w.signatures[2]);
    for (const role of w.signatures) await expect(printed.getByTestId('print-signatures')).toContainText(role);
    await expect.poll(() => printed.evaluate(() => window.printed ?? 0)).toBe(1);
    await expectNoSeriousAxeViolations(printed);
    await manager.context().close();
  });
}

/** A staff member's bearer token, for setting a note up through the API the editor uses. */
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** The demo assessor saves one bonnet to replace at this price (bani) and submits the note for approval. */
async function submittedNote(request: APIRequestContext, id: string, partPrice: number): Promise<void> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'assessor')}` };
  const line = {
    item_guid: 'part-bonnet',
    operation: 'replace',
    quantity: 1000,
    labour_hours: 0,
    labour_rate: null,
    part_price: partPrice,
    paint_materials: 0,
    remark: '',
  };
  const saved = await request.put(`/api/assessments/${id}/lines`, {
    data: { lines: [line] },
    headers: { ...headers, 'If-Match': '"0"' },
  });
  expect(saved.status()).toBe(200);
  const version = saved.headers().etag ?? '';
  const submitted = await request.post(`/api/assessments/${id}/submit`, {
    headers: { ...headers, 'If-Match': version },
  });
  expect(submitted.status()).toBe(200);
}

test('an approval above the approver limit cannot be pressed, saying why, another approver approves, and a supplementary version shows what changed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = newAssessment();
  // 25,000.00 lei and 21% VAT: 30,250.00 lei, above an assessor manager's 20,000.00 lei, within a claims manager's 100,000.00.
  await submittedNote(request, id, 2_500_000);

  const low = await staffPage(browser, 'assessor.manager', `/assignments/view/${id}`);
  const lowNote = low.getByTestId('note');
  await expect(lowNote.getByTestId('note-state')).toHaveText('Submitted for approval');
  await expect(lowNote.getByText('Your approval limit: 20,000.00 lei')).toBeVisible();
  // Before pressing Approve, the approver reads that the total needs someone else.
  await expect(lowNote.getByTestId('note-above-limit')).toHaveText(
    'The total of 30,250.00 lei is above your approval limit: another approver whose limit covers it must approve this note.',
  );
  // Approve cannot be pressed: its description says why (the server refuses it too, see usual-prices.test.ts).
  const approve = lowNote.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(/^The total of 30,250\.00 lei is above your approval limit/);
  await expect(lowNote.getByTestId('note-state')).toHaveText('Submitted for approval');
  await expectNoSeriousAxeViolations(low);
  await low.context().close();

  const high = await staffPage(browser, 'manager', `/assignments/view/${id}`);
  const highNote = high.getByTestId('note');
  await expect(highNote.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(highNote.getByTestId('note-above-limit')).toHaveCount(0);
  await highNote.getByRole('button', { name: 'Approve' }).click();
  await expect(highNote.getByTestId('note-state')).toHaveText('Approved');
  await expect(highNote.getByText(/^Approved by Mihai Manager on /)).toBeVisible();
  await high.context().close();

  // The assessor starts a supplementary version: a draft copy, with nothing changed yet.
  const assessor = await staffPage(browser, 'assessor', `/assignments/view/${id}`);
  const note = assessor.getByTestId('note');
  await expect(note.getByTestId('note-state')).toHaveText('Approved');
  await note.getByRole('button', { name: 'Supplementary assessment' }).click();
  await expect(note.getByTestId('note-state')).toHaveText('Draft');
  await expect(note.getByTestId('note-changes')).toHaveCount(0);
  const row = note.getByTestId('note-row').filter({ hasText: 'Bonnet' });
  await row.getByLabel('Part price').fill('26,000.00');
  await row.getByLabel('Labour hours').fill('1.5');
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(assessor.getByText('The note is saved.').first()).toBeVisible();
  const changes = note.getByTestId('note-changes');
  await expect(changes).toHaveText('Bonnet: labour hours, part price changed');
  await expect(row).toContainText('Changed against the approved version');
  // The approved version stays as it was approved.
  await expect(note.getByText('Version 2')).toBeVisible();
  await expectNoSeriousAxeViolations(assessor);
  await assessor.context().close();
});

test('a part is added once, Enter takes the first match; focus: next row after Remove, else the search; the heading after each step', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = newAssessment();
  const assessor = await staffPage(browser, 'assessor', `/assignments/view/${id}`);
  const note = assessor.getByTestId('note');
  const heading = note.getByRole('heading', { name: 'Assessment note' });
  const box = assessor.getByRole('combobox', { name: 'Add a part' });
  // Enter takes the first match without the arrows.
  for (const part of ['Bonnet', 'Front bumper', 'Roof']) {
    await box.fill(part);
    await expect(assessor.getByRole('option', { name: part })).toBeVisible();
    await box.press('Enter');
    await expect(note.getByTestId('note-row').filter({ hasText: part })).toBeVisible();
  }
  const rows = note.getByTestId('note-row');
  // The same part is not added twice: the picker says it is in the note already.
  await box.fill('Bonnet');
  await expect(assessor.getByRole('option', { name: 'Bonnet' })).toBeVisible();
  await box.press('Enter');
  await expect(assessor.getByRole('status').filter({ hasText: 'Bonnet is already in the note' })).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(box).toBeFocused();
  await expectNoSeriousAxeViolations(assessor);
  await note.getByRole('button', { name: 'Remove Bonnet' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByLabel('Operation')).toBeFocused();
  await note.getByRole('button', { name: 'Remove Roof' }).click();
  await expect(rows).toHaveCount(1);
  await expect(box).toBeFocused();

  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(note.getByTestId('note-unsaved')).toHaveCount(0);
  await expect(heading).toBeFocused();
  await note.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(note.getByTestId('note-state')).toHaveText('Submitted for approval');
  await expect(heading).toBeFocused();
  await assessor.context().close();

  const manager = await staffPage(browser, 'assessor.manager', `/assignments/view/${id}`);
  const managed = manager.getByTestId('note');
  await managed.getByRole('button', { name: 'Return to the assessor' }).click();
  await manager.getByRole('dialog').getByLabel('Reason').fill('The bumper needs a photo.');
  await manager.getByRole('dialog').getByRole('button', { name: 'Return to the assessor' }).click();
  await expect(managed.getByTestId('note-state')).toHaveText('Returned to the assessor');
  await expect(managed.getByRole('heading', { name: 'Assessment note' })).toBeFocused();
  await expectNoSeriousAxeViolations(manager);
  await manager.context().close();

  const other = newAssessment();
  await submittedNote(request, other, 100_000);
  const approver = await staffPage(browser, 'assessor.manager', `/assignments/view/${other}`);
  const approving = approver.getByTestId('note');
  await approving.getByRole('button', { name: 'Approve' }).click();
  await expect(approving.getByTestId('note-state')).toHaveText('Approved');
  await expect(approving.getByRole('heading', { name: 'Assessment note' })).toBeFocused();
  await approver.context().close();
});

for (const [lang, prefix, mark, heading] of [
  ['en', '', 'Draft - not approved', 'Assessment note'],
  ['ro', '/ro', 'Ciornă - neaprobată', 'Notă de constatare'],
] as const) {
  test(`${lang}: the print of a note not yet approved says so, on screen and on paper, and fits a 400 px phone`, async ({
    browser,
    request,
  }) => {
    const id = newAssessment();
    await submittedNote(request, id, 100_000);
    const page = await staffPage(browser, 'assessor.manager', `${prefix}/print-assessment/${id}`);
    await page.setViewportSize({ width: 400, height: 800 });
    const parts = page.getByTestId('print-parts');
    await expect(parts.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('print-draft')).toHaveText(mark);
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(1);
    await expect(page.getByRole('heading')).toHaveCount(2);
    // Nothing of the parts is beyond the phone's edge, and the page does not scroll sideways.
    const box = await parts.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await expectNoSeriousAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await expect(page.getByTestId('print-draft')).toBeVisible();
    await expect(parts.locator('thead')).toBeVisible();
    await page.context().close();
  });
}
