import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { CLAIM_FORM_WORDS, yesterday } from './claim-form-words.ts';
import { signInByApi, trackerCode, withE2eDatabase } from './helpers.ts';

/**
 * What policyholders and staff are told at 400 px, in both languages: the policy check says what
 * the register says, the tracker's step is the claim's (an internal task closing tells nobody
 * anything), active updates are not offered again, and an assessment recorded before notes had
 * amounts shows its parts.
 */
test.use({ viewport: { width: 400, height: 860 } });

let addressCounter = 0;
async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${process.pid % 250}.${++addressCounter}` });
}

const LANGUAGES = ['en', 'ro'] as const;
const prefix = (lang: 'en' | 'ro') => (lang === 'ro' ? '/ro' : '');

for (const lang of LANGUAGES) {
  test(`${lang}: the claim form's policy check is green only for a policy in force on the event's day`, async ({
    page,
  }, testInfo) => {
    const w = CLAIM_FORM_WORDS[lang];
    const cases = [
      // Ended 36 days ago, for an event yesterday.
      {
        policy: 'RORCA90000002',
        plate: 'CJ 903 EXP',
        green: false,
        text: {
          en: 'We found this policy, but the register shows it was no longer in force on the day of the event.',
          ro: 'Am găsit această poliță, dar registrul arată că nu mai era în vigoare în ziua evenimentului.',
        },
      },
      { policy: 'ROCAS90000001', plate: 'B 901 DEM', green: true, text: { en: 'We found your policy.', ro: '' } },
    ];
    for (const [i, c] of cases.entries()) {
      await ownAddress(page);
      await page.goto(`${prefix(lang)}/guest/claim_notification/DEMO`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.getByLabel(w.policyType).selectOption('RCA');
      await page.getByLabel(w.policyNo).fill(c.policy);
      await page.getByLabel(w.insured).fill('Mihai Ionescu');
      await page.getByLabel(w.insured).press('Enter');
      await expect(page.getByRole('heading', { name: /^(Step|Pasul) 2 / })).toBeFocused();
      await page.getByLabel(w.date).fill(yesterday());
      await page.getByLabel(w.time).fill('07:30');
      await page.getByLabel(w.county).selectOption('CJ');
      await page.getByLabel(w.place).fill('Turda');
      await page.getByLabel(w.description).fill('A truck scraped the bonnet while parking.');
      await page.getByLabel(w.place).press('Enter');
      await page.getByLabel(w.category).selectOption('car');
      await page.getByLabel(w.brand).selectOption('dacia');
      await page.getByLabel(w.colour).selectOption('blue');
      await page.getByLabel(w.plate).fill(c.plate);
      await page.getByLabel(w.bonnet).check();
      await page.getByLabel(w.plate).press('Enter');
      await expect(page.getByRole('heading', { name: /^(Step|Pasul) 4 / })).toBeFocused();
      const note = page.getByTestId('fnol-policy-note').locator('p');
      if (c.text[lang]) await expect(note).toContainText(c.text[lang]);
      await expect(note).toHaveClass(c.green ? /green/ : /amber/);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`policy-note-${i}-400-${lang}.png`) });
    }
  });
}

/**
 * A generated claim's intake check, still open, with a tracker case of its own at "registered" and
 * updates already on: the claim file's number, the check's id and its version.
 */
function ownRegisteredClaim(n: number): { caseNo: string; intakeId: string } {
  return withE2eDatabase((db) => {
    const row = db
      .prepare(
        `select a.id, f.id as file_id, f.claim_file_no, f.organisation_id from assignments a
           join claim_files f on f.id = a.claim_file_id join organisations o on o.id = a.organisation_id
         where o.code = 'DEMO' and a.assignment_type = 'claim_notification' and a.is_final = 0
           and a.status_code = 'in_progress' and f.tracker_case_id is null
           and not exists (select 1 from assignments b join assignment_statuses s
             on s.organisation_id = b.organisation_id and s.assignment_type = b.assignment_type and s.code = b.status_code
             where b.claim_file_id = f.id and s.tracker_step > 1)
         order by a.assignment_no limit 1 offset ?`,
      )
      .get(n) as { id: string; file_id: string; claim_file_no: string; organisation_id: string };
    const caseId = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO tracker_cases (id, organisation_id, case_no, contact_channel, created_at, process_step_index)
       VALUES (?, ?, ?, 'client@example.test', ?, 1)`,
    ).run(caseId, row.organisation_id, row.claim_file_no, now);
    db.prepare(
      `INSERT INTO tracker_events (id, case_id, event_title, event_description, process_step_index, next_step_title,
         next_step_description, action, created_at, texts)
       VALUES (?, ?, 'Claim registered', '<p>We recorded your claim.</p>', 1, 'Inspection', '', NULL, ?, ?)`,
    ).run(
      randomUUID(),
      caseId,
      now,
      JSON.stringify({
        en: { event_title: 'Claim registered', event_description: '<p>We recorded your claim.</p>' },
        ro: { event_title: 'Dosar înregistrat', event_description: '<p>Am înregistrat dosarul.</p>' },
      }),
    );
    db.prepare(
      `INSERT INTO case_update_subscriptions (id, case_id, channel, language, status, created_at, confirmed_at,
         unsubscribe_key_hash) VALUES (?, ?, 'email', 'en', 'active', ?, ?, ?)`,
    ).run(randomUUID(), caseId, now, now, randomUUID());
    db.prepare('UPDATE claim_files SET tracker_case_id = ? WHERE id = ?').run(caseId, row.file_id);
    return { caseNo: row.claim_file_no, intakeId: row.id };
  });
}

for (const [n, lang] of LANGUAGES.entries()) {
  test(`${lang}: the intake team closing its check moves nothing on the tracker, and active updates are not offered again`, async ({
    page,
    request,
  }, testInfo) => {
    const own = ownRegisteredClaim(n);
    // The intake team closes its own check, as staff do.
    const staff = await request.post('/api/auth/appToken', {
      data: { username: 'manager', password: 'Safe-Claims-2026!' },
    });
    const auth = { Authorization: `Bearer ${(await staff.json()).idToken}` };
    const detail = await request.get(`/api/assignments/${own.intakeId}`, { headers: auth });
    const closed = await request.post(`/api/assignments/${own.intakeId}/status`, {
      headers: { ...auth, 'If-Match': detail.headers().etag ?? '' },
      data: { status_code: 'closed' },
    });
    expect(closed.status()).toBe(200);

    await ownAddress(page);
    await page.goto(`${prefix(lang)}/status/${own.caseNo}?org_code=DEMO`);
    const input = page.getByLabel(lang === 'ro' ? 'Cod de acces' : 'Access code');
    await expect(input).toBeEnabled();
    await input.fill(await trackerCode(request, own.caseNo));
    await page.getByRole('button', { name: lang === 'ro' ? 'Deschideți dosarul' : 'Open my claim' }).click();
    await expect(page.locator('#tracker-case-heading')).toBeFocused();
    // Still registered: no "Closed", in the event or the history.
    const registered = lang === 'ro' ? 'Dosar înregistrat' : 'Claim registered';
    await expect(page.getByRole('heading', { level: 3, name: registered })).toBeVisible();
    await expect(page.getByTestId('tracker-history')).not.toContainText(/Closed|Inchisa|Închisă/);
    // The insurer acts next; its closed claims say how long that usually takes.
    await expect(page.getByTestId('tracker-next')).toHaveText(
      lang === 'ro'
        ? /^La asigurătorul dumneavoastră: de obicei între \d+ și \d+ (de )?zile lucrătoare$/
        : /^With your insurer: usually \d+ to \d+ working days$/,
    );
    // Updates are on: said, not offered again.
    await expect(
      page.getByText(
        lang === 'ro'
          ? 'Primiți un mesaj de fiecare dată când dosarul avansează.'
          : 'You receive a message each time your claim moves on.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: lang === 'ro' ? 'Trimiteți-mi noutățile' : 'Send me updates' }),
    ).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`tracker-registered-400-${lang}.png`), fullPage: true });
  });
}

test('an assessment recorded before notes had amounts shows its parts, in both languages', async ({
  browser,
}, testInfo) => {
  const old = withE2eDatabase(
    (db) =>
      db
        .prepare(
          `select a.id, count(n.id) as parts from assignments a
             join organisations o on o.id = a.organisation_id
             join assessment_note_items n on n.assignment_id = a.id and n.note_version_id is null
           where o.code = 'DEMO' and a.assignment_type = 'assessment' and a.is_final = 0
             and not exists (select 1 from assessment_notes x where x.assignment_id = a.id)
           group by a.id order by a.assignment_no limit 1`,
        )
        .get() as { id: string; parts: number },
  );
  for (const lang of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 400, height: 860 } });
    const page = await context.newPage();
    await signInByApi(page, 'manager');
    await page.goto(`${prefix(lang)}/assignments/view/${old.id}`);
    const note = page.getByTestId('note');
    await expect(note.getByTestId('note-row').first()).toBeVisible();
    expect(await note.getByTestId('note-row').count()).toBeGreaterThan(0);
    await expect(note).not.toContainText(lang === 'ro' ? 'Nu există încă repere' : 'No parts yet');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`old-assessment-400-${lang}.png`), fullPage: true });
    await context.close();
  }
});
