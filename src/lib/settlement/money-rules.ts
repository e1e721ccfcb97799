import type { MoneyState } from '../../../contract/settlement.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';

/** The actions of the money section: each button's form. */
export const MONEY_ACTIONS = ['reserves', 'figure', 'offer', 'refusal', 'payment'] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];

/** Why an action is not open now: the key of the server's own refusal, and the values it names. */
export interface WhyNot {
  key:
    | 'error.settlement.notHandler'
    | 'error.settlement.settled'
    | 'error.settlement.noApprovedNote'
    | 'error.settlement.nothingToOffer'
    | 'error.settlement.cannotAnswer'
    | 'error.settlement.notAccepted';
  params?: Record<string, string>;
}

// The states a written answer may go out in, as the server holds them (send-letter.ts): a new
// letter replaces the last while nothing was accepted or paid.
const ANSWERABLE: Record<'offer' | 'refusal', readonly MoneyState[]> = {
  offer: ['open', 'offered', 'refused', 'disputed'],
  refusal: ['open', 'offered', 'disputed'],
};

/**
 * What the caller may do with the claim's money now, action by action: null where they may, or
 * why not. The server decides again on every change; this only keeps people from a button that
 * can only be refused, and tells them why.
 */
export function whyNotOf(view: ClaimMoneyView): Record<MoneyAction, WhyNot | null> {
  if (!view.may_handle) {
    const notHandler: WhyNot = { key: 'error.settlement.notHandler' };
    return { reserves: notHandler, figure: notHandler, offer: notHandler, refusal: notHandler, payment: notHandler };
  }
  const noNote = view.figure.basis === 'none';
  const cannotAnswer = (kind: 'offer' | 'refusal'): WhyNot | null =>
    ANSWERABLE[kind].includes(view.state)
      ? null
      : { key: 'error.settlement.cannotAnswer', params: { state: view.state_name } };
  const offer =
    cannotAnswer('offer') ??
    (noNote ? { key: 'error.settlement.noApprovedNote' } : null) ??
    (view.figure.total_minor <= 0 ? { key: 'error.settlement.nothingToOffer' } : null);
  // A repair shop is paid once the note is approved; the claimant once they accepted the offer.
  const payment: WhyNot | null =
    view.state === 'accepted' || !noNote
      ? null
      : { key: view.state === 'open' ? 'error.settlement.noApprovedNote' : 'error.settlement.notAccepted' };
  return {
    reserves: null,
    figure: view.state === 'paid' ? { key: 'error.settlement.settled' } : null,
    offer,
    refusal: cannotAnswer('refusal'),
    payment,
  };
}

/** Whether the claimant may be paid now: they accepted the offer and gave their account. */
export const mayPayClaimant = (view: ClaimMoneyView) =>
  view.state === 'accepted' && view.answer?.kind === 'accepted' && Boolean(view.answer.iban);

/** What is left to pay the claimant of the offer they accepted: its amount less what was proposed for them already. */
export function offerLeftOf(view: ClaimMoneyView): number {
  const offer = view.letters.at(-1);
  if (!mayPayClaimant(view) || offer?.kind !== 'offer') return 0;
  const proposed = view.payments
    .filter((p) => p.payee_kind === 'claimant' && p.state !== 'cancelled')
    .reduce((sum, p) => sum + p.amount_minor, 0);
  return Math.max(0, (offer.amount_minor ?? 0) - proposed);
}

/** An IBAN as people read it: groups of four. */
export const ibanText = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** Basis points as a percentage in the reader's digits (7500 is 75 %, 8123 is 81,23 % in Romanian). */
export function percentText(basisPoints: number, lang: 'en' | 'ro'): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  const decimals = rest === 0 ? '' : `${lang === 'ro' ? ',' : '.'}${String(rest).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole}${decimals}\u00a0%`;
}
