import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi, trackerCode, withE2eDatabase } from './helpers.ts';

test.use({ viewport: { width: 400, height: 860 } });

let addressCounter = 0;
/** Each test comes from an address of its own (the e2e server trusts X-Forwarded-For). */
async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${process.pid % 250}.${++addressCounter}` });
}

interface Own {
  caseNo: string;
  assignmentId: string;
}

/**
 * An open inspection of a generated claim without a booking (the n-th by number, past the ones the
 * agenda test takes), given a tracker case of its own under the claim file's number.
 */
function ownInspectionCase(n: number): Own {
  return withE2eDatabase((db) => {
    const row = db
      .prepare(
        `select a.id, f.id as file_id, f.claim_file_no, f.organisation_id from assignments a
           join claim_files f on f.id = a.claim_file_id join organisations o on o.id = a.organisation_id
         where o.code = 'DEMO' and a.assignment_type = 'vehicle_inspection' and a.is_final = 0
           and a.assignment_no like 'DOS%' and f.tracker_case_id is null
           and a.id not in (select assignment_id from appointment_bookings)
         order by a.assignment_no limit 1 offset ?`,
      )
      .get(n) as { id: string; file_id: string; claim_file_no: string; organisation_id: string };
    const caseId = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO tracker_cases (id, organisation_id, case_no, contact_channel, created_at, process_step_index)
       VALUES (?, ?, ?, 'client@example.test', ?, 2)`,
    ).run(caseId, row.organisation_id, row.claim_file_no, now);
    db.prepare(
      `INSERT INTO tracker_events (id, case_id, event_title, event_description, process_step_index, next_step_title, next_step_description, action, created_at)
       VALUES (?, ?, 'Inspection to book', '<p>Choose a time.</p>', 2, 'Assessment', 'An assessor estimates the cost.', NULL, ?)`,
    ).run(randomUUID(), caseId, now);
    db.prepare('UPDATE claim_files SET tracker_case_id = ? WHERE id = ?').run(caseId, row.file_id);
    return { caseNo: row.claim_file_no, assignmentId: row.id };
  });
}

async function verify(page: Page, request: Parameters<typeof trackerCode>[0], caseNo: string, lang: 'en' | 'ro') {
  await ownAddress(page);
  await page.goto(`${lang === 'ro' ? '/ro' : ''}/status/${caseNo}?org_code=DEMO`);
  const input = page.getByLabel(lang === 'ro' ? 'Cod de acces' : 'Access code');
  await expect(input).toBeEnabled();
  await input.fill(await trackerCode(request, caseNo));
  await page.getByRole('button', { name: lang === 'ro' ? 'Deschideți dosarul' : 'Open my claim' }).click();
}

/** 'dd.MM.yyyy' in the booking line → 'yyyy-MM-dd', for the agenda's day. */
async function bookedDay(page: Page): Promise<string> {
  const text = await page.getByTestId('booking-current').innerText();
  const [, d, m, y] = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text) ?? [];
  return `${y}-${m}-${d}`;
}

test('a policyholder books an inspection on the tracker; an assessor sees it in the agenda and on the timeline', async ({
  page,
  request,
}, testInfo) => {
  const problems = collectPageProblems(page);
  const own = ownInspectionCase(4);
  await verify(page, request, own.caseNo, 'en');
  const panel = page.getByRole('region', { name: 'Inspection appointment' });
  // The line says what the page asks for: the inspection waits for the visitor to book it.
  const next = page.getByTestId('tracker-next');
  await expect(next).toHaveText('With you: choose a time for the inspection below');
  await panel.getByRole('button', { name: 'Book an inspection' }).click();
  // The button is gone: focus is on the heading of what opened.
  await expect(panel.getByRole('heading', { name: 'Book an inspection' })).toBeFocused();
  await panel.getByLabel('County').selectOption('B');
  await expect(panel.getByLabel('Location')).toHaveValue(/.+/);
  // The next listed day is a whole one, whatever the hour of the run (today's times run out).
  await panel.getByLabel('Day').selectOption({ index: 1 });
  // A time is tapped on its button (the radio inside it is for keyboards and screen readers).
  const time = panel.getByRole('radio').first();
  await time.locator('xpath=..').click();
  await expect(time).toBeChecked();
  await expect(panel.getByRole('status')).toContainText('Chosen: ');
  await expectNoSeriousAxeViolations(page);
  await panel.screenshot({ path: testInfo.outputPath('booking-400-en.png') });
  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(panel.getByTestId('booking-confirmation')).toBeFocused();
  await expect(panel.getByTestId('booking-confirmation')).toHaveText(
    'Your inspection is booked. A confirmation is on its way to you.',
  );
  await expect(panel.getByTestId('booking-current')).toContainText('Centru constatări Militari');
  // The day is named with its weekday.
  await expect(panel.getByTestId('booking-current')).toHaveText(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d\d\.\d\d\.\d{4} at \d\d:\d\d · /,
  );
  await expect(panel.getByRole('button', { name: 'Move' })).toBeVisible();
  // The booking goes into the visitor's calendar as the file their phone opens: the same day and time.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inspection-[\w-]+\.ics$/);
  const ics = (await readFile((await file.path()) as string)).toString('utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('LOCATION:Centru constatări Militari');
  const [, d, mo, y, hh, mm] =
    /(\d\d)\.(\d\d)\.(\d{4}) at (\d\d):(\d\d)/.exec(await panel.getByTestId('booking-current').innerText()) ?? [];
  // The file's start, in UTC, is the shown Bucharest time.
  const start = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics)?.[1] ?? '';
  const shown = new Date(`${y}-${mo}-${d}T${hh}:${mm}:00Z`).getTime();
  const offset = shown - Date.parse(start.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z'));
  expect([2, 3].map((h) => h * 3_600_000)).toContain(offset);
  // Booked, the line follows: the visitor brings the vehicle then.
  await expect(next).toHaveText(/^With you: bring the vehicle to the inspection on \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  await expectNoSeriousAxeViolations(page);

  // Moving starts where the booking is, and the "booked" message goes once the move starts.
  const bookedLine = await panel.getByTestId('booking-current').innerText();
  await panel.getByRole('button', { name: 'Move' }).click();
  await expect(panel.getByRole('heading', { name: 'Move the inspection' })).toBeFocused();
  await expect(panel.getByTestId('booking-confirmation')).toBeEmpty();
  await expect(panel.getByLabel('County')).toHaveValue('B');
  await expect(panel.getByLabel('Location')).toHaveValue(/.+/);
  await expect(panel.getByLabel('Day').locator('option:checked')).toHaveText(bookedLine.split(' at ')[0] ?? '');
  await panel.getByRole('radio').last().locator('xpath=..').click();
  await panel.getByRole('button', { name: 'Move here' }).click();
  await expect(panel.getByTestId('booking-confirmation')).toBeFocused();
  await expect(panel.getByTestId('booking-confirmation')).toHaveText(
    'Your inspection is moved. A confirmation is on its way to you.',
  );
  await expect(panel.getByTestId('booking-current')).not.toHaveText(bookedLine);
  const day = await bookedDay(page);
  // The page, reloaded, shows the booking rather than the button.
  await page.reload();
  await expect(page.getByTestId('booking-current')).toContainText('Centru constatări Militari');

  await signInByApi(page, 'assessor');
  await page.goto('/assignments/agenda');
  await page.getByLabel('Location').selectOption({ label: 'Centru constatări Militari' });
  await page.getByLabel('From').fill(day);
  await expect(page.getByTestId('agenda-item').filter({ hasText: own.caseNo })).toBeVisible();
  await page.goto(`/assignments/view/${own.assignmentId}`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Inspection booked:');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Inspection moved:');
  expect(problems).toEqual([]);
});

test('in Romanian: book, then cancel after confirming', async ({ page, request }, testInfo) => {
  const own = ownInspectionCase(5);
  await verify(page, request, own.caseNo, 'ro');
  const panel = page.getByRole('region', { name: 'Programare pentru constatare' });
  const next = page.getByTestId('tracker-next');
  await expect(next).toHaveText('La dumneavoastră: alegeți mai jos o oră pentru constatare');
  await panel.getByRole('button', { name: 'Programați o constatare' }).click();
  await expect(panel.getByRole('heading', { name: 'Programați o constatare' })).toBeFocused();
  await panel.getByLabel('Județ').selectOption('B');
  await expect(panel.getByLabel('Unitate')).toHaveValue(/.+/);
  await panel.getByLabel('Zi').selectOption({ index: 1 });
  // Keyboard: the times are one radio group.
  await panel.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio').nth(1)).toBeChecked();
  // Weekdays in Romanian: capitalised where they begin the option, in lower case inside the sentence.
  await expect(panel.getByLabel('Zi').locator('option:checked')).toHaveText(
    /^(Luni|Marți|Miercuri|Joi|Vineri|Sâmbătă|Duminică), \d\d\.\d\d\.\d{4}$/,
  );
  await expect(panel.getByRole('status')).toHaveText(
    /^Ați ales: \d\d:\d\d, (luni|marți|miercuri|joi|vineri|sâmbătă|duminică), \d\d\.\d\d\.\d{4}$/,
  );
  await panel.screenshot({ path: testInfo.outputPath('booking-400-ro.png') });
  await panel.getByRole('button', { name: 'Programați', exact: true }).click();
  await expect(panel.getByTestId('booking-confirmation')).toHaveText(
    'Constatarea a fost programată. Veți primi o confirmare.',
  );
  await expect(next).toHaveText(
    /^La dumneavoastră: prezentați vehiculul la constatare pe \d\d\.\d\d\.\d{4} \d\d:\d\d$/,
  );
  await expect(panel.getByTestId('booking-current')).toHaveText(
    /^(Luni|Marți|Miercuri|Joi|Vineri|Sâmbătă|Duminică), \d\d\.\d\d\.\d{4}, ora \d\d:\d\d · /,
  );
  await expect(panel.getByRole('button', { name: 'Adăugați în calendar' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Anulați programarea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anulați programarea?' });
  await expect(dialog).toContainText('veți primi un mesaj');
  await dialog.getByRole('button', { name: 'Anulați programarea' }).click();
  await expect(panel.getByTestId('booking-confirmation')).toHaveText('Programarea a fost anulată.');
  await expect(panel.getByTestId('booking-confirmation')).toBeFocused();
  // Cancelled, the inspection waits for a time again, and the line says so.
  await expect(next).toHaveText('La dumneavoastră: alegeți mai jos o oră pentru constatare');
  await expect(panel.getByRole('button', { name: 'Programați o constatare' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The same part on a wide screen.
  await page.setViewportSize({ width: 1280, height: 860 });
  await panel.getByRole('button', { name: 'Programați o constatare' }).click();
  await panel.getByLabel('Județ').selectOption('B');
  await expect(panel.getByRole('radio').first()).toBeVisible();
  await panel.screenshot({ path: testInfo.outputPath('booking-1280-ro.png') });
});

/**
 * A guest link to an inspection whose claim has no contact on record: booking it promises no
 * confirmation that could not be sent, in either language.
 */
for (const [n, lang] of (['en', 'ro'] as const).entries()) {
  test(`${lang}: a guest booking with no contact to confirm to says so instead of promising a message`, async ({
    page,
  }) => {
    const own = ownInspectionCase(6 + n);
    const key = randomBytes(16).toString('base64url');
    withE2eDatabase((db) => {
      const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      db.prepare('UPDATE assignments SET guest_key = ?, guest_key_expires_at = ? WHERE id = ?').run(
        key,
        expires,
        own.assignmentId,
      );
      db.prepare(
        'UPDATE claim_files SET contact = NULL WHERE id = (SELECT claim_file_id FROM assignments WHERE id = ?)',
      ).run(own.assignmentId);
    });
    const w =
      lang === 'ro'
        ? {
            region: 'Programare pentru constatare',
            book: 'Programați o constatare',
            county: 'Județ',
            day: 'Zi',
            go: 'Programați',
          }
        : { region: 'Inspection appointment', book: 'Book an inspection', county: 'County', day: 'Day', go: 'Book' };
    await ownAddress(page);
    await page.goto(`${lang === 'ro' ? '/ro' : ''}/guest/vehicle_inspection/${key}`);
    const panel = page.getByRole('region', { name: w.region });
    await panel.getByRole('button', { name: w.book }).click();
    await panel.getByLabel(w.county).selectOption('B');
    await panel.getByLabel(w.day).selectOption({ index: 1 });
    await panel.getByRole('radio').first().locator('xpath=..').click();
    await panel.getByRole('button', { name: w.go, exact: true }).click();
    await expect(panel.getByTestId('booking-confirmation')).toBeFocused();
    await expect(panel.getByTestId('booking-confirmation')).toHaveText(
      lang === 'ro'
        ? 'Constatarea este programată. Nu avem o adresă de e-mail sau un număr de telefon la care să ' +
            'trimitem o confirmare, așa că vă rugăm să notați ora de mai jos.'
        : 'Your inspection is booked. We have no e-mail address or phone number to send a confirmation to, ' +
            'so please note the time below.',
    );
    await expectNoSeriousAxeViolations(page);
  });
}
