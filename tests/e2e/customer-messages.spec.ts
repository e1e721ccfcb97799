import { randomBytes } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { PDF } from '../../server/test/files.ts';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { signInByApi } from './helpers.ts';

/** The words each language's pages use for what this test does. */
const WORDS = {
  en: {
    prefix: '',
    newTemplate: 'New template',
    templates: 'Message templates',
    name: 'Name',
    subjectEn: 'Subject (English)',
    bodyEn: 'Text (English)',
    subjectRo: 'Subject (Romanian)',
    bodyRo: 'Text (Romanian)',
    add: 'Add template',
    saved: 'Template saved.',
    docName: 'Document to add (name)',
    message: 'Message',
    recipient: 'Recipient',
    template: 'Template',
    language: 'Language of the message',
    languageName: 'English',
    subject: 'Subject',
    send: 'Send',
    sent: 'Sent to',
    attached: 'Attached:',
    filled: "The template is filled in with the claim's details; check them before sending.",
  },
  ro: {
    prefix: '/ro',
    newTemplate: 'Șablon nou',
    templates: 'Șabloane de mesaje',
    name: 'Denumire',
    subjectEn: 'Subiect (engleză)',
    bodyEn: 'Text (engleză)',
    subjectRo: 'Subiect (română)',
    bodyRo: 'Text (română)',
    add: 'Adăugați șablonul',
    saved: 'Șablonul a fost salvat.',
    docName: 'Document de adăugat (denumire)',
    message: 'Mesaj',
    recipient: 'Destinatar',
    template: 'Șablon',
    language: 'Limba mesajului',
    languageName: 'Română',
    subject: 'Subiect',
    send: 'Trimiteți',
    sent: 'Trimis către',
    attached: 'Atașate:',
    filled: 'Șablonul este completat cu datele dosarului; verificați-le înainte de trimitere.',
  },
} as const;

/** A configurator writes a template in both languages on the settings page (in a browser of their own). */
async function addTemplate(browser: Browser, w: (typeof WORDS)[keyof typeof WORDS], name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, 'admin');
  await page.goto(`${w.prefix}/config#templates`);
  const section = page.getByRole('region', { name: w.templates });
  await section.getByRole('button', { name: w.newTemplate }).click();
  const form = section.getByRole('form', { name: w.newTemplate });
  await expect(form.getByLabel(w.name, { exact: true })).toBeFocused();
  await form.getByLabel(w.name, { exact: true }).fill(name);
  await form.getByLabel(w.subjectEn).fill('Claim {{claim_no}}: the documents');
  await form.getByLabel(w.bodyEn).fill('Dear {{recipient}}, here are the papers for {{plate}}.');
  await form.getByLabel(w.subjectRo).fill('Dosarul {{claim_no}}: documentele');
  await form.getByLabel(w.bodyRo).fill('Stimate {{recipient}}, vă trimitem actele pentru {{plate}}.');
  await form.getByRole('button', { name: w.add }).click();
  await expect(section.getByRole('status')).toHaveText(w.saved);
  await expect(section.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await context.close();
}

for (const lang of ['en', 'ro'] as const) {
  test(`a handler writes to the policyholder from a template with a document attached (${lang})`, async ({
    page,
    browser,
  }) => {
    const w = WORDS[lang];
    const problems = collectPageProblems(page);
    const tag = randomBytes(4).toString('hex');
    const name = `Papers ${tag}`;
    await addTemplate(browser, w, name);

    await signInByApi(page, 'handler');
    await page.goto(`${w.prefix}/search`);
    await page.getByRole('combobox').fill('DEMO000123');
    await page
      .getByRole('option')
      .filter({ hasText: lang === 'en' ? 'Vehicle inspection' : 'Constatare' })
      .first()
      .click();
    // A document of the claim, uploaded on the page, to send with the message.
    const docType = `Report ${tag}`;
    await page.getByLabel(w.docName).fill(docType);
    await page
      .getByLabel(docType)
      .setInputFiles({ name: `report-${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });

    const form = page.getByRole('form', { name: w.message });
    await expect(form.getByLabel(w.recipient)).toContainText('client@example.test');
    await form.getByLabel(w.language).selectOption({ label: w.languageName });
    await form.getByLabel(w.template).selectOption({ label: name });
    const subject = lang === 'en' ? 'Claim DEMO000123: the documents' : 'Dosarul DEMO000123: documentele';
    await expect(form.getByLabel(w.subject, { exact: true })).toHaveValue(subject);
    await expect(form.getByText(w.filled)).toBeVisible();
    const greeting =
      lang === 'en' ? /^Dear .+, here are the papers for .+\.$/ : /^Stimate .+, vă trimitem actele pentru .+\.$/;
    await expect(form.getByLabel('Text', { exact: true })).toHaveValue(greeting);
    await form.getByRole('checkbox', { name: `report-${tag}.pdf` }).check();
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: w.send }).click();

    const sent = page.getByRole('status').filter({ hasText: w.sent });
    await expect(sent).toContainText(`(client@example.test): ${subject}`);
    await expect(sent).toContainText(`${w.attached} report-${tag}.pdf.`);
    await expect(sent).toBeFocused();
    const newest = page.getByTestId('timeline').getByRole('listitem').first();
    await expect(newest).toContainText(`client@example.test: ${subject} (report-${tag}.pdf)`);
    await expectNoSeriousAxeViolations(page);

    // The mail is in the outbox with the document attached.
    await expect
      .poll(async () => {
        const mailbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
          to: string;
          subject: string;
          attachments: string[];
        }[];
        return mailbox.find((m) => m.attachments.includes(`report-${tag}.pdf`));
      })
      .toMatchObject({ to: 'client@example.test', subject });
    expect(problems).toEqual([]);
  });
}
