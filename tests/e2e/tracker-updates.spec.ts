import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnTrackerCase, trackerCode, withE2eDatabase } from './helpers.ts';

let addressCounter = 0;
/** Each test comes from an address of its own (the e2e server trusts X-Forwarded-For). */
async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${process.pid % 250}.${++addressCounter}` });
}

/** The address of the newest message in the development mailbox whose subject is `subject`, as a path. */
async function linkIn(request: APIRequestContext, subject: string, path: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = (await (await request.get('/api/dev/outbox')).json()) as { subject: string; body: string }[];
      const url = mailbox
        .find((m) => m.subject === subject)
        ?.body.match(/https?:\/\/\S+/g)
        ?.find((u) => path.test(u));
      link = url ? new URL(url).pathname + new URL(url).search : undefined;
      return link;
    })
    .toBeTruthy();
  return link!;
}

const TEXTS = {
  en: {
    prefix: '',
    code: 'Access code',
    open: 'Open my claim',
    heading: 'Get updates',
    subscribe: 'Send me updates',
    pending: 'We sent you a link. Open it and press its button to start the updates.',
    confirmSubject: 'Confirm updates for claim',
    ready: 'Press the button below to receive a message each time your claim moves on.',
    confirmed: 'Done: you will receive a message each time your claim moves on.',
    eventSubject: 'Claim',
    title: 'Payment approved',
    stop: 'Stop the updates',
    stopped: 'The updates have stopped. You will not receive more messages about this claim.',
  },
  ro: {
    prefix: '/ro',
    code: 'Cod de acces',
    open: 'Deschideți dosarul',
    heading: 'Primiți noutăți',
    subscribe: 'Trimiteți-mi noutățile',
    pending: 'V-am trimis un link. Deschideți-l și apăsați butonul din pagină pentru a porni noutățile.',
    confirmSubject: 'Confirmați abonarea la noutăți pentru dosarul',
    ready: 'Apăsați butonul de mai jos pentru a primi un mesaj de fiecare dată când dosarul dumneavoastră avansează.',
    confirmed: 'Gata: veți primi un mesaj de fiecare dată când dosarul dumneavoastră avansează.',
    eventSubject: 'Dosarul',
    title: 'Plata aprobata',
    stop: 'Opriți noutățile',
    stopped: 'Noutățile au fost oprite. Nu veți mai primi mesaje despre acest dosar.',
  },
} as const;

for (const [language, text] of Object.entries(TEXTS)) {
  test(`a verified visitor subscribes to updates, confirms by the mailed link, gets an event and unsubscribes (${language})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await ownAddress(page);
    const caseNo = `UPD${randomUUID().slice(0, 8).toUpperCase()}`;
    createOwnTrackerCase(caseNo);
    await page.goto(`${text.prefix}/status/${caseNo}?org_code=DEMO`);
    await page.getByLabel(text.code).fill(await trackerCode(request, caseNo));
    await page.getByRole('button', { name: text.open }).click();

    const updates = page.getByRole('region', { name: text.heading });
    await expect(updates).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await updates.getByRole('button', { name: text.subscribe }).click();
    await expect(updates.getByText(text.pending)).toBeFocused();
    await expectNoSeriousAxeViolations(page);

    // Double opt-in: the link in the mailbox, then its page's button.
    await page.goto(await linkIn(request, `${text.confirmSubject} ${caseNo}`, /\/contact-confirmation\//));
    await expect(page.getByText(text.ready)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: text.subscribe }).click();
    await expect(page.getByRole('status')).toContainText(text.confirmed);
    await expect(page.getByRole('status')).toBeFocused();
    await expectNoSeriousAxeViolations(page);

    // Staff publish an event: the worker sends one message, in the language the visitor subscribed in.
    withE2eDatabase((db) => {
      const texts = (title: string) => ({
        event_title: title,
        event_description: '',
        next_step_title: '',
        next_step_description: '',
      });
      db.prepare(
        `INSERT INTO tracker_events (id, case_id, event_title, event_description, process_step_index, next_step_title,
           next_step_description, action, created_at, texts)
         SELECT ?, id, 'Payment approved', '<p>Paid soon.</p>', 4, 'Payment', 'We pay.', NULL, ?, ? FROM tracker_cases WHERE case_no = ?`,
      ).run(
        randomUUID(),
        new Date(Date.now() + 1000).toISOString(),
        JSON.stringify({ en: texts('Payment approved'), ro: texts('Plata aprobata') }),
        caseNo,
      );
    });
    const unsubscribe = await linkIn(request, `${text.eventSubject} ${caseNo}: ${text.title}`, /\/unsubscribe\//);
    expect(unsubscribe.startsWith(`${text.prefix}/unsubscribe/`)).toBe(true);

    await page.goto(unsubscribe);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: text.stop }).click();
    await expect(page.getByRole('status')).toHaveText(text.stopped);
    await expect(page.getByRole('status')).toBeFocused();
    await expectNoSeriousAxeViolations(page);
  });
}
