import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { createOwnUser, signInByApi, trackerCode } from './helpers.ts';
import { approvedClaim } from './settlement-helpers.ts';
import { oneBankFileAtATime } from './bank-file-lock.ts';

/**
 * One claim from its approved note to the money in the claimant's account, as the people involved
 * do it: the manager sends the offer (its PDF reads right), the claimant accepts it on the tracker
 * on a phone with the account to pay, the manager proposes the payment, a second manager approves
 * it, makes the bank file and records it paid; and a second claim refused with its reasons, read by
 * its claimant. In English and in Romanian.
 */
test.describe.configure({ mode: 'serial' });

const WORDS = {
  en: {
    prefix: '',
    money: 'Claim money',
    letters: 'Letters',
    sendOffer: 'Send offer',
    language: 'English',
    confirm: 'Send the offer',
    pdf: /^PDF \(the offer letter of \d\d\.\d\d\.\d{4}\)$/,
    letterTitle: 'Offer of indemnity',
    payments: 'Payments',
    propose: 'Propose payment',
    proposeSend: 'Propose the payment',
    claimant: /^The claimant/,
    sendRefusal: 'Send refusal',
    refusalReason: 'The event is not covered by the policy.',
    state: { offered: 'offered', accepted: 'accepted', paid: 'paid', refused: 'refused' },
    code: 'Access code',
    answer: 'Our answer to your claim',
    accept: 'Accept the offer',
    holder: "Account holder's name",
    sendAccept: 'Send my acceptance',
    accepted: /^You accepted on/,
    paidOn: /Paid on \d\d\.\d\d\.\d{4}/,
    approve: /^Approve the payment of .* lei to Ion Popescu$/,
    makeFile: 'Make bank file',
    download: 'Download XML of the bank file',
    markPaid: 'Mark as paid the payment to Ion Popescu',
    paidNow: 'The payment is recorded as paid.',
  },
  ro: {
    prefix: '/ro',
    money: 'Despăgubire',
    letters: 'Scrisori',
    sendOffer: 'Trimiteți oferta',
    language: 'Română',
    confirm: 'Trimiteți oferta',
    pdf: /^PDF \(scrisoarea „ofertă” din \d\d\.\d\d\.\d{4}\)$/,
    letterTitle: 'Ofertă de despăgubire',
    payments: 'Plăți',
    propose: 'Propuneți o plată',
    proposeSend: 'Propuneți plata',
    claimant: /^Păgubitul/,
    sendRefusal: 'Trimiteți refuzul',
    refusalReason: 'Evenimentul nu este acoperit de poliță.',
    state: { offered: 'ofertă trimisă', accepted: 'acceptată', paid: 'plătită', refused: 'refuzată' },
    code: 'Cod de acces',
    answer: 'Răspunsul nostru la cererea dumneavoastră de despăgubire',
    accept: 'Acceptați oferta',
    holder: 'Numele titularului contului',
    sendAccept: 'Trimiteți acceptarea',
    accepted: /^Ați acceptat oferta pe/,
    paidOn: /Plătit pe \d\d\.\d\d\.\d{4}/,
    approve: /^Aprobați plata de .* lei către Ion Popescu$/,
    makeFile: 'Generați fișierul bancar',
    download: 'Descărcați XML-ul fișierului bancar',
    markPaid: 'Marcați ca plătită plata către Ion Popescu',
    paidNow: 'Plata a fost înregistrată ca plătită.',
  },
} as const;

/** A signed-in staff page of its own, at the width people work at. */
async function staffPage(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInByApi(page, username);
  await page.goto(path);
  return page;
}

/** The claimant's phone, on the tracker case, past its one-time code. */
async function claimantPhone(browser: Browser, caseNo: string, prefix: string, code: string, address: string) {
  const context = await browser.newContext({
    viewport: { width: 400, height: 860 },
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  const page = await context.newPage();
  await page.goto(`${prefix}/status/${encodeURIComponent(caseNo)}?org_code=DEMO`);
  const input = page.getByLabel(code);
  await expect(input).toBeEnabled();
  return { page, input };
}

/** A PDF's words, whitespace collapsed. */
async function pdfText(path: string): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(readFileSync(path)),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const words: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) words.push(item.str);
  }
  await document.destroy();
  return words.join(' ').replace(/\s+/g, ' ');
}

for (const [lang, offset] of [
  ['en', 4],
  ['ro', 6],
] as const) {
  const w = WORDS[lang];
  test(`${lang}: an approved claim is offered, accepted on the tracker, paid under four eyes through the bank file; another is refused`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const claim = await approvedClaim(request, offset);

    // The manager sends the offer from the claim file page, in the claimant's language.
    const staff = await staffPage(browser, 'manager', `${w.prefix}/workflow/claim-file/${claim.claimFileNo}`);
    const money = staff.getByRole('region', { name: w.money });
    const letters = money.getByRole('region', { name: w.letters, exact: true });
    await letters.getByRole('button', { name: w.sendOffer }).click();
    const offerForm = letters.getByRole('form', { name: w.sendOffer });
    await offerForm.getByRole('radio', { name: w.language }).check();
    await offerForm.getByRole('button', { name: w.sendOffer }).click();
    await staff.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
    await expect(money.getByTestId('money-state')).toHaveText(w.state.offered);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      letters
        .getByRole('row')
        .filter({ hasText: 'claimant@example.test' })
        .getByRole('button', { name: w.pdf })
        .click(),
    ]);
    const letter = await pdfText((await download.path()) ?? '');
    expect(letter).toContain(w.letterTitle);
    expect(letter).toContain(claim.claimFileNo);
    await expectNoSeriousAxeViolations(staff);

    // The claimant, on a phone, opens the case with the code from the mailbox and accepts with the account.
    const phone = await claimantPhone(browser, claim.claimFileNo, w.prefix, w.code, claim.address);
    await phone.input.fill(await trackerCode(request, claim.claimFileNo));
    await phone.input.press('Enter');
    const answer = phone.page.getByRole('region', { name: w.answer });
    await answer.getByRole('button', { name: w.accept }).click();
    await answer.getByLabel(w.holder).fill('Ion Popescu');
    await answer.getByLabel('IBAN', { exact: true }).fill('RO49 AAAA 1B31 0075 9384 0000');
    await answer.getByRole('button', { name: w.sendAccept }).click();
    await expect(answer.getByTestId('case-answer-line')).toHaveText(w.accepted);
    await expectNoSeriousAxeViolations(phone.page);

    // Back on the claim file: the acceptance is there, and the manager proposes to pay what was offered.
    await staff.reload();
    await expect(money.getByTestId('money-state')).toHaveText(w.state.accepted);
    const payments = money.getByRole('region', { name: w.payments, exact: true });
    await payments.getByRole('button', { name: w.propose }).click();
    const proposeForm = payments.getByRole('form', { name: w.propose });
    await expect(proposeForm.getByRole('radio', { name: w.claimant })).toBeChecked();
    await proposeForm.getByRole('button', { name: w.proposeSend }).click();
    const proposed = payments.getByRole('row').filter({ hasText: 'Ion Popescu' });
    await expect(proposed).toHaveCount(1);

    // A second manager approves it on the payments page, makes the bank file and records the bank's word.
    const second = `walk.manager.${lang}.${process.pid}`;
    await createOwnUser(second, 'Walk Manager', ['claims.manager']);
    const approver = await staffPage(browser, second, `${w.prefix}/settlement`);
    const card = approver.getByTestId('payment').filter({ hasText: claim.claimFileNo });
    // From the approval to the file: no other test's bank file takes this payment in between.
    await oneBankFileAtATime(async () => {
      await card.getByRole('button', { name: w.approve }).click();
      await expect(
        approver.getByTestId('payments-approved').getByTestId('payment').filter({ hasText: claim.claimFileNo }),
      ).toHaveCount(1);
      await approver.getByRole('button', { name: w.makeFile }).click();
      await expect(
        approver.getByTestId('payments-in-batch').getByTestId('payment').filter({ hasText: claim.claimFileNo }),
      ).toHaveCount(1);
    });
    // The payment's card names the bank file that holds it; that file is downloaded.
    const inBatch = approver
      .getByTestId('payments-in-batch')
      .getByTestId('payment')
      .filter({ hasText: claim.claimFileNo });
    await expect(inBatch).toContainText(/CLAIMS-\d{8}-[0-9A-F]{16}/);
    const messageId = /CLAIMS-\d{8}-[0-9A-F]{16}/.exec((await inBatch.textContent()) ?? '')?.[0] ?? '';
    const [xmlFile] = await Promise.all([
      approver.waitForEvent('download'),
      approver.getByRole('button', { name: `${w.download} ${messageId}` }).click(),
    ]);
    const xml = readFileSync((await xmlFile.path()) ?? '', 'utf8');
    expect(xml).toContain('<IBAN>RO49AAAA1B31007593840000</IBAN>');
    expect(xml).toContain(`${claim.claimFileNo} indemnity`);
    await inBatch.getByRole('button', { name: w.markPaid }).click();
    await expect(approver.getByText(w.paidNow)).toBeVisible();
    await expectNoSeriousAxeViolations(approver);

    await staff.reload();
    await expect(money.getByTestId('money-state')).toHaveText(w.state.paid);
    await phone.page.reload();
    await expect(phone.page.getByRole('region', { name: w.answer })).toContainText(w.paidOn);

    // A second claim: refused with the organisation's reason, which its claimant reads.
    const refused = await approvedClaim(request, offset + 1);
    await staff.goto(`${w.prefix}/workflow/claim-file/${refused.claimFileNo}`);
    const refusedLetters = money.getByRole('region', { name: w.letters, exact: true });
    await refusedLetters.getByRole('button', { name: w.sendRefusal }).click();
    const refusalForm = refusedLetters.getByRole('form', { name: w.sendRefusal });
    await refusalForm.getByRole('checkbox', { name: w.refusalReason }).check();
    await refusalForm.getByRole('radio', { name: w.language }).check();
    await refusalForm.getByRole('button', { name: w.sendRefusal }).click();
    await expect(money.getByTestId('money-state')).toHaveText(w.state.refused);
    const other = await claimantPhone(browser, refused.claimFileNo, w.prefix, w.code, refused.address);
    await other.input.fill(await trackerCode(request, refused.claimFileNo));
    await other.input.press('Enter');
    await expect(other.page.getByRole('region', { name: w.answer }).getByRole('listitem')).toHaveText([
      w.refusalReason,
    ]);
    await expectNoSeriousAxeViolations(other.page);
  });
}
