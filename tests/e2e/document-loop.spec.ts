import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type FileChooser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnClaimWithInspection, DEMO_PASSWORD, trackerCode } from './helpers.ts';

test.use({ viewport: { width: 400, height: 860 } });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = String.raw`\d\d\.\d\d\.\d{4}`;

let addressCounter = 0;
/** Each test comes from an address of its own (the e2e server trusts X-Forwarded-For). */
async function ownAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.23.${process.pid % 250}.${++addressCounter}` });
}

/** A staff member's calls: ask the inspection for documents, review what arrived. */
async function staff(request: APIRequestContext, assignmentId: string) {
  const signedIn = await request.post('/api/auth/appToken', { data: { username: 'manager', password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await signedIn.json()).idToken}` };
  const detail = async () => (await request.get(`/api/assignments/${assignmentId}`, { headers })).json();
  return {
    ask: async (names: string[]) => {
      const asked = await request.post(`/api/assignments/${assignmentId}/documentRequests`, {
        headers,
        data: { doc_type_names: names },
      });
      expect(asked.status()).toBe(200);
    },
    /** Rejects a file that arrived, with the reason. */
    reject: async (fileName: string, reason: string) => {
      const { documents } = (await detail()) as { documents: { id: string; file_name: string; status: string }[] };
      const arrived = documents.find((d) => d.file_name === fileName && d.status === 'received');
      const reviewed = await request.post(`/api/documents/${arrived?.id}/review`, {
        headers,
        data: { status: 'rejected', reject_reason: reason },
      });
      expect(reviewed.status()).toBe(200);
    },
  };
}

/**
 * Picks files from the keyboard: Enter on the focused picker opens the chooser. The page listens
 * for choosers from the start: interception switched on only at the key press can come too late,
 * and the chooser then opens unseen.
 */
function keyboardFilePicker(page: Page) {
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => waiting.shift()?.(chooser));
  return async (names: string[]) => {
    const chooser = new Promise<FileChooser>((resolve) => waiting.push(resolve));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
  };
}

/** Tabs until the focused element has the accessible name, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('label')?.textContent ?? el?.textContent ?? '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Nothing named ${name} took focus`);
}

const WORDS = {
  en: {
    prefix: '',
    label: 'Access code',
    open: 'Open my claim',
    docs: 'Driving licence',
    picker: /^Driving licence: choose files$/,
    due: new RegExp(`^Please send them by ${DAY}\\.$`),
    again: 'Not accepted: The back of the licence is blurred. Please send it again.',
    toggle: 'Registered documents',
    sent: (file: string) => new RegExp(`^${file}\\.png · sent on ${DAY} · received$`),
    refused: new RegExp(`^back\\.png · sent on ${DAY} · rejected: The back of the licence is blurred\\.$`),
    guestState: 'Waiting for you',
    guestDue: new RegExp(`^Please send it by ${DAY}\\.$`),
    guestPicker: 'Driving licence: choose files',
    guestAgain: 'Not accepted: Too dark. Please send it again.',
    done: 'In progress',
  },
  ro: {
    prefix: '/ro',
    label: 'Cod de acces',
    open: 'Deschideți dosarul',
    docs: 'Permis de conducere',
    picker: /^Permis de conducere: alegeți fișierele$/,
    due: new RegExp(`^Vă rugăm să le trimiteți până la ${DAY}\\.$`),
    again: 'Nu a fost acceptat: The back of the licence is blurred. Vă rugăm să îl trimiteți din nou.',
    toggle: 'Documente înregistrate',
    sent: (file: string) => new RegExp(`^${file}\\.png · trimis pe ${DAY} · primit$`),
    refused: new RegExp(`^back\\.png · trimis pe ${DAY} · respins: The back of the licence is blurred\\.$`),
    guestState: 'Așteaptă răspunsul dumneavoastră',
    guestDue: new RegExp(`^Vă rugăm să îl trimiteți până la ${DAY}\\.$`),
    guestPicker: 'Permis de conducere: alegeți fișierele',
    guestAgain: 'Nu a fost acceptat: Too dark. Vă rugăm să îl trimiteți din nou.',
    done: 'În lucru',
  },
} as const;

for (const [lang, w] of Object.entries(WORDS)) {
  test(`${lang}, keyboard only: one request takes two files; a rejection is told by e-mail, shown with its reason, and sent again`, async ({
    page,
    request,
  }) => {
    const claimNo = `LOOP${lang.toUpperCase()}${process.pid % 1000}1`;
    const contact = `loop-${lang}-${process.pid}@example.test`;
    const { assignmentId } = createOwnClaimWithInspection(claimNo, randomBytes(16).toString('base64url'), contact);
    const insurer = await staff(request, assignmentId);
    await insurer.ask(['Driving licence']);
    const chooseByKeyboard = keyboardFilePicker(page);
    await ownAddress(page);
    await page.goto(`${w.prefix}/status/${claimNo}?org_code=DEMO`);
    await expect(page.getByLabel(w.label)).toBeFocused();
    await page.keyboard.type(await trackerCode(request, claimNo));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: new RegExp(claimNo) })).toBeFocused({ timeout: 15_000 });
    await expect(page.getByTestId('tracker-request-due')).toHaveText(w.due);
    // The front and back of the licence, chosen together for the one request.
    await tabTo(page, w.picker);
    await chooseByKeyboard(['front.png', 'back.png']);
    await expect(page.getByRole('status').filter({ hasText: w.docs })).toBeVisible();
    await page.getByRole('button', { name: w.toggle }).press('Enter');
    const listed = page.getByTestId('tracker-document');
    await expect(listed).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);

    // The insurer refuses the back: the policyholder is told by e-mail (in the insurer's language), with the reason and the day.
    await insurer.reject('back.png', 'The back of the licence is blurred.');
    await expect
      .poll(async () => {
        const mailbox = (await (await request.get('/api/dev/outbox')).json()) as { to: string; subject: string }[];
        return mailbox.filter(
          (m) => m.to === contact && m.subject === `A document for your claim ${claimNo} was not accepted`,
        ).length;
      })
      .toBe(1);
    await page.reload();
    await expect(page.getByTestId('send-again')).toHaveText(w.again);
    await tabTo(page, w.picker);
    await chooseByKeyboard(['back.png']);
    await expect(page.getByTestId('send-again')).toHaveCount(0);
    await page.getByRole('button', { name: w.toggle }).press('Enter');
    // Each file with the day it was sent and its state; the refused one says why.
    await expect(listed.locator('p:nth-child(2)')).toHaveText([w.sent('front'), w.refused, w.sent('back')]);
    await expectNoSeriousAxeViolations(page);
  });

  test(`${lang}, keyboard only: a guest reads public words for the state, the due day, and sends a refused document again`, async ({
    page,
    request,
  }) => {
    const claimNo = `LOOPG${lang.toUpperCase()}${process.pid % 1000}1`;
    const key = randomBytes(16).toString('base64url');
    const { assignmentId } = createOwnClaimWithInspection(claimNo, key, `guest-${lang}-${process.pid}@example.test`);
    const insurer = await staff(request, assignmentId);
    await insurer.ask(['Driving licence']);
    const chooseByKeyboard = keyboardFilePicker(page);
    await page.goto(`${w.prefix}/guest/vehicle_inspection/${key}`);
    const state = page.getByTestId('guest-state');
    await expect(state).toHaveText(w.guestState);
    // Never the staff's own status name.
    await expect(page.getByText(/Inspection scheduled|Constatare programată/)).toHaveCount(0);
    await expect(page.getByTestId('guest-task-due')).toHaveText(w.guestDue);
    await tabTo(page, new RegExp(`^${w.guestPicker}$`));
    await chooseByKeyboard(['licence.png']);
    await expect(state).toHaveText(w.done);
    await insurer.reject('licence.png', 'Too dark.');
    await page.reload();
    await expect(state).toHaveText(w.guestState);
    await expect(page.getByTestId('send-again')).toHaveText(w.guestAgain);
    await expectNoSeriousAxeViolations(page);
    await tabTo(page, new RegExp(`^${w.guestPicker}$`));
    await chooseByKeyboard(['licence-again.png']);
    await expect(page.getByTestId('send-again')).toHaveCount(0);
    await expect(state).toHaveText(w.done);
  });
}
