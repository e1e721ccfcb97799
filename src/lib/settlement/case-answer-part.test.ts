import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseMoney } from './case-api.ts';
import { createCaseAnswerPart, groupIban } from './case-answer-part.ts';

/*
 * The part against the real transport and a stubbed fetch: the answers are the server's own shapes
 * (server/features/settlement/settlement-flow.test.ts), so what is checked is what the part sends
 * and what it makes of each answer.
 */
const offer: CaseMoney = {
  letter: {
    id: 'l1',
    kind: 'offer',
    amount_minor: 123_456,
    reasons: [],
    text: '',
    created_at: '2026-03-05T10:00:00.000Z',
    pdf_href: '/api/settlement/case/letters/l1/pdf',
  },
  answer: null,
  pay_by: null,
  paid_on: null,
  may_answer: true,
};
const accepted: CaseMoney = {
  ...offer,
  answer: {
    kind: 'accepted',
    iban: 'RO49 •••• 0000',
    holder_name: 'Ion Popescu',
    reason: null,
    created_at: '2026-03-06T09:00:00.000Z',
  },
  pay_by: '2026-03-16',
  may_answer: false,
};
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const refusal = (status: number, code: string, message: string, field?: string) =>
  json(status, { error: { code, message, key: 'error.settlement.x', ...(field ? { field } : {}) } });

/** The answers the server gives, in turn; each request is kept to look at. */
function server(...answers: Response[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift() ?? json(500, {}));
  vi.stubGlobal('fetch', fetch);
  const sent = (i: number) => {
    const [url, init] = fetch.mock.calls[i]!;
    const headers = init.headers as Record<string, string>;
    return { url, method: init.method, auth: headers.Authorization, body: init.body && JSON.parse(String(init.body)) };
  };
  return { fetch, sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('the answer to the letter on the tracker', () => {
  it('groups an IBAN as typed, in capitals by four', () => {
    expect(groupIban(' ro49aaaa 1b31-0075 93840000 ')).toBe('RO49 AAAA 1B31 0075 9384 0000');
    expect(groupIban('ro4')).toBe('RO4');
  });

  it('keeps the IBAN refusal beside its field, then accepts with the newest token and forgets what was typed', async () => {
    const { sent } = server(
      refusal(400, 'validation_failed', 'Cifrele de control ale acestui IBAN nu se potrivesc.', 'iban'),
      json(200, accepted),
    );
    let token = 't1';
    const part = createCaseAnswerPart(offer, () => token);
    part.enter();
    part.open('accept');
    part.type('holder_name', 'Ion Popescu');
    part.type('iban', 'ro49 aaaa 1b31 0075 9384 0001');
    part.tidyIban();
    expect(part.$values.get().iban).toBe('RO49 AAAA 1B31 0075 9384 0001');
    await part.send();
    expect(sent(0)).toEqual({
      url: '/api/settlement/case/accept',
      method: 'POST',
      auth: 'Bearer t1',
      body: { holder_name: 'Ion Popescu', iban: 'RO49 AAAA 1B31 0075 9384 0001' },
    });
    expect(part.$fields.get()).toEqual({ iban: 'Cifrele de control ale acestui IBAN nu se potrivesc.' });
    expect(part.$problem.get()).toBe('');
    expect(part.$refusals.get()).toBe(1);
    expect(part.$form.get()).toBe('accept');
    expect(part.$answered.get()).toBe(false);

    // The visit's token was renewed meanwhile: the next call takes the new one.
    token = 't2';
    part.type('iban', 'RO49 AAAA 1B31 0075 9384 0000');
    await part.send();
    expect(sent(1).auth).toBe('Bearer t2');
    expect(part.$money.get()).toEqual(accepted);
    expect(part.$form.get()).toBeNull();
    expect(part.$answered.get()).toBe(true);
    expect(part.$fields.get()).toEqual({});
    expect(part.$values.get()).toEqual({ holder_name: '', iban: '', reason: '' });
  });

  it('sends once however often pressed, and disputes with the reason', async () => {
    const disputed: CaseMoney = {
      ...offer,
      answer: {
        kind: 'disputed',
        iban: null,
        holder_name: null,
        reason: 'Too little.',
        created_at: offer.letter!.created_at,
      },
      may_answer: false,
    };
    const { fetch, sent } = server(json(200, disputed));
    const part = createCaseAnswerPart(offer, () => 't');
    part.open('dispute');
    part.type('reason', 'Too little.');
    await Promise.all([part.send(), part.send()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent(0)).toMatchObject({ url: '/api/settlement/case/dispute', body: { reason: 'Too little.' } });
    expect(part.$money.get().answer?.kind).toBe('disputed');
  });

  it('says why when the refusal names no field of the form, and offers nothing more once answered elsewhere', async () => {
    server(
      refusal(401, 'unauthorized', 'Enter the code again.'),
      refusal(409, 'conflict', 'This letter has already been answered.'),
    );
    const part = createCaseAnswerPart(offer, () => 't');
    part.open('dispute');
    part.type('reason', 'No.');
    await part.send();
    expect(part.$problem.get()).toBe('Enter the code again.');
    expect(part.$fields.get()).toEqual({});
    expect(part.$form.get()).toBe('dispute');
    await part.send();
    expect(part.$problem.get()).toBe('This letter has already been answered.');
    expect(part.$refusals.get()).toBe(2);
    expect(part.$form.get()).toBeNull();
    expect(part.$money.get().may_answer).toBe(false);
    // Opening a form again clears the last refusal.
    part.open('accept');
    expect(part.$problem.get()).toBe('');
  });

  it('opens the letter from its PDF fetched with the token, and says why when it cannot', async () => {
    const pdf = new Response('%PDF-1.7', {
      status: 200,
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="C1-offer.pdf"' },
    });
    const { sent } = server(pdf, refusal(404, 'not_found', 'This letter does not exist.'));
    const open = vi.fn(() => ({}));
    vi.stubGlobal('window', { open });
    const part = createCaseAnswerPart(offer, () => 't');
    await part.openLetter();
    expect(sent(0)).toMatchObject({ url: '/api/settlement/case/letters/l1/pdf', auth: 'Bearer t' });
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), '_blank');
    expect(part.$letterProblem.get()).toBe('');
    await part.openLetter();
    expect(part.$letterProblem.get()).toBe('This letter does not exist.');
    expect(part.$letterBusy.get()).toBe(false);
  });

  it('leaves a page that has gone as it was', async () => {
    server(json(200, accepted));
    const part = createCaseAnswerPart(offer, () => 't');
    part.open('accept');
    const sending = part.send();
    part.exit();
    await sending;
    expect(part.$money.get()).toEqual(offer);
    expect(part.$answered.get()).toBe(false);
  });
});
