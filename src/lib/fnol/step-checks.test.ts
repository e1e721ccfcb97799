import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FNOL_STEP_SCHEMAS, type FnolStep } from '../../../contract/fnol.ts';
import { problemsOf } from '../../../contract/problems.ts';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import { FNOL_MAX_AGE_DAYS } from '../../../contract/event-date-range.ts';
import { BLANK } from './claim-form-steps.ts';
import { stepProblems } from './step-checks.ts';

/** The schema's first message per field (the form shows one), lists' parts counted as the list. */
function bySchema(step: FnolStep, values: Record<string, string | string[]>) {
  const result = v.safeParse(FNOL_STEP_SCHEMAS[step], values);
  const found: Record<string, string> = {};
  for (const p of result.success ? [] : problemsOf(result.issues)) found[p.field.split('.')[0] ?? ''] ??= p.key;
  return found;
}
const byHand = (step: FnolStep, values: Record<string, string | string[]>) =>
  Object.fromEntries(stepProblems(step, values).map((p) => [p.field, p.key]));

const CASES: Record<FnolStep, Record<string, string | string[]>[]> = {
  policy: [
    BLANK.policy,
    { policy_type: 'RCA', policy_no: ' ab-123 ', insured_name: '  Ion Pop ' },
    { policy_type: 'x'.repeat(65), policy_no: 'AB1', insured_name: 'Io' },
    { policy_type: 'CASCO', policy_no: 'AB_12345', insured_name: 'x'.repeat(121) },
    { policy_type: 'CASCO', policy_no: 'A'.repeat(31), insured_name: '   ab   ' },
  ],
  event: [
    BLANK.event,
    {
      event_date: '2026-11-01',
      event_time: ' 14:30 ',
      event_country: 'RO',
      event_county: 'B',
      event_place: 'Cluj',
      description: 'A long enough text',
    },
    {
      event_date: '01.11.2026',
      event_time: '24:00',
      event_country: '',
      event_county: '',
      event_place: ' x ',
      description: ' short ',
    },
    {
      event_date: '2026-11-01',
      event_time: '9:05',
      event_country: 'DE',
      event_county: '',
      event_place: 'y'.repeat(121),
      description: 'z'.repeat(2001),
    },
  ],
  vehicle: [
    BLANK.vehicle,
    {
      vehicle_category: 'car',
      vehicle_brand: 'dacia',
      vehicle_color: 'red',
      plate: ' b-12-abc ',
      damaged_parts: ['door'],
    },
    {
      vehicle_category: 'car',
      vehicle_brand: '',
      vehicle_color: 'red',
      plate: 'B1',
      damaged_parts: Array(31).fill('door'),
    },
    { vehicle_category: '', vehicle_brand: 'x', vehicle_color: '', plate: 'B_123', damaged_parts: ['door', ''] },
  ],
  others: [
    BLANK.others,
    { ...BLANK.others, other_vehicle: 'none', injured: 'no' },
    { ...BLANK.others, other_vehicle: 'yes', other_plate: ' b-1 ', injured: 'no', amicable: '' },
    {
      ...BLANK.others,
      other_vehicle: 'yes',
      other_plate: 'cj 10 abc',
      injured: 'no',
      amicable: 'fields',
      other_insurer: 'A',
      other_policy_no: '#1',
      police_report_no: 'PV_12',
    },
    {
      ...BLANK.others,
      other_vehicle: 'yes',
      other_plate: 'CJ10ABC',
      other_driver: 'd'.repeat(121),
      injured: 'yes',
      injury_note: 'n'.repeat(501),
      amicable: 'bogus',
      witness_count: '2',
      witness1_name: 'A',
      witness1_phone: '07',
      witness2_name: 'Ion Pop',
      witness2_phone: '+40 722 000 000',
    },
    { ...BLANK.others, other_vehicle: 'maybe', injured: 'yes', witness_count: '1', witness1_name: 'x'.repeat(121) },
  ],
  contact: [
    BLANK.contact,
    { contact_channel: 'email', contact: ' a@b.ro ', contact_confirmation: 'A@B.RO' },
    { contact_channel: 'email', contact: 'a@b', contact_confirmation: 'a@c' },
    { contact_channel: 'sms', contact: '+40 722 000 000', contact_confirmation: '+40722000000' },
    { contact_channel: 'sms', contact: '0722', contact_confirmation: '0722' },
    { contact_channel: 'fax', contact: 'x'.repeat(201), contact_confirmation: '' },
    { contact_channel: 'email', contact: 'a@b.ro', contact_confirmation: 'c@d.ro' },
  ],
};

describe('the claim form step checks written by hand', () => {
  for (const [step, cases] of Object.entries(CASES) as [FnolStep, Record<string, string | string[]>[]][]) {
    it(`agree with the contract's ${step} schema`, () => {
      for (const values of cases) expect(byHand(step, values), JSON.stringify(values)).toEqual(bySchema(step, values));
    });
  }
});

describe("the event step's day", () => {
  const event = (event_date: string) => ({
    event_date,
    event_time: '08:30',
    event_country: 'RO',
    event_county: 'CJ',
    event_place: 'Cluj',
    description: 'A long enough text',
  });
  const today = businessDate(new Date());
  it('refuses a day in the future, and one older than a claim may be notified, on the step that asks for it', () => {
    expect(byHand('event', event(addDays(today, 1)))).toEqual({ event_date: 'error.fnol.eventInFuture' });
    expect(byHand('event', event(addDays(today, -FNOL_MAX_AGE_DAYS - 1)))).toEqual({
      event_date: 'error.fnol.eventTooOld',
    });
    expect(byHand('event', event(today))).toEqual({});
    expect(byHand('event', event(addDays(today, -FNOL_MAX_AGE_DAYS)))).toEqual({});
  });
});

describe("the event step's time", () => {
  afterEach(() => vi.useRealTimers());
  it("refuses a time later than now on today's date, on the insurer's clock", () => {
    // 08:00 UTC is 11:00 in Bucharest in June.
    vi.useFakeTimers({ now: new Date('2026-06-01T08:00:00Z') });
    const event = (event_date: string, event_time: string) => ({
      event_date,
      event_time,
      event_country: 'DE',
      event_place: 'Berlin',
      description: 'A long enough text',
    });
    expect(byHand('event', event('2026-06-01', '11:30'))).toEqual({ event_time: 'error.fnol.eventTimeInFuture' });
    expect(byHand('event', event('2026-06-01', '10:30'))).toEqual({});
    expect(byHand('event', event('2026-05-31', '23:30'))).toEqual({});
  });
});
