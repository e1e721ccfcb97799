import { expect, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, signInByApi } from './helpers.ts';

test('a handler registers a phoned-in claim without a policy, finds it in the intake team’s worklist and opens its claim file from there', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const problems = collectPageProblems(page);
  await signInByApi(page, 'handler');
  await page.goto('/workflow/new');
  // The island has hydrated once its reference lists are in: typing before then would be lost.
  await expect(
    page.getByLabel('Policy type').getByRole('option', { name: 'Motor third-party liability (RCA)' }),
  ).toHaveCount(1);

  // Policy: the register has none for the caller, so the reason is asked for, beside its field.
  const heading = page.getByRole('heading', { name: 'Step 1 of 6: Policy' });
  await expect(heading).toBeVisible();
  const plate = `CJ ${String(process.pid % 100).padStart(2, '0')} TEL`;
  await page.getByRole('combobox', { name: 'Find a policy by number, plate, VIN or holder' }).fill('Tudor Telefon');
  await expect(page.getByText('No policy matches.')).toBeVisible();
  await page.getByLabel('Policy number').fill(`RORCA${process.pid}`.slice(0, 20));
  await page.getByLabel('Policy type').selectOption({ label: 'Motor third-party liability (RCA)' });
  await page.getByLabel('Insured', { exact: true }).fill('Tudor Telefon');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Say why the policy is not in the register (5 to 500 characters).')).toBeVisible();
  await expect(page.getByLabel('Why the policy is missing')).toBeFocused();
  await page.getByLabel('Why the policy is missing').fill('The caller does not have the policy at hand.');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Event, by keyboard where it matters: the heading of the step takes the focus.
  await expect(page.getByRole('heading', { name: 'Step 2 of 6: Event' })).toBeFocused();
  await page.getByLabel('Date of the event').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('County').selectOption({ label: 'Cluj' });
  await page.getByLabel('Place').fill('Cluj-Napoca');
  await page.getByLabel('What happened').fill('Hit by a reversing van in a car park; the caller phoned it in.');
  await page.getByLabel('Police report number').press('Enter');

  // Vehicle and damage.
  await expect(page.getByRole('heading', { name: 'Step 3 of 6: Vehicle and damage' })).toBeFocused();
  await page.getByLabel('Registration number').fill(plate);
  await page.getByLabel('Kind of vehicle').selectOption({ label: 'Passenger car' });
  await page.getByLabel('Brand').selectOption({ label: 'Dacia' });
  await page.getByLabel('Colour').selectOption({ label: 'Blue' });
  await page.getByLabel('Front bumper').check();
  await page.getByLabel("Damage, in the caller's words").fill('Front bumper cracked.');
  await page.getByRole('button', { name: 'Next' }).click();

  // People: the policyholder comes from the insured; a third party is added with their vehicle.
  await expect(page.getByRole('heading', { name: 'Step 4 of 6: People' })).toBeFocused();
  await expect(
    page.getByRole('group', { name: 'Person 1: Policyholder' }).getByLabel('Name', { exact: true }),
  ).toHaveValue('Tudor Telefon');
  await page.getByRole('button', { name: 'Add: Third party' }).click();
  const third = page.getByRole('group', { name: 'Person 2: Third party' });
  await expect(third.getByLabel('Name', { exact: true })).toBeFocused();
  await third.getByLabel('Name', { exact: true }).fill('Vasile Van');
  await third.getByLabel('Their registration number').fill('B 99 VAN');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Contact, then everything on one screen.
  await page.getByLabel('E-mail address or phone number').fill(`tudor.${process.pid}@example.test`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 6 of 6: Review' })).toBeFocused();
  await expect(page.getByText('Vasile Van, B 99 VAN')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Vehicle and damage' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Create the claim' }).click();

  // The new claim file's page opens, under its number.
  await page.waitForURL(/\/workflow\/claim-file\/DEMO\d{8}$/);
  const claimFileNo = /DEMO\d{8}$/.exec(page.url())![0];
  await expect(page.getByText(claimFileNo).first()).toBeVisible();

  // The claim notification waits, unassigned, in the intake team's worklist.
  const login = await request.post('/api/auth/appToken', { data: { username: 'handler', password: DEMO_PASSWORD } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  const pile = (await (
    await request.get(
      '/api/assignments/worklist?filter_keys=1&filter_criteria=unassigned&assignment_type=claim_notification&sort=updated_at&direction=desc&limit=10',
      { headers: auth },
    )
  ).json()) as { rows: { assignment_no: string }[] };
  expect(pile.rows.map((row) => row.assignment_no)).toContain(`${claimFileNo}-1`);

  // From the team's unassigned work, newest change first, its claim file number opens the claim file.
  await page.goto('/assignments/list/unassigned');
  await page.getByLabel('Whose work').selectOption({ label: 'My group' });
  await page.getByLabel('Type').selectOption({ label: 'Claim notification' });
  const updated = page.getByRole('columnheader', { name: /Updated/ });
  const sortByUpdated = page.getByRole('button', { name: 'Updated, sort' });
  // Another column starts ascending; the same one again turns the order round.
  await sortByUpdated.click();
  await expect(updated).toHaveAttribute('aria-sort', 'ascending');
  await sortByUpdated.click();
  await expect(updated).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('link', { name: claimFileNo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workflow/claim-file/${claimFileNo}$`));
  await expect(page.getByRole('heading', { name: `Claim file ${claimFileNo}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${claimFileNo}-1` })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a policy chosen from the register fills the claim; an open claim on the same plate is shown, and "Create anyway" creates it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const problems = collectPageProblems(page);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  // An open claim on the policy's first car, the day before.
  const login = await request.post('/api/auth/appToken', { data: { username: 'handler2', password: DEMO_PASSWORD } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  const earlier = await request.post('/api/intake/claims', {
    headers: auth,
    data: {
      policy_id: null,
      policy_missing_reason: 'Registered before the policy was found.',
      policy_type: 'CASCO',
      insured_name: 'Elena Marin',
      event: { date: yesterday, country: 'RO', county: 'B', place: 'Bucuresti', description: 'Scraped in a car park.' },
      vehicle: { plate: 'B 901 DEM', brand: 'dacia', model: '', category: 'car', color: 'white', damaged_parts: [] },
      parties: [{ role: 'policyholder', name: 'Elena Marin' }],
      contact: { channel: 'email', contact: 'elena.marin@example.test' },
      allow_duplicate: true,
    },
  });
  expect(earlier.status()).toBe(201);
  const earlierNo = ((await earlier.json()) as { claim_file_no: string }).claim_file_no;

  await signInByApi(page, 'handler');
  await page.goto('/workflow/new');
  // The island has hydrated once its reference lists are in: typing before then would be lost.
  await expect(
    page.getByLabel('Policy type').getByRole('option', { name: 'Motor third-party liability (RCA)' }),
  ).toHaveCount(1);
  // Chosen with the keyboard from the search.
  const search = page.getByRole('combobox', { name: 'Find a policy by number, plate, VIN or holder' });
  await search.fill('ROCAS90000001');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByLabel('Why the policy is missing')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Date of the event').fill(yesterday);
  await page.getByLabel('County').selectOption({ label: 'Bucuresti' });
  await page.getByLabel('Place').fill('Bucuresti');
  await page.getByLabel('What happened').fill('Rear-ended at a traffic light, reported by phone.');
  await page.getByRole('button', { name: 'Next' }).click();
  // The insured car comes from the policy.
  await expect(page.getByLabel('Registration number')).toHaveValue('B901DEM');
  await page.getByLabel('Kind of vehicle').selectOption({ label: 'Passenger car' });
  await page.getByLabel('Brand').selectOption({ label: 'Volkswagen' });
  await page.getByLabel('Colour').selectOption({ label: 'Blue' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('group', { name: 'Person 1: Policyholder' }).getByLabel('Name', { exact: true }),
  ).toHaveValue('Elena Marin');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('E-mail address or phone number').fill('elena.marin@example.test');
  await page.getByRole('button', { name: 'Next' }).click();

  // Review: the open claim on the same plate, linked to its claim file.
  const warning = page.getByRole('region', { name: 'Open claims that may be the same event' });
  await expect(warning.getByRole('link', { name: new RegExp(earlierNo) })).toHaveAttribute(
    'href',
    `/workflow/claim-file/${earlierNo}`,
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Create the claim' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /\d+ open claim files? (has|have) the same policy or plate/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create anyway' }).click();
  await page.waitForURL(/\/workflow\/claim-file\/DEMO\d{8}$/);
  expect(page.url()).not.toContain(earlierNo);
  expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
});
