import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINES, useSeededApp } from '../../test/engines.ts';
import { TRACKER } from './limits.ts';

/**
 * The shape of an answer: its keys, the type of each value, and for text its length and which
 * classes of characters it holds (digits, letters, and each other character as itself). Two answers
 * of one shape differ only in what no visitor can learn anything from, such as a random id.
 */
function shape(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(shape).join(',')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => `${key}:${shape(inner)}`)
      .join(',')}}`;
  }
  if (typeof value === 'string') {
    const classes = new Set([...value].map((ch) => (/\d/.test(ch) ? '9' : /[a-z]/i.test(ch) ? 'a' : ch)));
    return `string(${value.length}:${[...classes].sort().join('')})`;
  }
  return typeof value;
}

/** Real cases reached by e-mail and by phone, of every form a policyholder's contact takes. */
const EMAILS = [
  'client@example.test',
  'ana.pop@yahoo.com',
  'Z@firma.ro',
  '1george@mail.co.uk',
  'ioana@gmail.com',
  'x_y@asigurari.eu',
  'mircea@icloud.com',
];
const PHONES = [
  '+40722123423',
  '0744555001',
  '+40211234567',
  '0799000099',
  '+373691234',
  '0040721000017',
  '0733111222',
];
const UNKNOWN = [
  ...['DEMO999999', 'NOSUCH01', 'ABCDEF', 'ZZZZZZZZZZZZ', 'X12345678901', '123456'],
  ...['DEMO-0000-7', 'CLAIM2026', 'RCA000001', 'PHONE0001', 'MAIL00001', 'Q9Q9Q9Q9'],
];

describe.each(TEST_ENGINES)('a known and an unknown case number before verification on $name', (engine) => {
  const ctx = useSeededApp(engine, { env: { TRUSTED_PROXIES: 'loopback' } });
  let addresses = 0;
  const freshAddress = () => `203.0.113.${++addresses % 250}`;
  const get = async (path: string, address: string) => {
    const res = await ctx.api.get(path, { 'X-Forwarded-For': address });
    expect(res.status, path).toBe(200);
    return res.body as Record<string, unknown>;
  };

  /** Puts cases of both channel kinds next to the seeded ones; answers their numbers by kind. */
  const addCases = async () => {
    const db = ctx.t.database.db;
    const org = await db.selectFrom('organisations').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
    const add = async (prefix: string, contacts: string[]) => {
      const numbers = contacts.map((_, i) => `${prefix}${String(i).padStart(6, '0')}`);
      await db
        .insertInto('tracker_cases')
        .values(
          contacts.map((contact_channel, i) => ({
            id: randomUUID(),
            organisation_id: org.id,
            case_no: numbers[i]!,
            contact_channel,
            created_at: ctx.t.clock.now().toISOString(),
          })),
        )
        .execute();
      return numbers;
    };
    return { email: await add('MAILCASE', EMAILS), phone: await add('SMSCASE', PHONES) };
  };

  /** Every answer the pre-verification calls give for one number, each from an address of its own. */
  const answersFor = async (caseNo: string) => {
    const address = freshAddress();
    const lookup = await get(`/api/tracker/findTackerCaseData/${caseNo}`, address);
    return {
      // The lookup repeats the number it was given: what the caller sent, not what the server knows.
      lookup: { ...lookup, case_no: lookup.case_no === caseNo ? 'the number asked about' : lookup.case_no },
      first: await get(`/api/tracker/startChallenge/${caseNo}`, address),
      // A second call within the minute: the resend the page offers, answered from the same challenge.
      resend: await get(`/api/tracker/startChallenge/${caseNo}`, address),
    };
  };

  /** The shapes each call gave over a set of numbers. */
  const shapesOver = async (numbers: string[]) => {
    const shapes = { lookup: new Set<string>(), first: new Set<string>(), resend: new Set<string>() };
    for (const caseNo of numbers) {
      const answers = await answersFor(caseNo);
      for (const call of ['lookup', 'first', 'resend'] as const) shapes[call].add(shape(answers[call]));
    }
    return shapes;
  };

  it('gives answers of the same shapes, field by field, for known numbers of both kinds and unknown ones', async () => {
    const known = await addCases();
    const email = await shapesOver(known.email);
    const phone = await shapesOver(known.phone);
    const unknown = await shapesOver(UNKNOWN);
    for (const call of ['lookup', 'first', 'resend'] as const) {
      expect([...phone[call]], `${call}: phone cases`).toEqual([...email[call]]);
      expect([...unknown[call]], `${call}: unknown numbers`).toEqual([...email[call]]);
    }
    // Every answer of a call has one shape whatever the number: nothing varies with the contact.
    expect(email.first.size).toBe(1);
    // Codes did go out, to the real cases only.
    expect((await ctx.api.get('/api/dev/outbox')).body).toHaveLength(EMAILS.length + PHONES.length);
  });

  it('never shows any part of the contact before the code is verified', async () => {
    const known = await addCases();
    for (const caseNo of [...known.email, ...known.phone]) {
      const text = JSON.stringify(await answersFor(caseNo));
      expect(text).not.toMatch(/•|@|\*/);
    }
  });

  it('blocks an address that looked up many numbers alike, known or not, with answers of one shape', async () => {
    const known = await addCases();
    const address = '198.51.100.99';
    // Lookups of unknown numbers send nothing, yet cost the address what a send costs.
    const lookedUp = [...UNKNOWN.slice(0, 5), ...known.email.slice(0, 3), ...known.phone.slice(0, 2)];
    expect(lookedUp).toHaveLength(TRACKER.sendsPerAddressPerHour);
    for (const caseNo of lookedUp)
      expect((await get(`/api/tracker/startChallenge/${caseNo}`, address)).status).toBe('sent');
    const blocked = new Set<string>();
    for (const caseNo of [...known.email.slice(-2), ...known.phone.slice(-2), ...UNKNOWN.slice(-4)]) {
      const answer = await get(`/api/tracker/startChallenge/${caseNo}`, address);
      expect(answer).toMatchObject({ status: 'blocked', is_blocked: true, challenge_id: null });
      blocked.add(shape(answer));
    }
    expect(blocked.size).toBe(1);
  });

  it('answers a wrong code alike for a known and an unknown number', async () => {
    const known = await addCases();
    const wrongCode = async (caseNo: string) => {
      const address = freshAddress();
      const challenge = await get(`/api/tracker/startChallenge/${caseNo}`, address);
      const body = { challenge_id: challenge.challenge_id, case_no: caseNo, code: '??????' };
      const res = await ctx.api.post('/api/tracker/verifyChallenge', body, { 'X-Forwarded-For': address });
      return shape(res.body);
    };
    const shapes = new Set([
      await wrongCode(known.email[0]!),
      await wrongCode(known.phone[0]!),
      await wrongCode(UNKNOWN[0]!),
    ]);
    expect(shapes.size).toBe(1);
  });
});
