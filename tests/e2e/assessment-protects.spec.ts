import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { romanianPublicHolidaysBetween } from '../../server/calendar/romanian-working-days.ts';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { newAssessment } from './assessment-helpers.ts';
import { DEMO_PASSWORD, signInByApi, withE2eDatabase } from './helpers.ts';

const WORDS = {
  en: {
    prefix: '',
    addPart: 'Add a part',
    bonnet: 'Bonnet',
    sill: 'Right sill',
    price: 'Part price',
    save: 'Save note',
    saved: 'The note is saved.',
    unsaved: 'Unsaved changes',
    restoreOffer: /^Restore unsaved changes from \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\?$/,
    restore: 'Restore',
    discard: 'Discard',
    usual: 'More than 50% above the usual price of 900.00 lei for this part.',
    submit: 'Submit for approval',
    submitted: 'Submitted for approval',
    confirmTitle: 'Submit with unusual prices?',
    confirmBody: 'Priced far above their usual price: Right sill (900.00 lei). Submit the note for approval anyway?',
    keep: 'Check the prices',
    approve: 'Approve',
    approved: 'Approved',
    aboveLimit: /^The total of 30,250\.00 lei is above your approval limit/,
    assessing: 'Assessing',
    approvedStatus: 'Approved for payment',
    booking: 'Inspection appointment',
    book: 'Book an inspection',
    county: 'County',
    day: 'Day',
    time: 'Time',
    bookButton: 'Book',
    cancel: 'Cancel appointment',
    cancelTitle: 'Cancel the appointment?',
    scheduled: 'Inspection scheduled',
    newStatus: 'New',
  },
  ro: {
    prefix: '/ro',
    addPart: 'Adăugați un reper',
    bonnet: 'Capotă motor',
    sill: 'Prag dreapta',
    price: 'Preț reper',
    save: 'Salvați nota',
    saved: 'Nota a fost salvată.',
    unsaved: 'Modificări nesalvate',
    restoreOffer: /^Restaurați modificările nesalvate din \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\?$/,
    restore: 'Restaurați',
    discard: 'Renunțați',
    usual: 'Cu peste 50% mai mult decât prețul obișnuit de 900,00 lei pentru această piesă.',
    submit: 'Trimiteți spre aprobare',
    submitted: 'Trimisă spre aprobare',
    confirmTitle: 'Trimiteți cu prețuri neobișnuite?',
    confirmBody: 'Prețuri mult peste cele obișnuite: Prag dreapta (900,00 lei). Trimiteți totuși nota spre aprobare?',
    keep: 'Verificați prețurile',
    approve: 'Aprobați',
    approved: 'Aprobată',
    aboveLimit: /^Totalul de 30\.250,00 lei depășește limita dumneavoastră de aprobare/,
    assessing: 'În evaluare',
    approvedStatus: 'Aprobată la plată',
    booking: 'Programare pentru constatare',
    book: 'Programați o constatare',
    county: 'Județ',
    day: 'Zi',
    time: 'Ora',
    bookButton: 'Programați',
    cancel: 'Anulați programarea',
    cancelTitle: 'Anulați programarea?',
    scheduled: 'Constatare programată',
    newStatus: 'Nouă',
  },
} as const;

async function staffPage(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, username);
  await page.goto(path);
  return page;
}

async function tokenOf(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { idToken: string }).idToken}` };
}

/** The demo assessor saves one part to replace at this price (bani) and submits the note; the ETag after. */
async function submittedNote(request: APIRequestContext, id: string, item_guid: string, part_price: number) {
  const headers = await tokenOf(request, 'assessor');
  const line = { item_guid, operation: 'replace', quantity: 1000, labour_hours: 0, labour_rate: null, part_price };
  const saved = await request.put(`/api/assessments/${id}/lines`, {
    data: { lines: [{ ...line, paint_materials: 0, remark: '' }] },
    headers: { ...headers, 'If-Match': '"0"' },
  });
  expect(saved.status()).toBe(200);
  const submitted = await request.post(`/api/assessments/${id}/submit`, {
    headers: { ...headers, 'If-Match': saved.headers().etag ?? '' },
  });
  expect(submitted.status()).toBe(200);
  return submitted.headers().etag ?? '';
}

async function addPart(page: Page, words: (typeof WORDS)['en' | 'ro'], part: string) {
  await page.getByRole('combobox', { name: words.addPart }).fill(part.slice(0, 5));
  await page.getByRole('option', { name: part }).click();
  await expect(page.getByTestId('note-row').filter({ hasText: part })).toBeVisible();
}

// The usual price of a right sill: approved notes at 900 lei (no seeded note prices that part).
// Each worker writes its own three before its tests; the same price each time, so workers writing
// at once never move the median from 900.00 lei (the median itself is tested in usual-prices.test.ts).
test.beforeAll(async ({ request }) => {
  const manager = await tokenOf(request, 'manager');
  for (const price of [90_000, 90_000, 90_000]) {
    const id = newAssessment();
    const etag = await submittedNote(request, id, 'part-sill-right', price);
    const approved = await request.post(`/api/assessments/${id}/approve`, {
      headers: { ...manager, 'If-Match': etag },
    });
    expect(approved.status()).toBe(200);
  }
});

for (const lang of ['en', 'ro'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a note that failed to save is offered back when the page opens again, restored or discarded`, async ({
    browser,
  }) => {
    const id = newAssessment();
    const page = await staffPage(browser, 'assessor', `${w.prefix}/assignments/view/${id}`);
    const note = page.getByTestId('note');
    await addPart(page, w, w.bonnet);
    await note.getByTestId('note-row').first().getByLabel(w.price).fill('1234');
    // The network fails on save: what was typed is kept in this browser.
    await page.route('**/api/assessments/*/lines', (route) => route.abort('failed'));
    await note.getByRole('button', { name: w.save }).click();
    await expect(note.locator('#note-save-problem')).not.toBeEmpty();
    await page.unroute('**/api/assessments/*/lines');

    await page.reload();
    const offer = note.getByText(w.restoreOffer);
    await expect(offer).toBeVisible();
    await expect(offer).toBeFocused();
    await expect(note.getByTestId('note-row')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await note.getByRole('button', { name: w.restore, exact: true }).click();
    await expect(offer).toHaveCount(0);
    const row = note.getByTestId('note-row').filter({ hasText: w.bonnet });
    await expect(row.getByLabel(w.price)).toHaveValue('1234');
    await expect(note.getByTestId('note-unsaved')).toHaveText(w.unsaved);
    await note.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    // Saved: nothing is offered any more.
    await page.reload();
    await expect(note.getByTestId('note-row')).toHaveCount(1);
    await expect(note.getByText(w.restoreOffer)).toHaveCount(0);

    // Someone saved first (409): kept too; this time it is discarded.
    await addPart(page, w, w.sill);
    await page.route('**/api/assessments/*/lines', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'conflict', key: 'error.conflict', message: 'Changed meanwhile.' } }),
      }),
    );
    await note.getByRole('button', { name: w.save }).click();
    await expect(note.locator('#note-save-problem')).not.toBeEmpty();
    await page.unroute('**/api/assessments/*/lines');
    await page.reload();
    await expect(note.getByText(w.restoreOffer)).toBeFocused();
    await note.getByRole('button', { name: w.discard }).click();
    await expect(note.getByText(w.restoreOffer)).toHaveCount(0);
    await expect(note.getByTestId('note-row')).toHaveCount(1);
    await page.reload();
    await expect(note.getByTestId('note-row')).toHaveCount(1);
    await expect(note.getByText(w.restoreOffer)).toHaveCount(0);
    await page.context().close();
  });

  test(`${lang}: a price far above the usual one is flagged on its line, and submitting it asks first`, async ({
    browser,
  }) => {
    const id = newAssessment();
    const page = await staffPage(browser, 'assessor', `${w.prefix}/assignments/view/${id}`);
    const problems = collectPageProblems(page);
    const note = page.getByTestId('note');
    await addPart(page, w, w.sill);
    const row = note.getByTestId('note-row').filter({ hasText: w.sill });
    const price = row.getByLabel(w.price);
    // 1,300 lei is within half again 900: nothing to say.
    await price.fill('1300');
    await expect(row.getByTestId('usual-price-flag')).toHaveCount(0);
    await price.fill('2000');
    await expect(row.getByTestId('usual-price-flag')).toHaveText(w.usual);
    await expect(price).toHaveAccessibleDescription(w.usual);
    await expectNoSeriousAxeViolations(page);
    // Saving is not asked about: the flag stays, and submitting asks.
    await note.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await expect(row.getByTestId('usual-price-flag')).toHaveText(w.usual);

    await note.getByRole('button', { name: w.submit }).click();
    const dialog = page.getByRole('dialog', { name: w.confirmTitle });
    await expect(dialog).toContainText(w.confirmBody);
    await dialog.getByRole('button', { name: w.keep }).click();
    await expect(dialog).toHaveCount(0);
    await expect(note.getByTestId('note-state')).not.toHaveText(w.submitted);

    await note.getByRole('button', { name: w.submit }).click();
    await page.getByRole('dialog', { name: w.confirmTitle }).getByRole('button', { name: w.submit }).click();
    await expect(note.getByTestId('note-state')).toHaveText(w.submitted);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test(`${lang}: Approve above the approver limit is disabled saying why; an approval moves the status badge at once`, async ({
    browser,
    request,
  }) => {
    const id = newAssessment();
    // 25,000.00 lei and 21% VAT: 30,250.00 lei, above 20,000.00 lei, within the manager's 100,000.00 lei.
    await submittedNote(request, id, 'part-bonnet', 2_500_000);
    const low = await staffPage(browser, 'assessor.manager', `${w.prefix}/assignments/view/${id}`);
    const approve = low.getByTestId('note').getByRole('button', { name: w.approve, exact: true });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(w.aboveLimit);
    await expectNoSeriousAxeViolations(low);
    await low.context().close();

    const high = await staffPage(browser, 'manager', `${w.prefix}/assignments/view/${id}`);
    const badge = high.getByTestId('assignment-status');
    await expect(badge).toHaveText(w.assessing);
    await high.getByTestId('note').getByRole('button', { name: w.approve, exact: true }).click();
    await expect(high.getByTestId('note-state')).toHaveText(w.approved);
    await expect(badge).toHaveText(w.approvedStatus);
    await high.context().close();
  });
}

/** A fresh open inspection in status "new", a copy of a demo one on the same claim file: each run books its own. */
function newInspection(): string {
  return withE2eDatabase((db) => {
    const id = randomUUID();
    const info = db
      .prepare(
        `INSERT INTO assignments (id, organisation_id, claim_file_id, assignment_no, assignment_type, status_code, is_final,
           assignee_user_id, group_code, guest_key, due_date, is_case_master, created_at, updated_at, version)
         SELECT ?, a.organisation_id, a.claim_file_id, ?, 'vehicle_inspection', 'new', 0,
           NULL, a.group_code, ?, a.due_date, 0, a.created_at, a.updated_at, 1
         FROM assignments a JOIN organisations o ON o.id = a.organisation_id
         WHERE o.code = 'DEMO' AND a.assignment_type = 'vehicle_inspection' AND a.group_code = 'claims-bucharest'
         ORDER BY a.assignment_no LIMIT 1`,
      )
      .run(id, `I${randomBytes(4).toString('hex').toUpperCase()}`, randomBytes(16).toString('hex'));
    if (info.changes !== 1) throw new Error('No demo inspection to copy.');
    return id;
  });
}

const bucharestToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) => date.split('-').reverse().join('.');

test('the slot picker offers no public holiday nor closed day; booking and cancelling move the status badge', async ({
  browser,
}) => {
  const today = bucharestToday();
  const holidays = romanianPublicHolidaysBetween(today, addDays(today, 14)).map((h) => h.date);
  // A weekday ten days on that is no holiday, closed at Militari for this test.
  let closed = addDays(today, 10);
  while (holidays.includes(closed) || [0, 6].includes(new Date(`${closed}T12:00:00Z`).getUTCDay()))
    closed = addDays(closed, 1);
  // The next weekday after it, a holiday neither, is offered again.
  let reopened = addDays(closed, 1);
  while (holidays.includes(reopened) || [0, 6].includes(new Date(`${reopened}T12:00:00Z`).getUTCDay()))
    reopened = addDays(reopened, 1);
  const before = withE2eDatabase((db) => {
    const row = db
      .prepare(`select id, closed_days from appointment_locations where name = 'Centru constatări Militari'`)
      .get() as { id: string; closed_days: string };
    db.prepare('update appointment_locations set closed_days = ? where id = ?').run(JSON.stringify([closed]), row.id);
    return row;
  });
  try {
    for (const lang of ['en', 'ro'] as const) {
      const w = WORDS[lang];
      const id = newInspection();
      const page = await staffPage(browser, 'admin', `${w.prefix}/assignments/view/${id}`);
      const badge = page.getByTestId('assignment-status');
      await expect(badge).toHaveText(w.newStatus);
      const panel = page.getByRole('region', { name: w.booking });
      await panel.getByRole('button', { name: w.book }).click();
      await panel.getByLabel(w.county).selectOption('B');
      const days = panel.getByLabel(w.day).locator('option');
      await expect(days.first()).toBeAttached();
      // Each day is offered with its weekday before it ("Friday, 16.01.2026").
      const offered = (await days.allTextContents()).map((day) => day.slice(-10));
      expect(offered).toContain(shown(reopened));
      expect(offered).not.toContain(shown(closed));
      for (const holiday of holidays) expect(offered).not.toContain(shown(holiday));
      await panel.getByLabel(w.day).selectOption({ index: 1 });
      await panel.getByLabel(w.time).selectOption({ index: 1 });
      await panel.getByRole('button', { name: w.bookButton, exact: true }).click();
      await expect(panel.getByTestId('booking-current')).toBeVisible();
      await expect(badge).toHaveText(w.scheduled);

      await panel.getByRole('button', { name: w.cancel }).click();
      await page.getByRole('dialog', { name: w.cancelTitle }).getByRole('button', { name: w.cancel }).click();
      await expect(panel.getByRole('button', { name: w.book })).toBeVisible();
      await expect(badge).toHaveText(w.newStatus);
      await expectNoSeriousAxeViolations(page);
      await page.context().close();
    }
  } finally {
    withE2eDatabase((db) =>
      db.prepare('update appointment_locations set closed_days = ? where id = ?').run(before.closed_days, before.id),
    );
  }
});
