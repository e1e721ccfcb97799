import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gzipSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ROLES } from '../../server/db/seed-people.ts';
import { hashPassword } from '../../server/features/auth/index.ts';

export const DEMO_PASSWORD = 'Safe-Claims-2026!';

/** Signs in through the login form as a person would. */
export async function signInThroughForm(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  path = '/login',
): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/^(Username|Utilizator)$/).fill(username);
  await page.getByLabel(/^(Password|Parola)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Autentificare)$/ }).click();
}

/** The newest one-time code the development mailbox holds for an address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; body: string }[];
      code = /\b(\d{6})\b/.exec(mailbox.find((m) => m.to === to)?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The access code the development mailbox holds for a tracker case (its subject names the case). */
export async function trackerCode(request: APIRequestContext, caseNo: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = (await (await request.get('/api/dev/outbox')).json()) as { subject: string; body: string }[];
      // Only access-code messages: a claim's other messages name the case too.
      const codeMail = mailbox.find(
        (m) => /^(Access code for claim|Cod de acces pentru dosarul) /.test(m.subject) && m.subject.endsWith(caseNo),
      );
      code = /\b([A-Z0-9]{6})\b/.exec(codeMail?.body.replace(caseNo, '') ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * Signs in through the API from the page's own context, which shares the browser's cookies: the
 * next page opened finds the refresh cookie and signs itself in, as a new tab would.
 */
export async function signInByApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/auth/appToken', { data: { username, password } });
  expect(res.status()).toBe(200);
}

/**
 * Waits until the island holding `selector` has hydrated (Astro removes its `ssr` attribute then):
 * for tests of what only React does, such as a message on leaving a field. Islands hydrate after
 * the first paint, and focus moved before that is not seen.
 */
export async function islandHydrated(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`astro-island:has(${selector})`)).not.toHaveAttribute('ssr');
}

/** The user menu's button, once the session check has shown it. */
export async function userMenu(page: Page, fullName: string) {
  const button = page.getByRole('button', { name: new RegExp(`: ${fullName}$`) });
  await expect(button).toBeVisible();
  return button;
}

/**
 * Runs statements on the e2e server's own SQLite file, as an administrator or another feature
 * would change data; WAL lets the server keep working meanwhile.
 */
export function withE2eDatabase<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(process.env.CLAIMS_E2E_DATA_DIR!, 'e2e.sqlite'));
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * A user of the DEMO organisation that only the calling test uses, written into the e2e server's
 * database, for tests that change a user (its password) while other tests run beside them.
 */
export async function createOwnUser(
  username: string,
  fullName: string,
  roles: string[] = [],
  orgCode = 'DEMO',
): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  withE2eDatabase((db) =>
    db
      .prepare(
        `INSERT INTO users (id, organisation_id, username, full_name, email, language, password_hash, created_at, roles)
         SELECT ?, id, ?, ?, ?, 'en', ?, ?, ? FROM organisations WHERE code = ?`,
      )
      .run(
        randomUUID(),
        username,
        fullName,
        `${username}@example.test`,
        hash,
        new Date().toISOString(),
        JSON.stringify(roles),
        orgCode,
      ),
  );
}

/**
 * An organisation of the calling test's own, with the given branding, for tests that change how it
 * looks. It knows the demo organisations' own roles, as DEMO does, so its people can be given them.
 */
export function createOwnOrganisation(code: string, branding: Record<string, string>): void {
  const id = randomUUID();
  const now = new Date().toISOString();
  withE2eDatabase((db) => {
    db.prepare(
      `INSERT INTO organisations (id, code, name, org_type, branding, created_at) VALUES (?, ?, ?, 'other', ?, ?)`,
    ).run(id, code, `${code} Asigurari`, JSON.stringify(branding), now);
    const role = db.prepare(
      `INSERT INTO organisation_roles (organisation_id, code, name_en, name_ro, created_at, version) VALUES (?, ?, ?, ?, ?, 1)`,
    );
    for (const r of DEMO_ROLES) role.run(id, r.code, r.name_en, r.name_ro, now);
  });
}

/**
 * A tracker case of the calling test's own (at step 2, with one event), so that its access codes
 * in the shared mailbox cannot be mistaken for another test's.
 */
export function createOwnTrackerCase(caseNo: string): void {
  withE2eDatabase((db) => {
    const caseId = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO tracker_cases (id, organisation_id, case_no, contact_channel, created_at, process_step_index)
       SELECT ?, id, ?, 'client@example.test', ?, 2 FROM organisations WHERE code = 'DEMO'`,
    ).run(caseId, caseNo, now);
    db.prepare(
      `INSERT INTO tracker_events (id, case_id, event_title, event_description, process_step_index, next_step_title, next_step_description, action, created_at)
       VALUES (?, ?, 'Inspection scheduled', '<p>On <strong>Thursday at 10:00</strong>.</p>', 2, 'Assessment', 'An assessor estimates the cost.', NULL, ?)`,
    ).run(randomUUID(), caseId, now);
  });
}

/**
 * Counts the JavaScript a page makes the browser download, gzip-compressed, each address once
 * (a module asked for twice, preload then import, still ships once), with the inline scripts.
 */
export function countShippedJavaScript(page: Page): () => Promise<number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // A page that moves on by design (to sign in, to its next step) leaves its scripts' bodies
    // behind: they are read again, and count with the next page's.
    const body = await response.body().catch(() => page.request.get(response.url()).then((again) => again.body()));
    scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  return async () => {
    await page.waitForLoadState('networkidle');
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
    const inlineBytes = inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) + inlineBytes;
  };
}

/**
 * A claim of the test's own, copied from a demo claim with an open inspection: its file under
 * `claimNo`, that inspection with a guest link `guestKey`, and a tracker case under the same number
 * whose contact (and the claim's policyholder e-mail) is `contact`. Nothing another test holds.
 */
export function createOwnClaimWithInspection(claimNo: string, guestKey: string, contact = 'client@example.test') {
  return withE2eDatabase((db) => {
    const source = db
      .prepare(
        `select a.* from assignments a join organisations o on o.id = a.organisation_id
         where o.code = 'DEMO' and a.assignment_type = 'vehicle_inspection' and a.is_final = 0
         order by a.assignment_no limit 1`,
      )
      .get() as Record<string, unknown>;
    const file = db.prepare('select * from claim_files where id = ?').get(source.claim_file_id as string) as Record<
      string,
      unknown
    >;
    // Generated columns (a plate's search key) are the database's to fill.
    const generated = (table: string) =>
      new Set(
        (
          db.prepare(`select name, hidden from pragma_table_xinfo('${table}')`).all() as {
            name: string;
            hidden: number;
          }[]
        )
          .filter((c) => c.hidden !== 0)
          .map((c) => c.name),
      );
    const copy = (table: string, row: Record<string, unknown>) => {
      const skip = generated(table);
      const columns = Object.keys(row).filter((c) => !skip.has(c));
      db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(
        ...(columns.map((c) => row[c]) as (string | number | null)[]),
      );
    };
    const caseId = randomUUID();
    const fileId = randomUUID();
    const assignmentId = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO tracker_cases (id, organisation_id, case_no, contact_channel, created_at, process_step_index)
       VALUES (?, ?, ?, ?, ?, 2)`,
    ).run(caseId, file.organisation_id as string, claimNo, contact, now);
    db.prepare(
      `INSERT INTO tracker_events (id, case_id, event_title, event_description, process_step_index, next_step_title, next_step_description, action, created_at)
       VALUES (?, ?, 'Inspection scheduled', '<p>We will see the vehicle.</p>', 2, 'Assessment', 'An assessor estimates the cost.', NULL, ?)`,
    ).run(randomUUID(), caseId, now);
    copy('claim_files', { ...file, id: fileId, claim_file_no: claimNo, tracker_case_id: caseId, contact });
    copy('assignments', {
      ...source,
      id: assignmentId,
      claim_file_id: fileId,
      assignment_no: `${claimNo}-2`,
      status_code: 'scheduled',
      guest_key: guestKey,
      guest_key_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      version: 1,
    });
    return { assignmentId, caseId };
  });
}
