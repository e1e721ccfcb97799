import { expect, type Page, test } from '@playwright/test';
import { businessDate } from '../../contract/business-time.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { trackerCode } from './helpers.ts';

/** The code step on a busy shared network and when no code came, on a phone and by keyboard. */
test.use({ viewport: { width: 400, height: 860 } });

const WORDS = {
  en: {
    prefix: '',
    network: 'Many access codes were asked for from this network in the last hour.',
    help: "Didn't get a code?",
    spam: 'Wait a minute, and look in your spam or junk folder.',
    more: 'More help with following your claim',
    number: 'Claim number:',
    submit: 'Open my claim',
  },
  ro: {
    prefix: '/ro',
    network: 'Din această rețea au fost cerute multe coduri de acces în ultima oră.',
    help: 'Nu ați primit codul?',
    spam: 'Așteptați un minut și verificați dosarul de mesaje nedorite (spam).',
    more: 'Mai mult ajutor pentru urmărirea dosarului',
    number: 'Număr dosar:',
    submit: 'Deschideți dosarul',
  },
} as const;

let run = 0;
/**
 * An address of this test's own, as one shared network (an office, a mobile operator) looks: in a
 * range no other spec uses, since it is left blocked for an hour.
 */
const network = () => `198.21.${process.pid % 250}.${++run}`;

/** A claim reported on the public form: its receipt carries the link our message gives. */
async function reportedClaim(page: Page, language: 'en' | 'ro') {
  const contact = `network-${process.pid}-${run}-${language}@example.test`;
  const answer = await page.request.post('/api/fnol/submit/DEMO', {
    headers: { 'X-Forwarded-For': `198.22.${process.pid % 250}.${run}`, 'Accept-Language': language },
    data: {
      policy: { policy_type: 'RCA', policy_no: `RORCA7${String(Date.now()).slice(-7)}`, insured_name: 'Ana Marinescu' },
      event: {
        event_date: businessDate(new Date()),
        event_time: '00:00',
        event_country: 'RO',
        event_county: 'CJ',
        event_place: 'Cluj-Napoca',
        description: 'Another car hit my rear bumper at a red light.',
      },
      vehicle: {
        vehicle_category: 'car',
        vehicle_brand: 'dacia',
        vehicle_color: 'white',
        plate: 'CJ 10 NET',
        damaged_parts: ['part-bumper-rear'],
      },
      contact: { contact_channel: 'email', contact, contact_confirmation: contact },
      others: { other_vehicle: 'none', injured: 'no' },
      declaration: true,
      different_claim: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { case_no: string; tracker_url: string };
}

for (const language of ['en', 'ro'] as const) {
  const w = WORDS[language];
  test(`${language}: a busy shared network stops a typed number, never the link of our message`, async ({ page }) => {
    const claim = await reportedClaim(page, language);
    const address = network();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    // Someone else on the same network asks for codes of ten numbers.
    for (let i = 0; i < 10; i++)
      await page.request.get(`/api/tracker/startChallenge/ZZNET${String(run * 100 + i).padStart(6, '0')}`, {
        headers: { 'X-Forwarded-For': address },
      });

    await page.goto(`${w.prefix}/status/${claim.case_no}?org_code=DEMO`);
    await expect(page.getByText(w.network)).toBeVisible();
    // What to try, one key away; the help it leads to is the insurer's own.
    const help = page.getByText(w.help, { exact: true });
    for (let i = 0; i < 30 && !(await help.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(help).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(w.spam)).toBeVisible();
    await expect(page.getByRole('link', { name: w.more })).toHaveAttribute('href', `${w.prefix}/welcome/DEMO/help`);
    await expectNoSeriousAxeViolations(page);

    // The link of our message opens the code step at once, naming the claim it opens.
    const link = new URL(claim.tracker_url);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(`${w.number} ${claim.case_no}`)).toBeVisible();
    const input = page.getByRole('textbox');
    await expect(input).toBeFocused();
    await input.fill(await trackerCode(page.request, claim.case_no));
    await page.keyboard.press('Enter');
    await expect(page.locator('#tracker-case-heading')).toBeFocused();
    await expect(page.getByText(w.help, { exact: true })).toBeHidden();
    await expectNoSeriousAxeViolations(page);
  });
}
