import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, businessDate, businessDayStart } from '../../contract/business-time.ts';
import { newAssessment } from './assessment-helpers.ts';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, signInByApi, withE2eDatabase } from './helpers.ts';

const WORDS = {
  en: {
    prefix: '',
    inspections: "Today's inspections",
    noInspections: 'No inspections booked for you today.',
    due: 'Due and about to breach',
    approvals: 'Waiting for my approval',
    arrived: 'Arrived since your last visit',
    team: "Your team's load",
    open: /^Elena Handler: \d+ open · overdue: \d+ · due today: \d+$/,
    toApprove: (no: string) => new RegExp(`^${no} · assessment note to approve \\([\\d,]+\\.\\d{2} lei\\): 1 new$`),
    dueList: /^(Overdue|Legal deadline passed|Due today|Legal deadline within 3 working days): \d+$/,
  },
  ro: {
    prefix: '/ro',
    inspections: 'Constatările de azi',
    noInspections: 'Nu aveți constatări programate azi.',
    due: 'Scadente și termene aproape depășite',
    approvals: 'Așteaptă aprobarea mea',
    arrived: 'Sosite de la ultima vizită',
    team: 'Încărcarea echipei',
    open: /^Elena Handler: \d+ (activitate deschisă|activități deschise|de activități deschise) · întârziate: \d+ · scadente azi: \d+$/,
    toApprove: (no: string) =>
      new RegExp(`^${no} · assessment note to approve \\([\\d,]+\\.\\d{2} lei\\): 1 activitate nouă$`),
    dueList: /^(Întârziate|Termen legal depășit|Scadente azi|Termen legal în cel mult 3 zile lucrătoare): \d+$/,
  },
} as const;

/** One of the handler's open assignments without a booking, booked late today at Cluj (whose agenda no other test reads). */
function bookTodayForHandler(slot: number): { id: string; no: string } {
  const today = businessDate(new Date());
  const midnight = Date.parse(businessDayStart(addDays(today, 1)));
  return withE2eDatabase((db) => {
    const work = db
      .prepare(
        `SELECT a.id, a.assignment_no AS no, a.organisation_id FROM assignments a JOIN users u ON u.id = a.assignee_user_id
         WHERE u.username = 'handler' AND a.is_final = 0 AND a.id NOT IN (SELECT assignment_id FROM appointment_bookings)
         ORDER BY a.assignment_no LIMIT 1 OFFSET ?`,
      )
      .get(slot) as { id: string; no: string; organisation_id: string };
    const location = db.prepare(`SELECT id FROM appointment_locations WHERE name = 'Centru constatări Cluj'`).get() as {
      id: string;
    };
    const at = new Date().toISOString();
    // Late tonight in Bucharest, before those made here already; each test its own slot, so none share a start.
    const { n } = db
      .prepare('SELECT COUNT(*) AS n FROM appointment_bookings WHERE location_id = ? AND starts_at >= ?')
      .get(location.id, businessDayStart(today)) as { n: number };
    const startsAt = new Date(midnight - (2 * Number(n) + slot + 1) * 5 * 60_000);
    db.prepare(
      `INSERT INTO appointment_bookings (id, organisation_id, assignment_id, location_id, starts_at, ends_at, bay, status,
         contact, booked_by_kind, booked_by_user_id, reminder_outbox_id, created_at, updated_at, version)
       VALUES (?, ?, ?, ?, ?, ?, 1, 'booked', NULL, 'staff', NULL, NULL, ?, ?, 1)`,
    ).run(
      randomUUID(),
      work.organisation_id,
      work.id,
      location.id,
      startsAt.toISOString(),
      startsAt.toISOString(),
      at,
      at,
    );
    return { id: work.id, no: work.no };
  });
}

const assignmentNo = (id: string) =>
  withE2eDatabase(
    (db) =>
      (db.prepare('SELECT assignment_no FROM assignments WHERE id = ?').get(id) as { assignment_no: string })
        .assignment_no,
  );

async function tokenOf(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { idToken: string }).idToken}` };
}

/** A note step through the API the note's page uses, on the version the note is at. */
async function noteStep(request: APIRequestContext, username: string, id: string, step: string, data: object = {}) {
  const headers = await tokenOf(request, username);
  const note = await request.get(`/api/assessments/${id}`, { headers });
  const res = await request.post(`/api/assessments/${id}/${step}`, {
    headers: { ...headers, 'If-Match': note.headers().etag ?? '' },
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The demo assessor saves one bonnet to replace at 1,000.00 lei (1,210.00 lei with VAT) and submits the note for approval. */
async function submitNote(request: APIRequestContext, id: string, partPrice = 100_000): Promise<void> {
  const headers = await tokenOf(request, 'assessor');
  const note = await request.get(`/api/assessments/${id}`, { headers });
  const line = { item_guid: 'part-bonnet', operation: 'replace', quantity: 1000, labour_hours: 0, labour_rate: null };
  const saved = await request.put(`/api/assessments/${id}/lines`, {
    data: { lines: [{ ...line, part_price: partPrice, paint_materials: 0, remark: '' }] },
    headers: { ...headers, 'If-Match': note.headers().etag ?? '"0"' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await noteStep(request, 'assessor', id, 'submit');
}

async function startPageOf(browser: Browser, username: string, prefix: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, username);
  await page.goto(`${prefix}/assignments/shortlist`);
  await expect(page.getByTestId('start-page')).toBeVisible();
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

for (const lang of ['en', 'ro'] as const) {
  const w = WORDS[lang];
  test(`${lang}: the start page shows each role its sections, each line a link to its page`, async ({
    browser,
    request,
  }, testInfo) => {
    const booked = bookTodayForHandler(lang === 'en' ? 0 : 1);
    const noteId = newAssessment();
    const no = assignmentNo(noteId);
    await submitNote(request, noteId);

    // The handler: today's inspection and the work due, each a link; no approvals, no team.
    const handler = await startPageOf(browser, 'handler', w.prefix);
    const problems = collectPageProblems(handler);
    const inspection = section(handler, w.inspections).getByRole('link', { name: new RegExp(`· ${booked.no} ·`) });
    await expect(inspection).toHaveText(new RegExp(`^\\d\\d:\\d\\d · ${booked.no} · .+ · Centru constatări Cluj$`));
    await expect(inspection).toHaveAttribute('href', `${w.prefix}/assignments/view/${booked.id}`);
    const due = section(handler, w.due);
    await expect(due.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveText(w.dueList);
    await expect(due.getByRole('link', { name: w.dueList }).first()).toHaveAttribute(
      'href',
      new RegExp(`^${w.prefix}/assignments/list/[a-z-]+$`),
    );
    await expect(due.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${w.prefix}/assignments/view/`),
    );
    await expect(section(handler, w.approvals)).toHaveCount(0);
    await expect(section(handler, w.team)).toHaveCount(0);
    await expect(section(handler, w.arrived)).toBeVisible();
    await expectNoSeriousAxeViolations(handler);
    expect(problems).toEqual([]);

    // The assessor manager: the submitted note waits for him, and its news arrived.
    const approver = await startPageOf(browser, 'assessor.manager', w.prefix);
    const waiting = section(approver, w.approvals).getByRole('link', { name: new RegExp(`^${no} · `) });
    await expect(waiting).toContainText('Ioana Assessor');
    await expect(waiting).toHaveAttribute('href', `${w.prefix}/assignments/view/${noteId}`);
    const news = section(approver, w.arrived).getByRole('link', { name: w.toApprove(no) });
    await expect(news).toHaveAttribute('href', `${w.prefix}/assignments/view/${noteId}`);
    await expect(section(approver, w.inspections)).toContainText(w.noInspections);
    await expect(section(approver, w.team)).toHaveCount(0);
    await expectNoSeriousAxeViolations(approver);

    // The manager: the team's load, each member a link to the manager area; the note waits for him too.
    const manager = await startPageOf(browser, 'manager', w.prefix);
    const member = section(manager, w.team).getByRole('link', { name: w.open });
    await expect(member).toHaveAttribute('href', `${w.prefix}/manager-area`);
    await expect(section(manager, w.approvals).getByRole('link', { name: new RegExp(`^${no} · `) })).toBeVisible();
    await expectNoSeriousAxeViolations(manager);
    for (const width of [400, 800, 1280]) {
      await manager.setViewportSize({ width, height: 900 });
      expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await manager.screenshot({ path: testInfo.outputPath(`start-${width}-${lang}.png`), fullPage: true });
    }

    // The assessor submits but never approves: no approvals section, and an empty one says so.
    const assessor = await startPageOf(browser, 'assessor', w.prefix);
    await expect(section(assessor, w.inspections)).toContainText(w.noInspections);
    await expect(section(assessor, w.approvals)).toHaveCount(0);
    for (const page of [handler, approver, manager, assessor]) await page.context().close();
  });
}

/** The notification panel as its person sees it on opening a page: the news it names leads to the assessment. */
async function newsPanelOf(browser: Browser, username: string, no: string, words: RegExp, id: string) {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, username);
  await page.goto('/search');
  const named = new RegExp(`^${no} · ${words.source}`);
  const item = page.getByRole('dialog', { name: 'New activities' }).getByRole('link', { name: named });
  await expect(item).toHaveAttribute('href', `/assignments/view/${id}`);
  await expectNoSeriousAxeViolations(page);
  await page.context().close();
}

/** Nobody else hears of the note: what their panel would list names none of it. */
async function noNewsFor(request: APIRequestContext, username: string, no: string) {
  const list = await request.get('/api/config/users/browseNotifications', {
    headers: await tokenOf(request, username),
  });
  const names = ((await list.json()) as { name: string }[]).map((n) => n.name);
  expect(names.filter((name) => name.startsWith(`${no} ·`))).toEqual([]);
}

test('submitting a note tells its approvers; returning and approving it tell its assessor, in their notification panels', async ({
  browser,
  request,
}) => {
  const id = newAssessment();
  const no = assignmentNo(id);
  await submitNote(request, id);
  await newsPanelOf(browser, 'assessor.manager', no, /assessment note to approve \(1,210\.00 lei\): 1 new$/, id);
  await newsPanelOf(browser, 'manager', no, /assessment note to approve \(1,210\.00 lei\): 1 new$/, id);
  await noNewsFor(request, 'assessor', no);
  await noNewsFor(request, 'handler', no);

  await noteStep(request, 'assessor.manager', id, 'return', { reason: 'Price the bonnet again.' });
  await newsPanelOf(browser, 'assessor', no, /assessment note returned to you \(1,210\.00 lei\): 1 new$/, id);

  await submitNote(request, id, 120_000);
  await noteStep(request, 'manager', id, 'approve');
  await newsPanelOf(browser, 'assessor', no, /assessment note approved \(1,452\.00 lei\): 1 new$/, id);
});
