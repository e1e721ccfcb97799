import { request } from '../api/request.ts';

/*
 * The insurer's written answer as the tracker visitor reads it, with the case token, on the plain
 * request: the tracker page carries no schema library (its 80 KB budget), and the server's tests
 * hold these answers to their shape. The tracker page makes this one call for every case; the
 * calls that answer the letter (case-answer-api.ts) load only with the part that shows one.
 */

/** The insurer's newest letter, as the claimant may read it: never a reserve or an internal figure. */
export interface CaseLetter {
  id: string;
  kind: 'offer' | 'refusal';
  /** The indemnity offered, in bani; null on a refusal. */
  amount_minor: number | null;
  /** A refusal's reasons, in the letter's words. */
  reasons: string[];
  text: string;
  created_at: string;
  pdf_href: string;
}

export interface CaseAnswer {
  kind: 'accepted' | 'disputed';
  /** The account to pay, masked: its country, check digits and last four characters. */
  iban: string | null;
  holder_name: string | null;
  reason: string | null;
  created_at: string;
}

export interface CaseMoney {
  letter: CaseLetter | null;
  answer: CaseAnswer | null;
  /** YYYY-MM-DD: the day the payment is due by, once the offer is accepted. */
  pay_by: string | null;
  paid_on: string | null;
  may_answer: boolean;
}

/** The letter and the answer to it; refused (404) while the case has no claim file behind it. */
export const readCaseMoney = (token: string) => request<CaseMoney>('/settlement/case', { token });
