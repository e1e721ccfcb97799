/**
 * The strings of "Our answer to your claim" on the tracker's case page. The page body picks them
 * beside the case's own; only it imports this list, so the list stays out of the page's JavaScript.
 */
export const CASE_ANSWER_KEYS = [
  'settlement.case.heading',
  'settlement.case.offer',
  'settlement.case.refusal',
  'settlement.case.letterOf',
  'settlement.case.readLetter',
  'settlement.case.accept',
  'settlement.case.dispute',
  'settlement.case.acceptLead',
  'settlement.case.holder',
  'settlement.case.iban',
  'settlement.case.ibanHint',
  'settlement.case.sendAccept',
  'settlement.case.disputeLead',
  'settlement.case.reason',
  'settlement.case.sendDispute',
  'settlement.case.cancel',
  'settlement.case.sending',
  'settlement.case.accepted',
  'settlement.case.acceptedOn',
  'settlement.case.paid',
  'settlement.case.disputed',
  'settlement.case.review',
] as const;

export type CaseAnswerMessages = Record<(typeof CASE_ANSWER_KEYS)[number], string>;
