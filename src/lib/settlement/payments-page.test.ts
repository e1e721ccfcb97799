import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '../../../contract/settlement-view.ts';
import { $snacks } from '../stores/messages.ts';
import { jsonAnswer, refusalAnswer, type SentCall, standInServer } from '../../test/api-stand-in.ts';
import { createPaymentsPage } from './payments-page.ts';

/** The page store with the real API client, in front of a stand-in for /api/settlement. */
const payment = (id: string, state: PaymentView['state'], extra: Partial<PaymentView> = {}): PaymentView => ({
  id,
  claim_file_no: `DEMO0000${id}`,
  payee_kind: 'claimant',
  payee_name: `Payee ${id}`,
  iban: 'RO49AAAA1B31007593840000',
  amount_minor: 1_234_56,
  penalty_minor: 0,
  days_late: 0,
  due_date: '2026-01-25',
  state,
  state_name: state,
  proposed_by: 'Mihai Manager',
  proposed_at: '2026-01-15T09:00:00.000Z',
  approved_by: null,
  approved_at: null,
  paid_on: null,
  failure_reason: null,
  batch_id: null,
  version: 3,
  may_approve: state === 'proposed',
  why_not: null,
  ...extra,
});

const words = {
  'settlement.payments.approvedNow': 'Approved.',
  'settlement.payments.withdrawnNow': 'Withdrawn.',
  'settlement.payments.paidNow': 'Paid.',
  'settlement.payments.failedNow': 'Failed.',
  'settlement.payments.fileMade': 'File made.',
  'settlement.payments.changed': 'Someone changed it; the list is reloaded.',
  'settlement.payments.reloaded': 'The list is reloaded.',
};
const json = jsonAnswer;
const refusal = refusalAnswer;

let sent: SentCall[] = [];
let queue: PaymentView[] = [];
let answer: (call: SentCall) => Response | undefined = () => undefined;

beforeEach(() => {
  queue = [payment('1', 'proposed'), payment('2', 'approved'), payment('3', 'in_batch', { batch_id: 'b1' })];
  answer = () => undefined;
  sent = standInServer((call) => {
    const special = answer(call);
    if (special) return special;
    if (call.path === '/settlement/batches' && call.method === 'GET') return json(200, []);
    return json(200, queue);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  $snacks.set([]);
});

async function enteredPage(today = '2026-01-16') {
  const page = createPaymentsPage(words, () => today);
  page.enter();
  await vi.waitFor(() => expect(page.queue.$loaded.get().state).toBe('ready'));
  return page;
}

describe('the payments page', () => {
  it('shows the queue section by section and proposes the next working day for the bank file', async () => {
    // A Friday: the next working day is the Monday.
    const page = await enteredPage('2026-01-16');
    const groups = page.$groups.get();
    expect([groups.proposed, groups.approved, groups.inBatch, groups.paid].map((g) => g.map((p) => p.id))).toEqual([
      ['1'],
      ['2'],
      ['3'],
      [],
    ]);
    expect(page.$executionDate.get()).toBe('2026-01-19');
    expect(page.paidOnOf('3')).toBe('2026-01-16');
  });

  it('approves on the version shown and shows the queue the server answers', async () => {
    const page = await enteredPage();
    const approved = { ...queue[0]!, state: 'approved' as const, version: 4, approved_by: 'Elena Handler' };
    answer = (call) => (call.method === 'POST' ? json(200, [approved, queue[1], queue[2]]) : undefined);
    await page.approve(queue[0]!);
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/settlement/payments/1/approve', ifMatch: '"3"', body: {} });
    expect(page.$groups.get().approved.map((p) => p.id)).toEqual(['1', '2']);
    expect($snacks.get().map((s) => s.text)).toEqual(['Approved.']);
  });

  it('says plainly that a payment changed meanwhile, does nothing more and loads the list again', async () => {
    const page = await enteredPage();
    const before = sent.filter((s) => s.path === '/settlement/payments').length;
    answer = (call) =>
      call.method === 'POST'
        ? refusal(409, 'conflict', 'error.version.conflict', 'Someone else changed this since you opened it.')
        : undefined;
    queue = [{ ...queue[0]!, state: 'approved', version: 4 }, queue[1]!, queue[2]!];
    await page.approve(payment('1', 'proposed'));
    expect(page.$notice.get()).toBe('Someone changed it; the list is reloaded.');
    expect(sent.filter((s) => s.path === '/settlement/payments').length).toBe(before + 1);
    expect(page.$groups.get().proposed).toEqual([]);
    expect(page.savingOf('1').$problem.get()).toBe('');
    expect($snacks.get()).toEqual([]);
  });

  it("gives a refusal of the server's own words a plain ending, and a limit above the approver's beside the payment", async () => {
    const page = await enteredPage();
    answer = () => refusal(409, 'conflict', 'error.settlement.paymentNotProposed', 'No longer waiting.');
    await page.approve(queue[0]!);
    expect(page.$notice.get()).toBe('No longer waiting. The list is reloaded.');

    answer = () =>
      refusal(403, 'forbidden', 'error.settlement.aboveLimit', 'Above your limit of 15,000.00 lei.', 'amount_minor');
    await page.approve(queue[0]!);
    expect(page.$notice.get()).toBe('');
    expect(page.savingOf('1').$problem.get()).toBe('Above your limit of 15,000.00 lei.');
  });

  it('records a payment paid on today unless another day is typed, and shows a refused day beside its field', async () => {
    const page = await enteredPage('2026-01-16');
    const inBatch = queue[2]!;
    answer = () => refusal(400, 'validation_failed', 'error.settlement.paidInFuture', 'Not in the future.', 'paid_on');
    page.$paidOn.setKey('3', '2026-02-01');
    await page.markPaid(inBatch);
    expect(sent.at(-1)).toMatchObject({
      path: '/settlement/payments/3/paid',
      ifMatch: '"3"',
      body: { paid_on: '2026-02-01' },
    });
    expect(page.savingOf('3').$fields.get()).toEqual({ paid_on: 'Not in the future.' });
    expect(page.savingOf('3').$problem.get()).toBe('');

    answer = () => undefined;
    page.$paidOn.setKey('3', '2026-01-16');
    await page.markPaid(inBatch);
    expect(sent.at(-1)?.body).toEqual({ paid_on: '2026-01-16' });
    expect(page.savingOf('3').$fields.get()).toEqual({});
  });

  it("sends the bank's reason when a payment failed, trimmed", async () => {
    const page = await enteredPage();
    page.$failureReason.setKey('3', '  Account closed.  ');
    await page.markFailed(queue[2]!);
    expect(sent.at(-1)).toMatchObject({ path: '/settlement/payments/3/failed', body: { reason: 'Account closed.' } });
    expect($snacks.get().map((s) => s.text)).toEqual(['Failed.']);
  });

  it('makes the bank file on the day chosen, a past day refused beside the date, and loads both lists again', async () => {
    const page = await enteredPage();
    answer = (call) =>
      call.path === '/settlement/batches' && call.method === 'POST'
        ? refusal(400, 'validation_failed', 'error.settlement.executionInPast', 'Not in the past.', 'execution_date')
        : undefined;
    page.$executionDate.set('2026-01-01');
    await page.makeBankFile();
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ body: { execution_date: '2026-01-01' } });
    expect(page.bankFile.$fields.get()).toEqual({ execution_date: 'Not in the past.' });
    expect(page.bankFile.$problem.get()).toBe('');

    answer = (call) =>
      call.path === '/settlement/batches' && call.method === 'POST' ? json(201, { id: 'b2' }) : undefined;
    page.$executionDate.set('2026-01-19');
    const loadsBefore = sent.filter((s) => s.method === 'GET').length;
    await page.makeBankFile();
    expect(page.bankFile.$fields.get()).toEqual({});
    expect(
      sent
        .filter((s) => s.method === 'GET')
        .map((s) => s.path)
        .slice(loadsBefore),
    ).toEqual(['/settlement/payments', '/settlement/batches']);
    expect($snacks.get().map((s) => s.text)).toEqual(['File made.']);
  });

  it('says at the top when another bank file took the approved payments first, and loads the lists again', async () => {
    const page = await enteredPage();
    answer = (call) =>
      call.path === '/settlement/batches' && call.method === 'POST'
        ? refusal(409, 'conflict', 'error.settlement.nothingToPay', 'There is no approved payment.')
        : undefined;
    queue = [queue[0]!, { ...queue[1]!, state: 'in_batch', batch_id: 'b9' }, queue[2]!];
    await page.makeBankFile();
    expect(page.$notice.get()).toBe('There is no approved payment. The list is reloaded.');
    expect(page.bankFile.$problem.get()).toBe('');
    expect(page.$groups.get().approved).toEqual([]);
    expect($snacks.get()).toEqual([]);
  });

  it('asks before withdrawing and withdraws on the version shown', async () => {
    const page = await enteredPage();
    page.askToWithdraw(queue[1]!);
    expect(page.$withdrawing.get()?.id).toBe('2');
    await page.confirmWithdraw();
    expect(sent.at(-1)).toMatchObject({ path: '/settlement/payments/2/cancel', ifMatch: '"3"' });
    expect(page.$withdrawing.get()).toBeNull();
  });
});
