import { expect, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, signInByApi } from './helpers.ts';

test('the search finds a claim by its VIN, a phone, an e-mail, the police report and the other party’s plate', async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  // Facts no other claim has: six digits of now, and the same as letters for the plates.
  const stamp = String(Date.now()).slice(-6);
  const letters = stamp.replace(/\d/g, (d) => 'ABCDEFGHJK'[Number(d)]!);
  const facts = {
    vin: `WVWZZZ1JZ${stamp}00`,
    phone: `+40 745 ${stamp}`,
    email: `martor.${stamp}@example.test`,
    report: `PV ${stamp}/2026`,
    otherPlate: `TM ${stamp.slice(0, 2)} ${letters.slice(2, 5)}`,
  };
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const login = await request.post('/api/auth/appToken', { data: { username: 'handler2', password: DEMO_PASSWORD } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
  const registered = await request.post('/api/intake/claims', {
    headers: auth,
    data: {
      policy_id: null,
      policy_missing_reason: 'The caller does not have the policy at hand.',
      policy_type: 'RCA',
      insured_name: 'Sorina Faptic',
      event: {
        date: yesterday,
        country: 'RO',
        county: 'TM',
        place: 'Timisoara',
        description: 'Hit from behind at a pedestrian crossing.',
        police_report_no: facts.report,
      },
      vehicle: {
        plate: `TM 01 ${letters.slice(0, 3)}`,
        vin: facts.vin,
        brand: 'dacia',
        model: 'Sandero',
        category: 'car',
        color: 'white',
        damaged_parts: [],
      },
      parties: [
        { role: 'policyholder', name: 'Sorina Faptic', phone: facts.phone },
        { role: 'third_party', name: 'Paul Partea', plate: facts.otherPlate },
        { role: 'witness', name: 'Mara Martor', email: facts.email },
      ],
      contact: { channel: 'sms', contact: facts.phone },
      allow_duplicate: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const claimFileNo = ((await registered.json()) as { claim_file_no: string }).claim_file_no;

  await signInByApi(page, 'handler');
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Claim file, assignment, plate, policy or insured name' });
  await expect(box).toHaveAccessibleDescription(/Also finds a claim by its VIN, a phone number or e-mail address/);
  const claimFile = page.getByRole('option').filter({ hasText: `Claim file ${claimFileNo}` });
  // Each as a person might type it: other spacing, case and number forms than were written.
  const typed = [
    [facts.vin.toLowerCase().slice(0, 15), `VIN ${facts.vin}`],
    // The contact channel, kept without spaces, holds the same number.
    [`0745 ${stamp.slice(0, 3)} ${stamp.slice(3)}`, new RegExp(`Phone \\+40 ?745 ?${stamp}`)],
    [facts.email.toUpperCase(), `E-mail ${facts.email}`],
    [`${stamp}/2026`, `Police report ${facts.report}`],
    [facts.otherPlate.replace(/ /g, '-').toLowerCase(), `Other party's plate ${facts.otherPlate}`],
  ] as const;
  for (const [text, says] of typed) {
    await box.fill(text);
    await expect(claimFile, text).toHaveCount(1);
    await expect(claimFile, text).toContainText(says);
  }
  await expectNoSeriousAxeViolations(page);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/workflow/claim-file/${claimFileNo}$`));
  expect(problems).toEqual([]);
});
