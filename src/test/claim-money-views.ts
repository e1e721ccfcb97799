import type { ClaimMoneyView, LetterView, PaymentView } from '../../contract/settlement-view.ts';

/**
 * A claim's money as the server answers it, for the store and render tests: an approved note of
 * 2,129.07 lei on a CASCO policy with a 200.00 lei deductible, nothing sent yet.
 */
export function testMoney(change: Partial<ClaimMoneyView> = {}): ClaimMoneyView {
  return {
    claim_file_no: 'DEMO000789',
    version: 3,
    state: 'open',
    state_name: 'awaiting an answer',
    may_handle: true,
    damage_kind: 'collision',
    vat_recoverable: false,
    vehicle_value_minor: null,
    salvage_value_minor: null,
    deductible_minor: 20_000,
    sum_insured_minor: 5_000_000,
    adjustments: [],
    reserves: {
      indemnity_minor: 212_907,
      expenses_minor: 60_000,
      moves: [
        {
          kind: 'expenses',
          from_minor: 0,
          to_minor: 60_000,
          source: 'intake',
          reason: null,
          by: null,
          at: '2027-01-04T08:00:00.000Z',
        },
        {
          kind: 'indemnity',
          from_minor: 0,
          to_minor: 800_000,
          source: 'intake',
          reason: null,
          by: null,
          at: '2027-01-04T08:00:00.000Z',
        },
        {
          kind: 'indemnity',
          from_minor: 800_000,
          to_minor: 212_907,
          source: 'approval',
          reason: null,
          by: 'Mihai Manager',
          at: '2027-01-06T10:00:00.000Z',
        },
      ],
    },
    figure: {
      basis: 'repair',
      lines: [
        { key: 'repair_total', label: 'Repair total (approved assessment)', amount_minor: 212_907, reason: null },
        { key: 'deductible', label: "Less the policy's deductible", amount_minor: -20_000, reason: null },
      ],
      total_minor: 192_907,
      repair_share_basis_points: null,
      total_loss_basis_points: 7500,
    },
    deadlines: [
      { kind: 'inspection', due: '2027-01-11', done_on: '2027-01-06', standing: 'met', days_late: 0 },
      { kind: 'answer', due: '2027-02-03', done_on: null, standing: 'open', days_late: 0 },
      { kind: 'payment', due: null, done_on: null, standing: null, days_late: 0 },
    ],
    letters: [],
    answer: null,
    payments: [],
    refusal_reasons: [
      { code: 'not_covered', name: 'The event is not covered by the policy.' },
      { code: 'documents_missing', name: 'The documents requested were not sent.' },
    ],
    ...change,
  };
}

export const testOffer = (amount_minor: number): LetterView => ({
  id: 'letter-1',
  kind: 'offer',
  amount_minor,
  reasons: [],
  text: '',
  language: 'ro',
  sent_to: 'claimant@example.test',
  created_at: '2027-01-07T09:00:00.000Z',
  created_by: 'Mihai Manager',
  pdf_href: '/api/settlement/letters/letter-1/pdf',
});

export const testPayment = (change: Partial<PaymentView> = {}): PaymentView => ({
  id: 'payment-1',
  claim_file_no: 'DEMO000789',
  payee_kind: 'claimant',
  payee_name: 'Ion Popescu',
  iban: 'RO49AAAA1B31007593840000',
  amount_minor: 50_000,
  penalty_minor: 0,
  days_late: 0,
  due_date: '2027-01-18',
  state: 'proposed',
  state_name: 'waiting for approval',
  proposed_by: 'Mihai Manager',
  proposed_at: '2027-01-08T09:00:00.000Z',
  approved_by: null,
  approved_at: null,
  paid_on: null,
  failure_reason: null,
  batch_id: null,
  version: 1,
  may_approve: false,
  why_not: 'You proposed this payment; another person must approve it.',
  ...change,
});
