import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnTrackerCase, trackerCode, withE2eDatabase } from './helpers.ts';

test.use({ viewport: { width: 400, height: 800 } });

let addressCounter = 0;
/** Each test comes from an address of its own (the e2e server trusts X-Forwarded-For). */
async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${process.pid % 250}.${++addressCounter}` });
}

/** Every text the polite live region took, in order, from now on (and the one it holds). */
async function listenToAnnouncer(page: Page): Promise<() => Promise<string[]>> {
  await page.getByTestId('tracker-announcer').evaluate((region) => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const note = () => {
      const text = region.textContent ?? '';
      if (text && heard.at(-1) !== text) heard.push(text);
    };
    note();
    new MutationObserver(note).observe(region, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

const WORDS = {
  en: {
    path: '',
    label: 'Access code',
    submit: 'Open my claim',
    resend: 'Send a new code',
    sent: 'We sent an access code to the e-mail address or phone number given with the claim.',
    expired: 'The code has expired. Send a new code.',
    start: /^The code is valid until \d\d:\d\d\.$/,
    minute: 'The code expires in one minute.',
    again: /^An access code was already sent at \d\d:\d\d /,
    wrong: 'The access code is not correct.',
    twoLeft: 'The access code is not correct. 2 attempts left.',
    oneLeft: 'The access code is not correct. 1 attempt left.',
    summary: 'There is a problem',
    blocked: new RegExp(
      '^The maximum number of attempts has been reached\\. Try again later! Too many wrong codes were entered\\. ' +
        // The insurer keeps a phone (its tracker settings): the block names it.
        'You can try again at \\d\\d:\\d\\d\\. For help sooner, call your insurer on \\+40 21 300 4000\\.$',
    ),
    stay: /^You can stay on this page until \d\d:\d\d\.$/,
    ended: 'Your visit has ended. Send a new code to continue.',
    resent: /^A new code was sent\. It is valid until \d\d:\d\d\.$/,
    ending: 'Your visit is about to end',
    endingBody:
      /^Your visit ends at \d\d:\d\d\. To stay, ask for a new code: the claim stays open while you type it\.$/,
    goOn: 'Continue my visit',
    confirm: 'Confirm the code',
    length: 'The access code has exactly 6 characters.',
    extended: /^Your visit goes on until \d\d:\d\d\.$/,
  },
  ro: {
    path: '/ro',
    label: 'Cod de acces',
    submit: 'Deschideți dosarul',
    resend: 'Trimiteți un cod nou',
    sent: 'Am trimis un cod de acces la adresa de e-mail sau la numărul de telefon pe care l-ați indicat pentru dosar.',
    expired: 'Codul a expirat. Trimiteți un cod nou.',
    start: /^Codul este valabil până la ora \d\d:\d\d\.$/,
    minute: 'Codul expiră într-un minut.',
    again: /^Un cod de acces a fost deja trimis la ora \d\d:\d\d /,
    wrong: 'Codul de acces nu este corect.',
    twoLeft: 'Codul de acces nu este corect. Mai aveți 2 încercări.',
    oneLeft: 'Codul de acces nu este corect. Mai aveți o încercare.',
    summary: 'Există o problemă',
    blocked: new RegExp(
      '^Numarul maxim de incercari a fost atins\\. Incearca din nou mai tarziu! ' +
        'Au fost introduse prea multe coduri greșite\\. Puteți încerca din nou la ora \\d\\d:\\d\\d\\. ' +
        'Pentru a primi ajutor mai repede, sunați asigurătorul la \\+40 21 300 4000\\.$',
    ),
    stay: /^Puteți rămâne pe această pagină până la ora \d\d:\d\d\.$/,
    ended: 'Vizita dumneavoastră s-a încheiat. Trimiteți un cod nou pentru a continua.',
    resent: /^Am trimis un cod nou\. Este valabil până la ora \d\d:\d\d\.$/,
    ending: 'Vizita dumneavoastră se apropie de sfârșit',
    endingBody:
      /^Vizita dumneavoastră se încheie la ora \d\d:\d\d\. Pentru a rămâne, cereți un cod nou: dosarul rămâne deschis cât îl introduceți\.$/,
    goOn: 'Continuați vizita',
    confirm: 'Confirmați codul',
    length: 'Codul de acces are exact 6 caractere.',
    extended: /^Vizita dumneavoastră continuă până la ora \d\d:\d\d\.$/,
  },
} as const;

for (const [lang, w] of Object.entries(WORDS)) {
  test(`${lang}: the code's time is announced three times; on expiry the page says so and a new code is one key away`, async ({
    page,
  }) => {
    await ownAddress(page);
    await page.clock.install();
    const caseNo = `XPIRE${lang.toUpperCase()}01`;
    await page.goto(`${w.path}/status/${caseNo}`);
    const input = page.getByLabel(w.label);
    await expect(input).toBeFocused();
    await expect(page.getByText(w.sent, { exact: true })).toBeVisible();
    await expect(page.getByTestId('tracker-countdown')).not.toHaveAttribute('aria-live');
    const heard = await listenToAnnouncer(page);
    await expect.poll(heard).toEqual([expect.stringMatching(w.start)]);
    // Leaving the field says nothing yet: no message appears under it to push the buttons down.
    await page.keyboard.type('AC');
    await page.keyboard.press('Tab');
    await expect(page.locator('#tracker-code-error')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await page.clock.fastForward('08:30');
    await expect(page.getByTestId('tracker-countdown')).toHaveText(/1:\d\d|0:\d\d/);
    await page.clock.fastForward('01:00');
    await expect.poll(heard).toEqual([expect.stringMatching(w.start), w.minute]);
    await page.clock.fastForward('01:00');
    await expect(page.locator('form p:not([aria-live])', { hasText: w.expired })).toBeVisible();
    await expect(page.getByText(w.sent, { exact: true })).toHaveCount(0);
    await expect.poll(heard).toEqual([expect.stringMatching(w.start), w.minute, w.expired]);
    await expectNoSeriousAxeViolations(page);
    // The server's clock never moved: its code runs out now too, and once a new one is asked for the page's clock
    // comes back to the server's (before, a tick would end the expiry the page shows).
    withE2eDatabase((db) =>
      db
        .prepare('UPDATE tracker_challenges SET created_at = ?, expire_time = ? WHERE case_no = ?')
        .run(new Date(Date.now() - 11 * 60_000).toISOString(), new Date(Date.now() - 60_000).toISOString(), caseNo),
    );
    // The form's first button now sends a new code, where "Open my claim" was: Tab, then Enter.
    await page.keyboard.press('Tab');
    const resend = page.getByRole('button', { name: w.resend });
    await expect(resend).toBeFocused();
    await expect(page.locator('#tracker-code-error')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await page.clock.setSystemTime(new Date());
    await expect(page.getByText(w.sent, { exact: true })).toBeVisible();
    await expect(input).toBeFocused();
    await expect(page.getByRole('button', { name: w.submit })).toBeVisible();
    // The new code is news of its own, said as such.
    await expect.poll(async () => (await heard()).length).toBe(4);
    expect((await heard())[3]).toMatch(w.resent);
  });

  test(`${lang}: a reload reuses the code; a wrong code focuses the summary, counts down the attempts, then blocks with why`, async ({
    page,
  }) => {
    await ownAddress(page);
    await page.goto(`${w.path}/status/REUSE${lang.toUpperCase()}01`);
    await expect(page.getByText(w.sent, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(w.again)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const input = page.getByLabel(w.label);
    await expect(input).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.type(`ACDEF${'GHJKM'[i]}`);
      await page.keyboard.press('Enter');
      if (i === 4) break;
      const summary = page.getByRole('alert').filter({ hasText: w.summary });
      await expect(summary).toBeFocused();
      const message = [w.wrong, w.wrong, w.twoLeft, w.oneLeft][i]!;
      await expect(summary.getByRole('link')).toHaveText(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAttribute('aria-describedby', 'tracker-code-error');
      await expect(page.locator('#tracker-code-error')).toHaveText(message);
      if (i === 2) await expectNoSeriousAxeViolations(page);
      // The summary's link leads back to the field.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(input).toBeFocused();
    }
    const blocked = page.locator('#tracker-problem');
    await expect(blocked).toHaveText(w.blocked);
    await expect(blocked).toBeFocused();
    await expect(input).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
  });

  test(`${lang}: the proved code leads to the case's heading; a minute before the hour a dialog offers to go on with a new code; then the visit ends`, async ({
    page,
    request,
  }) => {
    const caseNo = `VISIT${lang.toUpperCase()}01`;
    createOwnTrackerCase(caseNo);
    await ownAddress(page);
    await page.clock.install();
    // The first visit is made to end in seventy seconds: the page's clock then needs no jump ahead of
    // the server's to reach its last minute (a page an hour ahead sees every new token as due).
    await page.route(
      '**/api/tracker/verifyChallenge',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.newAuthContext.visit_ends_at = new Date(Date.now() + 70_000).toISOString();
        await route.fulfill({ response, json: body });
      },
      { times: 1 },
    );
    await page.goto(`${w.path}/status/${caseNo}`);
    await expect(page.getByLabel(w.label)).toBeFocused();
    await page.keyboard.type(await trackerCode(request, caseNo));
    await page.keyboard.press('Enter');
    // A parallel test's write to the same database file can hold the verification for seconds.
    await expect(page.getByRole('heading', { name: new RegExp(caseNo) })).toBeFocused({ timeout: 15_000 });
    await expect(page.getByTestId('tracker-visit')).toHaveText(w.stay);
    await expectNoSeriousAxeViolations(page);
    const news = page.getByTestId('tracker-visit-news');
    await expect(news).toHaveRole('status');
    await expect(news).toHaveText('');
    // A minute before the end a dialog says so, takes focus, and goes on with a new code.
    await page.clock.fastForward('00:15');
    const warning = page.getByRole('dialog', { name: w.ending });
    // The dialog's code arrives over the network; React's own short timers then run on the page's clock.
    await expect(async () => {
      await page.clock.runFor(200);
      await expect(warning).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(warning).toHaveAccessibleDescription(w.endingBody);
    await expect(warning.getByRole('button', { name: w.goOn })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Enter');
    const field = warning.getByLabel(w.label);
    await expect(field).toBeFocused();
    await page.keyboard.type('AB');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(w.length);
    await expect(warning.getByRole('button', { name: w.confirm })).toBeVisible();
    await field.fill('');
    await page.keyboard.type(await trackerCode(request, caseNo));
    await page.keyboard.press('Enter');
    await expect(warning).toHaveCount(0);
    await expect(news).toHaveText(w.extended);
    // Focus is back where the visitor was.
    await expect(page.getByRole('heading', { name: new RegExp(caseNo) })).toBeFocused();
    await expect(page.getByTestId('tracker-visit')).toHaveText(w.stay);
    // An active visitor keeps the case past the token's 15 minutes: the token is renewed.
    const renewed = page.waitForResponse((r) => r.url().endsWith('/api/tracker/renewVisit') && r.ok());
    for (let i = 0; i < 3; i++) {
      await page.clock.fastForward('05:00');
      await page.keyboard.press('ArrowDown');
    }
    await renewed;
    await expect(page.getByTestId('tracker-visit')).toHaveText(w.stay);
    // Left alone, the continued visit ends at its hour.
    await page.clock.fastForward('46:00');
    await expect(page.getByText(w.ended)).toBeVisible();
    await expect(page.getByRole('button', { name: w.resend })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
