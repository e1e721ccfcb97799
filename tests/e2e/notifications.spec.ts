import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, DEMO_PASSWORD, signInByApi, withE2eDatabase } from './helpers.ts';

/**
 * A claim file of the calling test's own, copied from a generated one under a new number, with
 * unassigned vehicle inspections in a group no one works in: assigning them changes nothing that
 * other specs count. Returns the inspections' ids and numbers.
 */
function ownWork(claimFileNo: string, count: number): { id: string; no: string }[] {
  return withE2eDatabase((db) => {
    const columns = (db.prepare('PRAGMA table_info(claim_files)').all() as { name: string }[])
      .map((c) => c.name)
      .filter((name) => name !== 'plate_key');
    const picked = columns.map((name) =>
      name === 'id' || name === 'claim_file_no' ? '?' : name === 'tracker_case_id' ? 'NULL' : name,
    );
    const fileId = randomUUID();
    const ordered = columns.map((name) => (name === 'id' ? fileId : name === 'claim_file_no' ? claimFileNo : null));
    const copied = db
      .prepare(
        `INSERT INTO claim_files (${columns.join(', ')}) SELECT ${picked.join(', ')} FROM claim_files
         WHERE claim_file_no LIKE 'DOS%' ORDER BY claim_file_no LIMIT 1`,
      )
      .run(...ordered.filter((value) => value !== null));
    if (copied.changes !== 1) throw new Error('No generated claim file to copy.');
    const now = new Date().toISOString();
    const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    return Array.from({ length: count }, (_, i) => {
      const id = randomUUID();
      const no = `${claimFileNo}-${i + 1}`;
      db.prepare(
        `INSERT INTO assignments (id, organisation_id, claim_file_id, assignment_no, assignment_type, status_code, is_final,
           assignee_user_id, group_code, guest_key, due_date, is_case_master, created_at, updated_at, version)
         SELECT ?, organisation_id, ?, ?, 'vehicle_inspection', 'new', 0, NULL, 'e2e-nobody', ?, ?, 0, ?, ?, 1
         FROM claim_files WHERE id = ?`,
      ).run(id, fileId, no, randomUUID(), due, now, now, fileId);
      return { id, no };
    });
  });
}

const userIdOf = (username: string) =>
  withE2eDatabase((db) => (db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string }).id);

/** A manager gives the work to someone, through the application's own call, as the assignment page does. */
async function managerAssigns(request: APIRequestContext, assignmentId: string, username: string): Promise<void> {
  const login = await request.post('/api/auth/appToken', { data: { username: 'manager', password: DEMO_PASSWORD } });
  const asManager = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  const detail = (await (await request.get(`/api/assignments/${assignmentId}`, { headers: asManager })).json()) as {
    version: number;
  };
  const assigned = await request.post(`/api/assignments/${assignmentId}/assign`, {
    headers: { ...asManager, 'If-Match': `"${detail.version}"` },
    data: { user_id: userIdOf(username) },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'New activities' });
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications: \d+$/ });

test('each notification leads to its assignment; Escape closes the dialog and the focus goes back to the bell', async ({
  page,
  request,
}) => {
  // A handler's role: work goes only to someone whose role is for it.
  await createOwnUser('nadia.notes', 'Nadia Notes', ['claims.handler']);
  const [first] = ownWork('E2ENOTE1001', 1);
  await managerAssigns(request, first!.id, 'nadia.notes');
  await signInByApi(page, 'nadia.notes');
  await page.goto('/search');

  // Opened by the news: the focus stays where the person works.
  const dialog = dialogOf(page);
  const item = dialog.getByRole('link', { name: `${first!.no} · Vehicle inspection: 1 new` });
  await expect(item).toHaveAttribute('href', `/assignments/view/${first!.id}`);
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  await expectNoSeriousAxeViolations(page);
  await item.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bellOf(page)).toBeFocused();

  // From the bell, by keyboard: the dialog takes the focus, and gives it back on Escape.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'New activities' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bellOf(page)).toBeFocused();
  await expect(bellOf(page)).toHaveAttribute('aria-expanded', 'false');

  // The link goes to the assignment.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/assignments/view/${first!.id}$`));
  await expect(page.getByRole('heading', { name: `Vehicle inspection ${first!.no}` })).toBeVisible();
});

test('a closed dialog stays closed across reloads until a new notification arrives', async ({ page, request }) => {
  await createOwnUser('nelu.notes', 'Nelu Notes', ['claims.handler']);
  const [first, second] = ownWork('E2ENOTE2001', 2);
  await managerAssigns(request, first!.id, 'nelu.notes');
  await signInByApi(page, 'nelu.notes');
  await page.goto('/search');
  const dialog = dialogOf(page);
  await expect(dialog).toContainText(`${first!.no} · Vehicle inspection: 1 new`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Reloaded, and on another page of the session: the bell still counts it, the dialog stays shut.
  await page.reload();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications: 1');
  await page.goto('/assignments/worklist');
  await expect(bellOf(page)).toHaveAccessibleName('Notifications: 1');
  // The page has polled again meanwhile (every 2 s here) and still keeps it closed.
  await page.waitForResponse('**/api/config/users/browseNotifications');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications: 1');
  await expect(dialog).toBeHidden();

  // New work arrives: the dialog opens again, with both.
  await managerAssigns(request, second!.id, 'nelu.notes');
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    `${first!.no} · Vehicle inspection: 1 new`,
    `${second!.no} · Vehicle inspection: 1 new`,
  ]);
  await expect(bellOf(page)).toHaveAccessibleName('Notifications: 2');
});

test('a long list scrolls inside the dialog, which stays on a 400 px screen above the bottom bar', async ({ page }) => {
  await createOwnUser('nora.many', 'Nora Many');
  const now = Date.now();
  withE2eDatabase((db) => {
    const insert = db.prepare(
      'INSERT INTO notifications (id, user_id, type, name, count, created_at) ' +
        "SELECT ?, id, 'new_activities', ?, 1, ? FROM users WHERE username = 'nora.many'",
    );
    for (let i = 1; i <= 40; i++) insert.run(randomUUID(), `Claim ${i}`, new Date(now + i).toISOString());
  });
  await page.setViewportSize({ width: 400, height: 400 });
  await signInByApi(page, 'nora.many');
  await page.goto('/search');
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(40);
  const box = (await dialog.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(400);
  const bar = (await page.getByRole('navigation', { name: 'Main sections' }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  // Its buttons stay on the screen; the list scrolls instead.
  await expect(dialog.getByRole('button', { name: 'Mark as seen' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
  const list = dialog.getByTestId('notifications-list');
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const last = dialog.getByRole('listitem').last();
  await expect(last).not.toBeInViewport();
  // A keyboard reaches the end of it too.
  await list.focus();
  await page.keyboard.press('End');
  await expect(last).toBeInViewport();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bellOf(page)).toBeFocused();
});

test('the open dialog never covers the page: every control of the page under it stays the one a click reaches', async ({
  page,
}) => {
  await createOwnUser('nora.covers', 'Nora Covers');
  withE2eDatabase((db) =>
    db
      .prepare(
        'INSERT INTO notifications (id, user_id, type, name, count, created_at) ' +
          "SELECT ?, id, 'new_activities', 'Claim 1', 1, ? FROM users WHERE username = 'nora.covers'",
      )
      .run(randomUUID(), new Date().toISOString()),
  );
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, 'nora.covers');
    await page.goto('/assignments/worklist');
    await expect(dialogOf(page)).toBeVisible();
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll('[data-page-body] :is(a, button, input, select, textarea)')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > innerHeight) return false;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && !el.contains(hit) && hit.closest('#notifications-dialog') !== null;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(covered, `at ${width} px`).toEqual([]);
  }
});
