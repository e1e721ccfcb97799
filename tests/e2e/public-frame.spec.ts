import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { countShippedJavaScript, createOwnClaimWithInspection, withE2eDatabase } from './helpers.ts';

/** The public side on a phone: the tracker's landing page, and the frame of the claim form and guest links. */
test.use({ viewport: { width: 400, height: 860 } });

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);
const BUDGET = 80 * 1024;

let addressCounter = 0;
/** Each test its own address: the tracker and the claim form count per address. */
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${process.pid % 250}.${++addressCounter}` });
}

/**
 * A claim notification of an organisation (DEMO unless named) only the calling test opens, with a guest link and the documents
 * asked of the guest: its key, to open /guest/claim_notification/{key}.
 */
function ownGuestLink(assignmentNo: string, docTypes: string[], orgCode = 'DEMO'): { key: string; id: string } {
  const key = randomBytes(16).toString('base64url');
  const id = randomUUID();
  withE2eDatabase((db) => {
    // A link sent today lasts 30 days; one without an expiry would open nothing.
    db.prepare(
      `INSERT INTO assignments (id, organisation_id, claim_file_id, assignment_no, assignment_type, status_code, is_final,
         assignee_user_id, group_code, guest_key, guest_key_expires_at, due_date, is_case_master, created_at,
         updated_at, version)
       SELECT ?, a.organisation_id, a.claim_file_id, ?, 'claim_notification', a.status_code, 0, a.assignee_user_id,
         a.group_code, ?, ?, a.due_date, 0, a.created_at, a.updated_at, 1
       FROM assignments a JOIN organisations o ON o.id = a.organisation_id
       WHERE o.code = ? AND a.assignment_type = 'claim_notification' ORDER BY a.assignment_no LIMIT 1`,
    ).run(id, assignmentNo, key, new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), orgCode);
    const now = new Date().toISOString();
    for (const docType of docTypes)
      db.prepare(
        `INSERT INTO documents (id, assignment_id, request_key, doc_type, status, created_at, updated_at)
         VALUES (?, ?, NULL, ?, 'requested', ?, ?)`,
      ).run(randomUUID(), id, docType, now, now);
  });
  return { key, id };
}

/** Nothing of the staff shell: no menu button, side menu, search or sign-in; the language switch stays. */
async function expectPublicFrame(page: Page, language: 'en' | 'ro') {
  await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
  await expect(page.getByRole('button', { name: /side menu|meniul lateral/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^(Search|Cautare|Sign in|Autentificare)$/ })).toHaveCount(0);
  // The language switch's, and the footer's way to the insurer's start, help, privacy and accessibility pages.
  await expect(page.getByRole('navigation')).toHaveCount(2);
  await expect(
    page.getByRole('navigation', { name: language === 'en' ? 'About this service' : 'Despre acest serviciu' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: language === 'en' ? 'Română' : 'English' })).toBeVisible();
}

test.describe('the tracker landing page', () => {
  test('in English: no repeated title, each step described, one under the other on a phone and across on a desktop', async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto('/status?org_code=DEMO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your claim');
    const steps = page.getByRole('list', { name: 'Claim progress' }).getByRole('listitem');
    await expect(steps.nth(0)).toContainText('We record your claim and send you its number.');
    await expect(steps.nth(3)).toContainText('We pay you or the repair shop, and close the claim.');
    await expect(page.getByRole('heading', { name: 'How claims work' })).toBeVisible();
    // The organisation's own title does not repeat the page's heading, and no link leads to a placeholder.
    await expect(page.getByText('Follow your claim')).toHaveCount(0);
    await expect(page.locator('a[href*="example."]')).toHaveCount(0);
    const boxes = await steps.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON()));
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i].x).toBe(boxes[0].x);
      expect(boxes[i].y).toBeGreaterThan(boxes[i - 1].y);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await steps.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON()));
    for (const box of wide) expect(box.y).toBe(wide[0].y);
    // The organisation the address names has a claim form: the landing page leads to it.
    await page.getByRole('link', { name: 'Report a claim' }).click();
    await expect(page).toHaveURL(/\/guest\/claim_notification\/DEMO$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report a claim');
  });

  test('in Romanian, formal, with its steps described', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/ro/status?org_code=DEMO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Urmăriți dosarul de daună');
    await expect(page.getByRole('heading', { name: 'Cum se desfășoară un dosar de daună' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Stadiul dosarului' }).getByRole('listitem').nth(1)).toContainText(
      'Un inspector constată daunele',
    );
    await expect(page.getByRole('link', { name: 'Raportați o daună' })).toHaveAttribute(
      'href',
      '/ro/guest/claim_notification/DEMO',
    );
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('the claim form in the public frame', () => {
  for (const [language, prefix, title] of [
    ['en', '', 'Report a claim'],
    ['ro', '/ro', 'Raportați o daună'],
  ] as const) {
    test(`is titled for what it is, in the organisation's frame, in ${language}`, async ({ page }) => {
      await page.goto(`${prefix}/guest/claim_notification/DEMO`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // Once the form runs, the tab names its step first: "Step 1 of 5: Policy · Report a claim · …".
      await expect(page).toHaveTitle(new RegExp(`(^|· )${title} · `));
      await expectPublicFrame(page, language);
      await expect(page.getByLabel(language === 'en' ? 'Policy number' : 'Numărul poliței')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('loads at most 80 KB of gzip JavaScript in all, through a refused step', async ({ page }) => {
    // React and the shared runtime are 70 KB of it: the first step loads only its own fields and
    // checks; the later steps, the review, the schemas and the reading of a refusal load when needed.
    await ownAddress(page);
    const shipped = countShippedJavaScript(page);
    await page.goto('/guest/claim_notification/DEMO');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Policy number')).toHaveAttribute('aria-invalid', 'true');
    expect(await shipped()).toBeLessThanOrEqual(BUDGET);
  });
});

test.describe('a guest link in the public frame', () => {
  test('in English: titled by its assignment, takes several photos for one request and lists each', async ({
    page,
  }) => {
    const { key } = ownGuestLink('E2E-FRAME-EN-1', ['Photos of the damage']);
    const shipped = countShippedJavaScript(page);
    await page.goto(`/guest/claim_notification/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim notification E2E-FRAME-EN-1');
    await expect(page).toHaveTitle(/^Claim notification E2E-FRAME-EN-1 · /);
    expect(await shipped()).toBeLessThanOrEqual(BUDGET);
    await expectPublicFrame(page, 'en');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Photos of the damage: choose files').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'side.png', mimeType: 'image/png', buffer: PNG },
      { name: 'back.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const sent = page.getByRole('region', { name: 'Documents sent' });
    await expect(sent.getByRole('listitem')).toHaveText(
      ['front.png', 'side.png', 'back.png'].map(
        (name) => new RegExp(`^Photos of the damage \\(${name}\\), sent on \\d\\d\\.\\d\\d\\.\\d{4}: received$`),
      ),
      { useInnerText: true },
    );
    await expect(page.getByRole('heading', { name: 'Documents sent' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
  });

  test('in Romanian: several files, and a replaced link says so without sending the visitor back to it', async ({
    page,
  }) => {
    const { key, id } = ownGuestLink('E2E-FRAME-RO-1', ['Fotografii cu daunele']);
    await page.goto(`/ro/guest/claim_notification/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avizare daună E2E-FRAME-RO-1');
    await expectPublicFrame(page, 'ro');
    await page.getByLabel('Fotografii cu daunele: alegeți fișierele').setInputFiles([
      { name: 'fata.png', mimeType: 'image/png', buffer: PNG },
      { name: 'spate.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(page.getByRole('region', { name: 'Documente trimise' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);
    // Staff replace the link: the page open on the old one says what happened and what to do.
    withE2eDatabase((db) =>
      db.prepare('UPDATE assignments SET guest_key = ? WHERE id = ?').run(randomBytes(16).toString('base64url'), id),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'Acest link a fost înlocuit cu unul mai nou. Folosiți linkul din cel mai recent mesaj primit sau sunați asigurătorul.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acest link nu funcționează');
    await expectNoSeriousAxeViolations(page);
    // The old link itself: it may have been replaced, and the newest message is the way on.
    await page.goto(`/ro/guest/claim_notification/${key}`);
    await expect(alert).toContainText('folosiți linkul din cel mai recent mesaj primit');
    await expect(alert).not.toContainText('din nou');
  });

  for (const [language, prefix, title] of [
    ['en', '', 'This link does not work'],
    ['ro', '/ro', 'Acest link nu funcționează'],
  ] as const) {
    test(`a link that opens nothing is titled so, in ${language}`, async ({ page }) => {
      await page.goto(`${prefix}/guest/claim_notification/${'A'.repeat(22)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectPublicFrame(page, language);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe('a guest link to an inspection', () => {
  test('loads at most 80 KB of gzip JavaScript before the guest acts, and the booking panel when they start booking', async ({
    page,
  }) => {
    const key = randomBytes(16).toString('base64url');
    createOwnClaimWithInspection(`FRAMEI${process.pid % 10_000}`, key, `frame-${process.pid}@example.test`);
    const shipped = countShippedJavaScript(page);
    await page.goto(`/guest/vehicle_inspection/${key}`);
    const book = page.getByRole('button', { name: 'Book an inspection' });
    await expect(book).toBeVisible();
    expect(await shipped()).toBeLessThanOrEqual(BUDGET);
    await expectPublicFrame(page, 'en');
    // The panel (its store, the choice of a time) comes with the press, and the choice takes the focus.
    await book.press('Enter');
    await expect(page.getByRole('heading', { name: 'Book an inspection' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
  });
});
