import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { CLAIM_FORM_WORDS, yesterday } from './claim-form-words.ts';
import { declare, fillSteps, noOthers } from './claim-form-walk.ts';

test.use({ viewport: { width: 400, height: 860 } });

test('English: summary, review with changes, confirmation with what happens next, and the duplicate warning', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  const w = CLAIM_FORM_WORDS.en;
  const contact = `radu.${process.pid}@example.test`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.20.7.1' });
  await page.goto('/guest/claim_notification/DEMO');

  // An empty step: the summary takes the focus, each line leads to its field, each field says what is wrong.
  await page.getByRole('button', { name: w.next }).press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: w.summary });
  await expect(summary).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await summary
    .getByRole('link', { name: 'Enter the policy number as it is on the policy (5 to 30 letters and digits).' })
    .press('Enter');
  await expect(page.getByLabel(w.policyNo)).toBeFocused();
  await expect(page.getByLabel(w.policyNo)).toHaveAttribute('aria-invalid', 'true');
  await fillSteps(page, w, { plate: 'CJ 07 REV', contact });
  await declare(page, w);

  // The review lists every answer by step, the coded ones by name.
  const policy = page.getByTestId('fnol-review-policy');
  await expect(policy).toContainText('Radu Revizie');
  await expect(page.getByTestId('fnol-review-vehicle')).toContainText('Bonnet');
  await expect(page.getByTestId('fnol-review-event')).toContainText('Cluj');
  await expectNoSeriousAxeViolations(page);
  // "Change" returns to the field; its step's Next comes back to the review.
  await policy.getByRole('link', { name: `Change ${w.insured}` }).press('Enter');
  await expect(page.getByLabel(w.insured)).toBeFocused();
  await page.getByLabel(w.insured).fill('Radu R. Revizie');
  await page.getByLabel(w.insured).press('Enter');
  await expect(page.getByRole('heading', { name: w.review })).toBeFocused();
  await expect(policy).toContainText('Radu R. Revizie');
  // The declaration stays ticked through a change.
  await expect(page.getByLabel(w.declaration)).toBeChecked();

  await page.getByRole('button', { name: w.send }).press('Enter');
  const done = page.getByRole('heading', { name: w.done });
  await expect(done).toBeFocused();
  const caseNo = (await page.getByTestId('fnol-case-no').textContent()) ?? '';
  expect(caseNo).toMatch(/^DEMO\d{8}$/);
  await expect(page.getByTestId('fnol-next')).toContainText(
    `A claims handler from Demo Asigurări will contact you by e-mail at ${contact}, usually within 2 working days.`,
  );
  await expect(page.getByRole('link', { name: 'Follow the claim' })).toHaveAttribute(
    'href',
    // With the key of our own links: a busy shared network does not hold the visitor back.
    new RegExp(`/status/${caseNo}\\?org_code=DEMO&k=[\\w-]{22}$`),
  );
  await expectNoSeriousAxeViolations(page);

  // This tab keeps the confirmation over a reload; another claim starts from an empty form.
  await page.goto('/guest/claim_notification/DEMO');
  await expect(page.getByTestId('fnol-case-no')).toHaveText(caseNo);
  await page.getByRole('button', { name: 'Report another claim' }).click();
  await expect(page.getByRole('heading', { name: /^Step 1 of 5/ })).toBeFocused();
  // The same claim again: a warning naming the first one, with the way to follow it or to send anyway.
  await fillSteps(page, w, { plate: 'cj07rev', contact }, { scan: false });
  await declare(page, w);
  await page.getByRole('button', { name: w.send }).press('Enter');
  const warning = page.getByRole('heading', { name: 'You may have sent this claim already' });
  await expect(warning).toBeFocused();
  await expect(page.getByText(`under number ${caseNo}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Follow claim ${caseNo}` })).toHaveAttribute(
    'href',
    `/status/${caseNo}?org_code=DEMO`,
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'It is a different claim: send it' }).press('Enter');
  await expect(done).toBeFocused();
  await expect(page.getByTestId('fnol-case-no')).not.toHaveText(caseNo);
  // The duplicate answer is a 409 on purpose; nothing else may go wrong.
  expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
});

test('Romanian: countries by name, the contact label by channel, a reopened draft where it was left, and the confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = collectPageProblems(page);
  const w = CLAIM_FORM_WORDS.ro;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.20.7.2' });
  await page.goto('/ro/guest/claim_notification/DEMO');
  await page.getByLabel(w.policyType).selectOption('RCA');
  await page.getByLabel(w.policyNo).fill('RORCA55508888');
  await page.getByLabel(w.insured).fill('Radu Revizie');
  await page.getByLabel(w.insured).press('Enter');

  // Countries in the order of their Romanian names, not their codes.
  const options = page.getByLabel(w.country).locator('option');
  await expect.poll(() => options.count()).toBeGreaterThan(3);
  const names = (await options.allTextContents()).slice(1);
  expect(names).toEqual([...names].sort(new Intl.Collator('ro', { sensitivity: 'base' }).compare));

  // A reload resumes at the step it was left on.
  await page.getByLabel(w.place).fill('Turda');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Pasul 2 din 5/ })).toBeVisible();
  await expect(page.getByLabel(w.place)).toHaveValue('Turda');
  await page.getByRole('button', { name: 'Înapoi' }).click();
  await expect(page.getByRole('heading', { name: /^Pasul 1 din 5/ })).toBeFocused();
  await page.getByRole('button', { name: w.next }).click();

  // The rest of the walk: the phone channel gives the phone's label and keyboard.
  await page.getByLabel(w.date).fill(yesterday());
  await page.getByLabel(w.time).fill('08:05');
  await page.getByLabel(w.county).selectOption('CJ');
  await page.getByLabel(w.description).fill('Un camion a zgariat capota la parcare.');
  await page.getByRole('button', { name: w.next }).click();
  await page.getByLabel(w.category).selectOption('car');
  await page.getByLabel(w.brand).selectOption('dacia');
  await page.getByLabel(w.colour).selectOption('blue');
  await page.getByLabel(w.plate).fill('CJ 08 REV');
  await page.getByLabel(w.bonnet).check();
  await page.getByRole('button', { name: w.next }).click();
  await noOthers(page, w);
  await expect(page.getByLabel(w.email, { exact: true })).toHaveAttribute('type', 'email');
  await page.getByRole('radio', { name: 'SMS' }).check();
  const phone = page.getByLabel(w.phone, { exact: true });
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await phone.fill('+40 721 555 808');
  await page.getByLabel(w.again).fill('+40 721 555 808');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: w.next }).click();

  await expect(page.getByRole('heading', { name: w.review })).toBeFocused();
  await expect(page.getByTestId('fnol-review-contact')).toContainText('+40 721 555 808');
  await expect(page.getByTestId('fnol-review-vehicle')).toContainText('Capotă motor');
  await expectNoSeriousAxeViolations(page);
  // A reload on the review comes back to the review.
  await page.reload();
  await expect(page.getByRole('heading', { name: w.review })).toBeVisible();
  await declare(page, w);
  await page.getByRole('button', { name: w.send }).click();
  await expect(page.getByRole('heading', { name: w.done })).toBeFocused();
  await expect(page.getByTestId('fnol-next')).toContainText(
    'Un consultant de daune de la Demo Asigurări vă va contacta prin telefon sau SMS la +40 721 555 808, de obicei în 2 zile lucrătoare.',
  );
  await expect(page.getByRole('link', { name: 'Urmăriți dosarul' })).toHaveAttribute('href', /\/ro\/status\//);
  await expectNoSeriousAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a refusal that names no field, after the sending limit, is said on the review and takes the focus', async ({
  page,
}) => {
  const contact = `limit.${process.pid}@example.test`;
  const claim = (day: number) => ({
    policy: { policy_type: 'RCA', policy_no: 'RORCA55509999', insured_name: 'Lia Limita' },
    event: {
      event_date: new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10),
      event_time: '12:00',
      event_country: 'RO',
      event_county: 'CJ',
      event_place: 'Dej',
      description: 'Three claims already sent for this contact today.',
    },
    vehicle: {
      vehicle_category: 'car',
      vehicle_brand: 'dacia',
      vehicle_color: 'blue',
      plate: `CJ 0${day} LIM`,
      damaged_parts: ['part-bonnet'],
    },
    contact: { contact_channel: 'email', contact, contact_confirmation: contact },
    others: { other_vehicle: 'none', injured: 'no' },
    declaration: true,
  });
  for (const day of [2, 3, 4]) {
    const sent = await page.request.post('/api/fnol/submit/DEMO', {
      data: claim(day),
      headers: { 'X-Forwarded-For': `198.20.8.${day}` },
    });
    expect(sent.status()).toBe(201);
  }
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.20.8.9' });
  await page.goto('/guest/claim_notification/DEMO');
  // The first English walk scanned these steps; this test's subject is the review's refusal.
  await fillSteps(page, CLAIM_FORM_WORDS.en, { plate: 'CJ 09 LIM', contact }, { scan: false });
  await declare(page, CLAIM_FORM_WORDS.en);
  await page.getByRole('button', { name: CLAIM_FORM_WORDS.en.send }).press('Enter');
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Several claims for this contact were sent today already.' });
  await expect(refusal).toBeFocused();
  await expect(page.getByRole('heading', { name: CLAIM_FORM_WORDS.en.review })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
