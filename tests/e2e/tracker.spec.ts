import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts';
import { countShippedJavaScript, createOwnTrackerCase, trackerCode, withE2eDatabase } from './helpers.ts';

let addressCounter = 0;
/** Each test comes from an address of its own (the e2e server trusts X-Forwarded-For). */
async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${process.pid % 250}.${++addressCounter}` });
}

test('the landing page shows the steps and validates the search', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/status?org_code=DEMO');
  // Each step is followed by what happens in it (tests/e2e/public-frame.spec.ts reads those).
  await expect(page.getByRole('list', { name: 'Claim progress' }).getByRole('listitem')).toHaveText([
    /^1\.Claim registered/,
    /^2\.Inspection/,
    /^3\.Assessment/,
    /^4\.Payment/,
  ]);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Find my claim' }).click();
  await expect(page.getByText('Enter the claim number.')).toBeVisible();
  await page.getByLabel('Claim number').fill('ab 12');
  await expect(page.getByText('The claim number has at least 6 characters.')).toBeVisible();
  // A number no case has: the flow looks the same and no code is sent to anyone.
  await page.getByLabel('Claim number').fill(' demo 000999 ');
  await page.getByRole('button', { name: 'Find my claim' }).click();
  await expect(page).toHaveURL(/\/status\/DEMO000999\?org_code=DEMO$/);
});

test('the code from the mailbox opens the claim; a wrong one is refused; the documents toggle', async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  await ownAddress(page);
  await page.goto('/status/DEMO000123?org_code=DEMO');
  const input = page.getByLabel('Access code');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(
    page.getByText('We sent an access code to the e-mail address or phone number given with the claim.'),
  ).toBeVisible();
  await expect(page.getByTestId('tracker-countdown')).toHaveText(/The code expires in (9|10):\d\d\./);
  await expectNoSeriousAxeViolations(page);
  const code = await trackerCode(request, 'DEMO000123');
  await input.fill(code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA');
  await page.getByRole('button', { name: 'Open my claim' }).click();
  await expect(page.locator('#tracker-code-error')).toHaveText('The access code is not correct.');
  await input.fill(code);
  await page.getByRole('button', { name: 'Open my claim' }).click();

  await expect(page.getByRole('heading', { name: 'Inspection scheduled' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText('2.Inspection');
  await expect(page.getByTestId('event-description').locator('strong')).toHaveText('Thursday at 10:00');
  await expect(page.getByLabel('Driving licence: choose files')).toBeAttached();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Registered documents' }).click();
  // Other tests' guests send photos to this demo case too: its two registered documents are what is certain.
  const registered = page.getByRole('list', { name: 'Registered documents' }).getByRole('listitem');
  await expect(registered.filter({ hasText: /No\. RG-2026-000[12] of \d\d\.\d\d\.\d{4}/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: 'Inspection scheduled' })).toBeVisible();
  // A reload keeps the verified case for this tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Inspection scheduled' })).toBeVisible();
  expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
});

test('the case page loads at most 80 KB of gzip JavaScript before the visitor acts, at the code and at a kept visit', async ({
  page,
  request,
}) => {
  // What a phone loads before anyone acts: the code form, or the case of a visit this tab kept.
  // Each loads without the other's view.
  createOwnTrackerCase('SIZE000001');
  await ownAddress(page);
  let shipped = countShippedJavaScript(page);
  await page.goto('/status/SIZE000001?org_code=DEMO');
  const input = page.getByLabel('Access code');
  await expect(input).toBeEnabled();
  expect(await shipped()).toBeLessThanOrEqual(80 * 1024);
  await input.fill(await trackerCode(request, 'SIZE000001'));
  await page.getByRole('button', { name: 'Open my claim' }).click();
  await expect(page.getByTestId('event-description').locator('strong')).toHaveText('Thursday at 10:00');
  await expect(page.getByRole('heading', { name: 'Claim SIZE000001' })).toBeFocused();
  shipped = countShippedJavaScript(page);
  await page.reload();
  await expect(page.getByTestId('event-description').locator('strong')).toHaveText('Thursday at 10:00');
  expect(await shipped()).toBeLessThanOrEqual(80 * 1024);
});

test('five wrong codes block the challenge, in Romanian with the prescribed message', async ({ page }) => {
  await ownAddress(page);
  // Blocks work alike for any number; an unknown one keeps the demo cases' mail to other tests.
  await page.goto('/ro/status/DEMO000777');
  const input = page.getByLabel('Cod de acces');
  for (let i = 0; i < 5; i++) {
    await input.fill(`ACDEF${'GHJKM'[i]}`);
    // The refusal reads the same each time: wait for this try's answer, not the last one's text.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/tracker/verifyChallenge'));
    await page.getByRole('button', { name: 'Deschideți dosarul' }).click();
    await answered;
    if (i < 4) await expect(page.locator('#tracker-code-error')).toContainText('Codul de acces nu este corect.');
  }
  await expect(page.locator('#tracker-problem')).toContainText(
    'Numarul maxim de incercari a fost atins. Incearca din nou mai tarziu!',
  );
  await expect(input).toBeDisabled();
  await expect(page.getByTestId('tracker-countdown')).toHaveText(/Puteți încerca din nou în 1[45]:\d\d\./);
});

test('an expired code offers a new one', async ({ page }) => {
  await ownAddress(page);
  await page.clock.install();
  await page.goto('/status/DEMO000888');
  await expect(page.getByTestId('tracker-countdown')).toHaveText(/The code expires in/);
  await page.clock.fastForward('10:05');
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open my claim' })).toHaveCount(0);
});

test('an unknown claim number looks the same until the code; a malformed one goes back to the search', async ({
  page,
}) => {
  await ownAddress(page);
  await page.goto('/status/DEMO999999');
  await expect(
    page.getByText('We sent an access code to the e-mail address or phone number given with the claim.'),
  ).toBeVisible();
  await page.getByLabel('Access code').fill('ACDEFG');
  await page.getByRole('button', { name: 'Open my claim' }).click();
  await expect(page.locator('#tracker-code-error')).toHaveText('The access code is not correct.');
  await page.goto('/status/AB');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find a claim with that number. Check it and try again.',
  );
  await expect(page.getByRole('search')).toBeVisible();
});

test('hostile HTML in an event description never runs: the whole XSS corpus, rendered by Chromium', async ({
  page,
  request,
}) => {
  const hostile = `<p>Notice</p>${XSS_VECTORS.join('<br>')}`;
  withE2eDatabase((db) =>
    db
      .prepare(
        'INSERT INTO tracker_events (id, case_id, event_title, event_description, process_step_index, next_step_title, ' +
          'next_step_description, action, created_at) ' +
          "SELECT ?, id, 'Hostile', ?, 1, 'Next', 'Later', NULL, ? FROM tracker_cases WHERE case_no = 'DEMO000456'",
      )
      .run(randomUUID(), hostile, new Date(Date.now() + 60_000).toISOString()),
  );
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await ownAddress(page);
  await page.goto('/status/DEMO000456');
  const code = await trackerCode(request, 'DEMO000456');
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Open my claim' }).click();
  const description = page.getByTestId('event-description');
  await expect(description).toContainText('Notice');
  // Every vector's javascript: link lost its address: plain text now, not a link.
  await expect(description.getByRole('link')).toHaveCount(0);
  expect(
    await description
      .locator('script, iframe, object, embed, style, form, input, meta, base, svg, math, video, details')
      .count(),
  ).toBe(0);
  const attributes = await description
    .locator('*')
    .evaluateAll((nodes) => nodes.flatMap((n) => [...n.attributes].map((a) => `${a.name}=${a.value}`)));
  expect(attributes.filter((a) => /^on|=\s*(javascript|vbscript|data):/i.test(a))).toEqual([]);
  // A vector that ran would do so as its markup went in (a task of its own) or as an element of it
  // settled (an image failing, say); alert() holds the page until the dialog is handled. Once every
  // image has settled and the page has run one more frame and task, such a dialog has been seen.
  await expect
    .poll(() =>
      description.locator('img').evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(dialogs).toEqual([]);
});

/** A contact-confirmation key as npm start creates it: 128 random bits, stored hashed, in the server's database. */
async function confirmationKey(purpose: 'contact' | 'updates' = 'contact'): Promise<string> {
  const { createHash, randomBytes } = await import('node:crypto');
  const key = randomBytes(16).toString('base64url');
  withE2eDatabase((db) =>
    db
      .prepare(
        `INSERT INTO contact_confirmations (key_hash, case_id, created_at, expires_at, purpose)
         SELECT ?, id, ?, ?, ? FROM tracker_cases WHERE case_no = 'DEMO000123'`,
      )
      .run(
        createHash('sha256').update(key).digest('hex'),
        new Date().toISOString(),
        new Date(Date.now() + 86_400_000).toISOString(),
        purpose,
      ),
  );
  return key;
}

const CONFIRMATION_TEXTS = {
  en: {
    prefix: '',
    inProgress: 'The confirmation of the communication channel is in progress.',
    ready: 'Press the button below to confirm your contact details.',
    button: 'Confirm my contact details',
    success: 'The communication channel was confirmed successfully.',
    invalid: 'This confirmation link is not valid any more',
    named: ['Claim', 'Contact'],
  },
  ro: {
    prefix: '/ro',
    inProgress: 'Confirmarea canalului de comunicare este in curs.',
    ready: 'Apăsați butonul de mai jos pentru a confirma datele de contact.',
    button: 'Confirmați datele de contact',
    success: 'Confirmarea canalului de comunicare a fost realizata cu succes.',
    invalid: 'Acest link de confirmare nu mai este valabil',
    named: ['Dosar', 'Contact'],
  },
} as const;

for (const [language, text] of Object.entries(CONFIRMATION_TEXTS)) {
  test(`a contact confirmation link confirms on the button, once (${language}), and says "in progress" only while under way`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const key = await confirmationKey();
    // Each answer is held until the test has looked at the state it leaves the page in.
    const held: Record<string, () => void> = {};
    await page.route(`**/api/assignment/confirmContact/${key}`, async (route) => {
      await new Promise<void>((release) => {
        held[route.request().method()] = release;
      });
      await route.continue();
    });
    await page.goto(`${text.prefix}/contact-confirmation/${key}?org_code=DEMO`);
    // Checking the link: under way.
    await expect(page.getByText(text.inProgress)).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await expect.poll(() => Boolean(held.GET)).toBe(true);
    held.GET!();
    // Waiting for the press: it says what the button does, not that anything is under way.
    await expect(page.getByText(text.ready)).toBeVisible();
    await expect(page.getByText(text.inProgress)).toHaveCount(0);
    // It names the claim and the contact the link is for, before the press and after it.
    await expect(page.getByRole('term')).toHaveText(text.named);
    await expect(page.getByRole('definition')).toHaveText(['DEMO000123', 'client@example.test']);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: text.button }).click();
    // The press is being sent: under way again.
    await expect(page.getByText(text.inProgress)).toBeVisible();
    await expect(page.getByRole('button', { name: text.button })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await expect.poll(() => Boolean(held.POST)).toBe(true);
    held.POST!();
    await expect(page.getByRole('status')).toHaveText(text.success);
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByRole('definition')).toHaveText(['DEMO000123', 'client@example.test']);
    await expectNoSeriousAxeViolations(page);
    await page.unroute(`**/api/assignment/confirmContact/${key}`);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(text.invalid);
    await expectNoSeriousAxeViolations(page);
  });
}
