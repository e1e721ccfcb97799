import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, signInByApi, withE2eDatabase } from './helpers.ts';

/**
 * A claim file of the calling test's own: a copy of a demo CASCO claim (its policy, so a deductible
 * comes off), reported today by a claimant with an e-mail address, with an assessment assignment
 * held by the demo assessor. Its money is no other test's.
 */
function ownClaimFile(): { claimFileNo: string; assignmentId: string } {
  const claimFileNo = `MNY${randomBytes(4).toString('hex').toUpperCase()}`;
  const fileId = randomUUID();
  const assignmentId = randomUUID();
  const now = new Date().toISOString();
  withE2eDatabase((db) => {
    const copied = db
      .prepare(
        `INSERT INTO claim_files (id, organisation_id, claim_file_no, policy_no, policy_type, insured_name, plate, vehicle_brand,
           vehicle_model, vin, event_date, event_country, event_county, event_place, tracker_case_id, created_at, description,
           contact, policy_id, updated_at, version)
         SELECT ?, f.organisation_id, ?, f.policy_no, f.policy_type, f.insured_name, f.plate, f.vehicle_brand, f.vehicle_model,
           f.vin, f.event_date, f.event_country, f.event_county, f.event_place, NULL, ?, f.description,
           'claimant@example.test', f.policy_id, ?, 1
         FROM claim_files f JOIN organisations o ON o.id = f.organisation_id
         WHERE o.code = 'DEMO' AND f.policy_type = 'CASCO' AND f.policy_id IS NOT NULL
         ORDER BY f.claim_file_no LIMIT 1`,
      )
      .run(fileId, claimFileNo, now, now);
    if (copied.changes !== 1) throw new Error('No demo CASCO claim file to copy.');
    const assigned = db
      .prepare(
        `INSERT INTO assignments (id, organisation_id, claim_file_id, assignment_no, assignment_type, status_code, is_final,
           assignee_user_id, group_code, guest_key, due_date, is_case_master, created_at, updated_at, version)
         SELECT ?, a.organisation_id, ?, ?, 'assessment', 'in_progress', 0,
           (SELECT id FROM users WHERE username = 'assessor'), a.group_code, ?, a.due_date, 0, ?, ?, 1
         FROM assignments a JOIN organisations o ON o.id = a.organisation_id
         WHERE o.code = 'DEMO' AND a.assignment_type = 'assessment' AND a.group_code = 'claims-bucharest'
         ORDER BY a.assignment_no LIMIT 1`,
      )
      .run(assignmentId, fileId, `${claimFileNo}-1`, randomBytes(16).toString('hex'), now, now);
    if (assigned.changes !== 1) throw new Error('No demo assessment assignment to copy.');
  });
  return { claimFileNo, assignmentId };
}

async function bearerOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { idToken: string }).idToken}` };
}

/** The assessor's note (a bonnet at 1,250.00 lei, 1.5 hours), submitted, and approved by the manager: where the money starts. */
async function approvedNote(request: APIRequestContext, assignmentId: string): Promise<void> {
  const assessor = await bearerOf(request, 'assessor');
  const line = {
    item_guid: 'part-bonnet',
    operation: 'replace',
    quantity: 1000,
    labour_hours: 150,
    labour_rate: null,
    part_price: 125_000,
    paint_materials: 0,
    remark: '',
  };
  const url = `/api/assessments/${assignmentId}`;
  const saved = await request.put(`${url}/lines`, {
    data: { lines: [line] },
    headers: { ...assessor, 'If-Match': '"0"' },
  });
  expect(saved.status()).toBe(200);
  const submitted = await request.post(`${url}/submit`, { headers: { ...assessor, 'If-Match': '"1"' } });
  expect(submitted.status()).toBe(200);
  const manager = await bearerOf(request, 'manager');
  const approved = await request.post(`${url}/approve`, { headers: { ...manager, 'If-Match': '"2"' } });
  expect(approved.status(), await approved.text()).toBe(200);
}

const WORDS = {
  en: {
    prefix: '',
    width: 1280,
    heading: 'Claim money',
    open: 'awaiting an answer',
    offered: 'offered',
    reserves: 'Reserves',
    changeReserves: 'Change reserves',
    expenses: 'Expenses reserve',
    expensesText: '800.00',
    reason: 'Reason',
    save: 'Save',
    noReason: 'Give the reason for changing the reserves (at least 3 characters).',
    reserveReason: 'Towing invoice expected.',
    manual: 'changed by hand',
    moved: '600.00 lei → 800.00 lei',
    figure: 'Figure',
    editFigure: 'Edit figure',
    addAdjustment: 'Add an adjustment',
    adjustmentAmount: 'Amount (a minus sign takes it off)',
    adjustmentText: '-150.00',
    adjustmentReason: 'Parking paid by the insurer',
    adjustmentShown: '-150.00 lei',
    letters: 'Letters',
    sendOffer: 'Send offer',
    romanian: 'Romanian',
    language: 'English',
    confirmTitle: 'Send the offer?',
    confirm: 'Send the offer',
    offer: 'Offer',
    pdf: /^PDF \(the offer letter of \d\d\.\d\d\.\d{4}\)$/,
    deadline: 'Inspection',
  },
  ro: {
    prefix: '/ro',
    width: 800,
    heading: 'Despăgubire',
    open: 'în așteptarea răspunsului',
    offered: 'ofertă trimisă',
    reserves: 'Rezerve',
    changeReserves: 'Modificați rezervele',
    expenses: 'Rezerva de cheltuieli',
    expensesText: '800,00',
    reason: 'Motiv',
    save: 'Salvați',
    noReason: 'Precizați motivul modificării rezervelor (cel puțin 3 caractere).',
    reserveReason: 'Se așteaptă factura de tractare.',
    manual: 'modificată manual',
    moved: '600,00 lei → 800,00 lei',
    figure: 'Calculul despăgubirii',
    editFigure: 'Modificați calculul',
    addAdjustment: 'Adăugați o ajustare',
    adjustmentAmount: 'Sumă (cu semnul minus se scade)',
    adjustmentText: '-150,00',
    adjustmentReason: 'Parcare plătită de asigurător',
    adjustmentShown: '-150,00 lei',
    letters: 'Scrisori',
    sendOffer: 'Trimiteți oferta',
    romanian: 'Română',
    language: 'Română',
    confirmTitle: 'Trimiteți oferta?',
    confirm: 'Trimiteți oferta',
    offer: 'Ofertă',
    pdf: /^PDF \(scrisoarea „ofertă” din \d\d\.\d\d\.\d{4}\)$/,
    deadline: 'Constatarea avariilor',
  },
} as const;

const part = (money: Locator, name: string) => money.getByRole('region', { name, exact: true });

/** Nothing scrolls the page sideways: wide tables stack or scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const lang of ['en', 'ro'] as const) {
  test(`${lang}: a manager changes the reserves with a reason, adjusts the figure and sends the offer, which is listed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { claimFileNo, assignmentId } = ownClaimFile();
    await approvedNote(request, assignmentId);
    const problems = collectPageProblems(page);
    await page.setViewportSize({ width: w.width, height: 900 });
    await signInByApi(page, 'manager');
    await page.goto(`${w.prefix}/workflow/claim-file/${claimFileNo}`);
    const money = page.getByRole('region', { name: w.heading });
    await expect(money.getByTestId('money-state')).toHaveText(w.open);
    await expect(money.getByTestId('deadline-inspection')).toContainText(w.deadline);
    await expect(money.getByTestId('deadline-inspection')).toContainText(/\d\d\.\d\d\.\d{4}/);
    await expectNoSeriousAxeViolations(page);

    // Reserves: the server's refusal of a missing reason stands beside the field, in the page's language.
    const reserves = part(money, w.reserves);
    await reserves.getByRole('button', { name: w.changeReserves }).click();
    const reservesForm = reserves.getByRole('form', { name: w.changeReserves });
    await reservesForm.getByLabel(w.expenses).fill(w.expensesText);
    await reservesForm.getByRole('button', { name: w.save }).click();
    const reason = reservesForm.getByLabel(w.reason);
    await expect(reservesForm.getByText(w.noReason)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeFocused();
    await reservesForm.screenshot({ path: `/tmp/claim-money-${lang}-${w.width}-reserves-form.png` });
    await reason.fill(w.reserveReason);
    await reservesForm.getByRole('button', { name: w.save }).click();
    await expect(reservesForm).toHaveCount(0);
    await expect(reserves.getByRole('heading', { name: w.reserves })).toBeFocused();
    const manualMove = reserves.getByRole('row').filter({ hasText: w.reserveReason });
    await expect(manualMove).toContainText(w.manual);
    await expect(manualMove).toContainText(w.moved);
    await expect(manualMove).toContainText('Mihai Manager');

    // Figure: an adjustment taken off, with its reason, becomes a line of the figure.
    const figure = part(money, w.figure);
    const totalBefore = await figure.getByTestId('figure-total').textContent();
    await figure.getByRole('button', { name: w.editFigure }).click();
    const figureForm = figure.getByRole('form', { name: w.editFigure });
    await figureForm.getByRole('button', { name: w.addAdjustment }).click();
    await figureForm.getByLabel(w.adjustmentAmount).fill(w.adjustmentText);
    await figureForm.getByLabel(w.reason).fill(w.adjustmentReason);
    await expectNoSeriousAxeViolations(page);
    await figureForm.screenshot({ path: `/tmp/claim-money-${lang}-${w.width}-figure-form.png` });
    await figureForm.getByRole('button', { name: w.save }).click();
    await expect(figureForm).toHaveCount(0);
    await expect(figure.getByRole('heading', { name: w.figure })).toBeFocused();
    const adjustment = figure.getByRole('row').filter({ hasText: w.adjustmentReason });
    await expect(adjustment).toContainText(w.adjustmentShown);
    await expect(figure.getByTestId('figure-total')).not.toHaveText(totalBefore ?? '');
    const total = (await figure.getByTestId('figure-total').textContent()) ?? '';

    // The offer asks first, showing the amount; once sent it is listed with its PDF.
    const letters = part(money, w.letters);
    await letters.getByRole('button', { name: w.sendOffer }).click();
    const offerForm = letters.getByRole('form', { name: w.sendOffer });
    await expect(offerForm.getByRole('radio', { name: w.romanian })).toBeChecked();
    await offerForm.getByRole('radio', { name: w.language }).check();
    await offerForm.getByRole('button', { name: w.sendOffer }).click();
    const dialog = page.getByRole('dialog', { name: w.confirmTitle });
    await expect(dialog).toContainText(total);
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(letters.getByRole('heading', { name: w.letters })).toBeFocused();
    await expect(money.getByTestId('money-state')).toHaveText(w.offered);
    const letter = letters.getByRole('row').filter({ hasText: 'claimant@example.test' });
    await expect(letter).toContainText(w.offer);
    await expect(letter).toContainText(total);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      letter.getByRole('button', { name: w.pdf }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoSeriousAxeViolations(page);

    await expectNoSidewaysScroll(page, w.width);
    await money.screenshot({ path: `/tmp/claim-money-${lang}-${w.width}.png` });
    await page.screenshot({ path: `/tmp/claim-money-${lang}-${w.width}-page.png`, fullPage: true });
    if (lang === 'ro') {
      await expectNoSidewaysScroll(page, 400);
      await expectNoSeriousAxeViolations(page);
      await money.screenshot({ path: '/tmp/claim-money-ro-400.png' });
    }
    // The one refusal the test asked for (the reserves without a reason) is the browser's only complaint.
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  });
}

test('someone without a payment authority reads the money without buttons, told why', async ({ page, request }) => {
  const { claimFileNo, assignmentId } = ownClaimFile();
  await approvedNote(request, assignmentId);
  await signInByApi(page, 'assessor');
  await page.goto(`/workflow/claim-file/${claimFileNo}`);
  const money = page.getByRole('region', { name: 'Claim money' });
  await expect(
    money.getByText("Only the claim's handler or a manager with a payment authority may change its money."),
  ).toBeVisible();
  await expect(money.getByRole('button', { name: 'Change reserves' })).toHaveCount(0);
  await expect(money.getByRole('button', { name: 'Send offer' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('a payment to a repair shop is proposed on its invoice account, a wrong IBAN refused beside it, at 400 px', async ({
  page,
  request,
}) => {
  const { claimFileNo, assignmentId } = ownClaimFile();
  await approvedNote(request, assignmentId);
  await page.setViewportSize({ width: 400, height: 900 });
  await signInByApi(page, 'manager');
  await page.goto(`/workflow/claim-file/${claimFileNo}`);
  const payments = part(page.getByRole('region', { name: 'Claim money' }), 'Payments');
  await payments.getByRole('button', { name: 'Propose payment' }).click();
  const form = payments.getByRole('form', { name: 'Propose payment' });
  // Before an acceptance the claimant cannot be paid: the choice says so, and the repair shop is chosen.
  await expect(form.getByRole('radio', { name: /^The claimant/ })).toBeDisabled();
  await expect(form.getByRole('radio', { name: /^A repair shop/ })).toBeChecked();
  await form.getByLabel('Amount').fill('500');
  await form.getByLabel("Repair shop's name, as on its invoice").fill('Service Auto Nord SRL');
  await form.getByLabel("Repair shop's IBAN").fill('RO49 AAAA 1B31 0075 9384 0001');
  await form.getByRole('button', { name: 'Propose the payment' }).click();
  const iban = form.getByLabel("Repair shop's IBAN");
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText("This IBAN's check digits do not match: check it for a mistyped character."),
  ).toBeVisible();
  await expect(iban).toBeFocused();
  await form.screenshot({ path: '/tmp/claim-money-en-400-payment-form.png' });
  await iban.fill('RO49 AAAA 1B31 0075 9384 0000');
  await form.getByRole('button', { name: 'Propose the payment' }).click();
  await expect(form).toHaveCount(0);
  await expect(payments.getByRole('heading', { name: 'Payments' })).toBeFocused();
  const row = payments.getByRole('row').filter({ hasText: 'Service Auto Nord SRL' });
  await expect(row).toContainText('waiting for approval');
  await expect(row).toContainText('RO49 AAAA 1B31 0075 9384 0000');
  await expect(row).toContainText('500.00 lei');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  await expectNoSeriousAxeViolations(page);
  await payments.screenshot({ path: '/tmp/claim-money-en-400-payments.png' });
});

test('before an approved assessment the offer is closed with its reason, and a refusal goes out with the organisation reasons', async ({
  page,
}) => {
  const { claimFileNo } = ownClaimFile();
  await page.setViewportSize({ width: 800, height: 900 });
  await signInByApi(page, 'manager');
  await page.goto(`/workflow/claim-file/${claimFileNo}`);
  const money = page.getByRole('region', { name: 'Claim money' });
  await expect(part(money, 'Figure')).toContainText('There is no approved assessment yet');
  const letters = part(money, 'Letters');
  const offer = letters.getByRole('button', { name: 'Send offer' });
  await expect(offer).toBeDisabled();
  await expect(offer).toHaveAccessibleDescription('The claim has no approved assessment yet.');
  await letters.getByRole('button', { name: 'Send refusal' }).click();
  const form = letters.getByRole('form', { name: 'Send refusal' });
  // Neither a reason nor words of one's own: refused beside the reasons.
  await form.getByRole('button', { name: 'Send refusal' }).click();
  await expect(form.getByText('A refusal must give at least one reason.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'The event is not covered by the policy.' }).check();
  await form.getByLabel('Further explanation (optional)').fill('Paguba este anterioară încheierii poliței.');
  await expectNoSeriousAxeViolations(page);
  await form.screenshot({ path: '/tmp/claim-money-en-800-refusal-form.png' });
  await form.getByRole('button', { name: 'Send refusal' }).click();
  await expect(form).toHaveCount(0);
  await expect(money.getByTestId('money-state')).toHaveText('refused');
  const letter = letters.getByRole('row').filter({ hasText: 'claimant@example.test' });
  await expect(letter).toContainText('Refusal');
  // The letter names its reasons in its own language: Romanian, as none was chosen.
  await expect(letter).toContainText('Evenimentul nu este acoperit de poliță.');
  await expect(letter).toContainText('Paguba este anterioară încheierii poliței.');
  // A second refusal is closed, with the reason beside the button.
  await expect(letters.getByRole('button', { name: 'Send refusal' })).toBeDisabled();
  await expect(letters.getByRole('button', { name: 'Send refusal' })).toHaveAccessibleDescription(
    "A letter cannot be sent while the claim's money is refused.",
  );
  await money.screenshot({ path: '/tmp/claim-money-en-800-refused.png' });
});
