import { expect, type Page, test } from '@playwright/test';
import { collectPageProblems, expectNoSeriousAxeViolations } from './axe.ts';
import { DEMO_PASSWORD, signInByApi } from './helpers.ts';

/** The staff intake's words in each language, as a person reads them. */
const WORDS = {
  en: {
    prefix: '',
    picker: 'Find a policy by number, plate, VIN or holder',
    next: 'Next',
    create: 'Create the claim',
    date: 'Date of the event',
    county: 'County',
    place: 'Place',
    what: 'What happened',
    plate: 'Registration number',
    vin: 'VIN',
    brand: 'Brand',
    model: 'Model',
    kind: 'Kind of vehicle',
    car: 'Passenger car',
    colour: 'Colour',
    blue: 'Blue',
    contact: 'E-mail address or phone number',
    policyType: 'Policy type',
    insured: 'Insured',
    missing: 'Why the policy is missing',
    eventStep: 'Step 2 of 6: Event',
    vehicleStep: 'Step 3 of 6: Vehicle and damage',
    reviewStep: 'Step 6 of 6: Review',
    gapTitle: 'The policy was not in force on the event date',
    confirm: 'Register the claim all the same',
    reason: 'Why the claim is registered all the same',
    confirmError: (no: string) =>
      `Policy ${no} was not in force on the event date: confirm that the claim is registered all the same.`,
    ended: (no: string, day: string) =>
      new RegExp(
        `^Policy ${no} ended on \\d\\d\\.\\d\\d\\.\\d{4}, before the event date ${day}: it was not in force\\.$`,
      ),
    cancelled: (no: string, day: string) => `Policy ${no} was cancelled: it was not in force on the event date ${day}.`,
    notStarted: (no: string, day: string) =>
      new RegExp(
        `^Policy ${no} starts on \\d\\d\\.\\d\\d\\.\\d{4}, after the event date ${day}: it was not yet in force\\.$`,
      ),
    recorded: (no: string) => `Registered although policy ${no}`,
    insuredVehicle: 'Insured vehicle of the policy',
    duplicates: 'Open claims that may be the same event',
    addTo: (no: string) => `Add this report to ${no}`,
    addParty: 'Add: Third party',
    third: 'Person 2: Third party',
    name: 'Name',
    theirPlate: 'Their registration number',
    reportLine: 'Another report of this event, added at intake:',
    timeline: 'Timeline',
  },
  ro: {
    prefix: '/ro',
    picker: 'Căutați o poliță după număr, număr de înmatriculare, VIN sau asigurat',
    next: 'Înainte',
    create: 'Creați dosarul de daună',
    date: 'Data evenimentului',
    county: 'Județ',
    place: 'Locul',
    what: 'Ce s-a întâmplat',
    plate: 'Număr de înmatriculare',
    vin: 'Serie de șasiu (VIN)',
    brand: 'Marcă',
    model: 'Model',
    kind: 'Categoria vehiculului',
    car: 'Autoturism',
    colour: 'Culoare',
    blue: 'Albastru',
    contact: 'Adresa de e-mail sau numărul de telefon',
    policyType: 'Tipul poliței',
    insured: 'Asigurat',
    missing: 'De ce lipsește polița',
    eventStep: 'Pasul 2 din 6: Eveniment',
    vehicleStep: 'Pasul 3 din 6: Vehicul și avarii',
    reviewStep: 'Pasul 6 din 6: Verificare',
    gapTitle: 'Polița nu era în vigoare la data evenimentului',
    confirm: 'Înregistrați totuși dosarul de daună',
    reason: 'De ce înregistrați totuși dosarul de daună',
    confirmError: (no: string) =>
      `Polița ${no} nu era în vigoare la data evenimentului: confirmați că dosarul de daună se înregistrează totuși.`,
    ended: (no: string, day: string) =>
      new RegExp(
        `^Polița ${no} a expirat la \\d\\d\\.\\d\\d\\.\\d{4}, înainte de data evenimentului, ${day}: nu era în vigoare\\.$`,
      ),
    cancelled: (no: string, day: string) =>
      `Polița ${no} a fost anulată: nu era în vigoare la data evenimentului, ${day}.`,
    notStarted: (no: string, day: string) =>
      new RegExp(
        `^Polița ${no} începe la \\d\\d\\.\\d\\d\\.\\d{4}, după data evenimentului, ${day}: nu era încă în vigoare\\.$`,
      ),
    recorded: (no: string) => `Înregistrat deși polița ${no}`,
    insuredVehicle: 'Vehiculul asigurat al poliței',
    duplicates: 'Dosare deschise care ar putea privi același eveniment',
    addTo: (no: string) => `Adăugați această avizare la ${no}`,
    addParty: 'Adăugați: Terț',
    third: 'Persoana 2: Terț',
    name: 'Nume',
    theirPlate: 'Numărul său de înmatriculare',
    reportLine: 'O altă avizare a acestui eveniment, adăugată la înregistrare:',
    timeline: 'Istoric',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A day some days back, as the API (YYYY-MM-DD) and as people type and read it (dd.MM.yyyy). */
const daysAgo = (n: number) => {
  const iso = new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  return { iso, shown: `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` };
};

/** The new claim page once its lists are in (a policy chosen earlier could not name its brand). */
async function openIntake(page: Page, w: Words) {
  await signInByApi(page, 'handler');
  await page.goto(`${w.prefix}/workflow/new`);
  await expect(page.getByLabel(w.policyType).locator('option').nth(2)).toBeAttached();
}

/** Chooses a policy from the register with the keyboard, then goes on to the event. */
async function choosePolicy(page: Page, w: Words, policyNo: string) {
  const search = page.getByRole('combobox', { name: w.picker });
  await search.fill(policyNo);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await page.getByRole('button', { name: w.next }).press('Enter');
  await expect(page.getByRole('heading', { name: w.eventStep })).toBeFocused();
}

async function fillEvent(page: Page, w: Words, day: string, what: string) {
  await page.getByLabel(w.date, { exact: true }).pressSequentially(day);
  await page.getByLabel(w.county).selectOption({ label: 'Cluj' });
  await page.getByLabel(w.place).fill('Cluj-Napoca');
  await page.getByLabel(w.what).fill(what);
}

for (const lang of ['en', 'ro'] as const) {
  const w = WORDS[lang];

  test(`${lang}: a policy not in force on the event date is said plainly, and going on asks for a confirmation and a reason that the claim file keeps`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = collectPageProblems(page);
    // Each language its own policy and event day, so that no earlier claim of these tests is a duplicate.
    const [policyNo, day] = lang === 'en' ? ['ROCAS90000003', daysAgo(11)] : ['RORCA90000004', daysAgo(12)];
    await openIntake(page, w);
    await choosePolicy(page, w, policyNo);
    await fillEvent(page, w, day.shown, 'Scraped along a wall while parking; the holder phoned it in.');
    const gap = page.getByRole('region', { name: w.gapTitle });
    const said = gap.getByRole('alert');
    if (lang === 'en') await expect(said).toHaveText(w.cancelled(policyNo, day.shown));
    else await expect(said).toHaveText(w.notStarted(policyNo, day.shown));
    await expectNoSeriousAxeViolations(page);
    // Going on without confirming is refused beside the box, which takes the focus.
    await page.getByRole('button', { name: w.next }).press('Enter');
    await expect(gap.getByText(w.confirmError(policyNo))).toBeVisible();
    await expect(gap.getByLabel(w.confirm, { exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(gap.getByLabel(w.confirm, { exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(gap.getByLabel(w.reason)).toBeFocused();
    const reason = `The holder shows a payment receipt for ${policyNo}.`;
    await page.keyboard.type(reason);
    await page.getByRole('button', { name: w.next }).press('Enter');
    await expect(page.getByRole('heading', { name: w.vehicleStep })).toBeFocused();
    await page.getByLabel(w.kind).selectOption({ label: w.car });
    await page.getByLabel(w.colour).selectOption({ label: w.blue });
    await page.getByRole('button', { name: w.next }).press('Enter');
    await page.getByRole('button', { name: w.next }).press('Enter');
    await page.getByLabel(w.contact).fill(`gap.${lang}.${process.pid}@example.test`);
    await page.getByLabel(w.contact).press('Enter');
    await expect(page.getByRole('heading', { name: w.reviewStep })).toBeFocused();
    await expect(page.getByText(reason)).toBeVisible();
    await page.getByRole('button', { name: w.create }).press('Enter');
    await page.waitForURL(/\/workflow\/claim-file\/DEMO\d{8}$/);
    const timeline = page.getByRole('region', { name: w.timeline });
    await expect(timeline.getByText(`${w.recorded(policyNo)}`, { exact: false })).toContainText(reason);
    expect(problems).toEqual([]);
  });

  test(`${lang}: a lapsed policy is said as soon as the event date is known`, async ({ page }) => {
    const day = daysAgo(3);
    await openIntake(page, w);
    await choosePolicy(page, w, 'RORCA90000002');
    await page.getByLabel(w.date, { exact: true }).pressSequentially(day.shown);
    await expect(page.getByRole('region', { name: w.gapTitle }).getByRole('alert')).toHaveText(
      w.ended('RORCA90000002', day.shown),
    );
    // Another day within its period: nothing to say.
    await page.getByLabel(w.date, { exact: true }).fill(daysAgo(60).shown);
    await expect(page.getByRole('region', { name: w.gapTitle })).toHaveCount(0);
  });

  test(`${lang}: choosing the policy fills the vehicle from its insured vehicles, which the agent may correct`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openIntake(page, w);
    await choosePolicy(page, w, 'ROCAS90000001');
    await fillEvent(page, w, daysAgo(2).shown, 'A stone cracked the windscreen on the motorway.');
    await page.getByRole('button', { name: w.next }).press('Enter');
    await expect(page.getByRole('heading', { name: w.vehicleStep })).toBeFocused();
    await expect(page.getByLabel(w.plate)).toHaveValue('B901DEM');
    await expect(page.getByLabel(w.vin)).toHaveValue('WVWZZZ1KZ9W000901');
    await expect(page.getByLabel(w.brand).locator('option:checked')).toHaveText('Volkswagen');
    await expect(page.getByLabel(w.model)).toHaveValue('Golf');
    // The policy's other car, chosen from its insured vehicles.
    await page.getByLabel(w.insuredVehicle).selectOption({ label: 'B902DEM · Dacia · Duster' });
    await expect(page.getByLabel(w.plate)).toHaveValue('B902DEM');
    await expect(page.getByLabel(w.vin)).toHaveValue('UU1SDSL4H90000902');
    await expect(page.getByLabel(w.brand).locator('option:checked')).toHaveText('Dacia');
    await expectNoSeriousAxeViolations(page);
    // The agent corrects what the caller says differs.
    await page.getByLabel(w.model).fill('Duster 4x4');
    await page.getByLabel(w.kind).selectOption({ label: w.car });
    await page.getByLabel(w.colour).selectOption({ label: w.blue });
    await page.getByRole('button', { name: w.next }).press('Enter');
    await page.getByRole('button', { name: w.next }).press('Enter');
    await page.getByLabel(w.contact).fill('elena.marin@example.test');
    await page.getByLabel(w.contact).press('Enter');
    await expect(page.getByRole('heading', { name: w.reviewStep })).toBeFocused();
    await expect(page.getByText('Duster 4x4')).toBeVisible();
    await expect(page.getByText('UU1SDSL4H90000902')).toBeVisible();
  });

  test(`${lang}: a report of an open claim's event is added to that claim instead of opening another`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const problems = collectPageProblems(page);
    const day = daysAgo(4);
    const plate = `B ${(process.pid % 900) + 100} DU${lang === 'en' ? 'E' : 'R'}`;
    const login = await request.post('/api/auth/appToken', { data: { username: 'handler2', password: DEMO_PASSWORD } });
    const auth = { Authorization: `Bearer ${((await login.json()) as { idToken: string }).idToken}` };
    const earlier = await request.post('/api/intake/claims', {
      headers: auth,
      data: {
        policy_id: null,
        policy_missing_reason: 'The caller had no policy at hand.',
        policy_type: 'RCA',
        insured_name: 'Dora Dublu',
        event: {
          date: day.iso,
          country: 'RO',
          county: 'CJ',
          place: 'Cluj-Napoca',
          description: 'Hit at a roundabout.',
        },
        vehicle: { plate, brand: 'dacia', model: 'Logan', category: 'car', color: 'white', damaged_parts: [] },
        parties: [{ role: 'policyholder', name: 'Dora Dublu' }],
        contact: { channel: 'email', contact: 'dora@example.test' },
        allow_duplicate: true,
      },
    });
    expect(earlier.status()).toBe(201);
    const earlierNo = ((await earlier.json()) as { claim_file_no: string }).claim_file_no;

    await openIntake(page, w);
    await page.getByLabel(w.policyType).selectOption({ index: 1 });
    await page.getByLabel(w.insured, { exact: true }).fill('Dora Dublu');
    await page.getByLabel(w.missing).fill('The other driver phoned; he has no policy number.');
    await page.getByRole('button', { name: w.next }).press('Enter');
    const story = `The other driver, Toma Terț, says he hit the car at the roundabout (${lang}).`;
    await fillEvent(page, w, day.shown, story);
    await page.getByRole('button', { name: w.next }).press('Enter');
    await page.getByLabel(w.plate).fill(plate);
    await page.getByLabel(w.kind).selectOption({ label: w.car });
    await page.getByLabel(w.brand).selectOption({ label: 'Dacia' });
    await page.getByLabel(w.colour).selectOption({ label: w.blue });
    await page.getByRole('button', { name: w.next }).press('Enter');
    await page.getByRole('button', { name: w.addParty }).press('Enter');
    const third = page.getByRole('group', { name: w.third });
    await expect(third.getByLabel(w.name, { exact: true })).toBeFocused();
    await page.keyboard.type('Toma Terț');
    await third.getByLabel(w.theirPlate).fill('CJ 12 TOM');
    await page.getByRole('button', { name: w.next }).press('Enter');
    await page.getByLabel(w.contact).fill(`toma.${lang}@example.test`);
    await page.getByLabel(w.contact).press('Enter');
    await expect(page.getByRole('heading', { name: w.reviewStep })).toBeFocused();

    // The open claim of the same plate and days is offered; the report joins it.
    const offered = page.getByRole('region', { name: w.duplicates });
    await expect(offered.getByRole('link', { name: new RegExp(earlierNo) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await offered.getByRole('button', { name: w.addTo(earlierNo) }).press('Enter');
    await page.waitForURL(new RegExp(`/workflow/claim-file/${earlierNo}$`));
    await expect(page.getByText('Toma Terț', { exact: true }).first()).toBeVisible();
    const timeline = page.getByRole('region', { name: w.timeline });
    await expect(timeline.getByText(`${w.reportLine} ${story}`)).toBeVisible();
    expect(problems).toEqual([]);
  });
}
