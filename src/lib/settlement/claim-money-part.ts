import { atom, computed } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import type { PayeeKind } from '../../../contract/settlement.ts';
import type { ClaimMoneyView, LetterView } from '../../../contract/settlement-view.ts';
import { createLoader } from '../pages/loader.ts';
import { createSaving } from '../pages/saving.ts';
import * as api from './api.ts';
import { createMoneyForm } from './money-form.ts';
import {
  type AdjustmentDraft,
  type AmountWords,
  adjustmentRow,
  amountText,
  figureDraftOf,
  figureInputOf,
  type OfferDraft,
  type PaymentDraft,
  paymentInputOf,
  type RefusalDraft,
  refusalInputOf,
  reservesDraftOf,
  reservesInputOf,
} from './money-drafts.ts';
import { type MoneyAction, mayPayClaimant, offerLeftOf, whyNotOf } from './money-rules.ts';

export type ClaimMoneyWords = AmountWords &
  Record<
    | 'claimMoney.saved.reserves'
    | 'claimMoney.saved.figure'
    | 'claimMoney.saved.offer'
    | 'claimMoney.saved.refusal'
    | 'claimMoney.saved.payment'
    | 'claimMoney.conflict.kept'
    | 'claimMoney.conflict.offer'
    | 'conflict.someone',
    string
  >;

/** The part of the section a save just changed: the island moves focus there once its form is gone. */
export interface MoneyNews {
  part: MoneyAction;
  at: number;
}

/**
 * The claim's money on the claim file page: loaded on its own (the claim file page does not wait
 * for it), and its forms (reserves, figure, offer, refusal, payment), one open at a time: each saves
 * on the version it was opened on, and every answer is the money as it is now.
 */
export function createClaimMoneyPart(claimFileNo: string, lang: Language, words: ClaimMoneyWords) {
  const money = createLoader(() => api.fetchClaimMoney(claimFileNo));
  const $news = atom<MoneyNews | null>(null);
  const $whyNot = computed(money.$loaded, (loaded) => (loaded.state === 'ready' ? whyNotOf(loaded.data) : null));
  const $offerConfirming = atom(false);
  const kept = { template: words['claimMoney.conflict.kept'], someone: words['conflict.someone'] };
  const common = <Draft, Input>(
    part: MoneyAction,
    form: {
      start: (view: ClaimMoneyView) => Draft;
      input: (draft: Draft) => Input;
      send: (no: string, version: number, input: Input) => Promise<ClaimMoneyView>;
    },
  ) =>
    createMoneyForm<Draft, Input>({
      money,
      saving: createSaving(words[`claimMoney.saved.${part}`]),
      ...form,
      conflict: part === 'offer' ? { ...kept, template: words['claimMoney.conflict.offer'] } : kept,
      opened: () => closeAll(),
      saved: () => $news.set({ part, at: Date.now() }),
    });

  const reserves = common('reserves', {
    start: (view) => reservesDraftOf(view, lang),
    input: (draft) => reservesInputOf(draft, lang, words),
    send: api.saveReserves,
  });
  const figure = common('figure', {
    start: (view) => figureDraftOf(view, lang),
    input: (draft) => figureInputOf(draft, lang, words),
    send: api.saveFigure,
  });
  // Letters are in Romanian unless the handler chooses English for this claimant.
  const offer = common('offer', {
    start: (): OfferDraft => ({ language: 'ro' }),
    input: (draft) => draft.language,
    send: api.sendOffer,
  });
  const refusal = common('refusal', {
    start: (): RefusalDraft => ({ language: 'ro', reasons: [], text: '' }),
    input: refusalInputOf,
    send: api.sendRefusal,
  });
  const payment = common('payment', {
    start: (view): PaymentDraft => {
      const claimant = mayPayClaimant(view);
      const left = offerLeftOf(view);
      return {
        payee: claimant ? 'claimant' : 'repair_shop',
        amount_minor: claimant && left > 0 ? amountText(left, lang) : '',
        payee_name: '',
        iban: '',
      };
    },
    input: (draft) => paymentInputOf(draft, lang, words),
    send: api.proposePayment,
  });
  const forms = { reserves, figure, offer, refusal, payment };
  function closeAll() {
    for (const form of Object.values(forms)) form.close();
    $offerConfirming.set(false);
  }
  const letters = createSaving();

  return {
    money,
    $news,
    $whyNot,
    ...forms,
    $offerConfirming,
    /** Adjustment rows of the open figure form: added empty, edited and removed one at a time. */
    addAdjustment: () => figure.edit((draft) => ({ ...draft, adjustments: [...draft.adjustments, adjustmentRow()] })),
    editAdjustment: (index: number, change: Partial<Omit<AdjustmentDraft, 'key'>>) =>
      figure.edit((draft) => ({
        ...draft,
        adjustments: draft.adjustments.map((row, i) => (i === index ? { ...row, ...change } : row)),
      })),
    removeAdjustment: (index: number) =>
      figure.edit((draft) => ({ ...draft, adjustments: draft.adjustments.filter((_, i) => i !== index) })),
    toggleReason: (code: string) =>
      refusal.edit((draft) => ({
        ...draft,
        reasons: draft.reasons.includes(code) ? draft.reasons.filter((c) => c !== code) : [...draft.reasons, code],
      })),
    /** The claimant is offered what is left of the offer they accepted; a repair shop's amount is typed from its invoice. */
    choosePayee(payee: PayeeKind) {
      const shown = money.data();
      const left = shown ? offerLeftOf(shown) : 0;
      payment.edit((draft) => ({
        ...draft,
        payee,
        amount_minor: payee === 'claimant' && left > 0 ? amountText(left, lang) : draft.amount_minor,
      }));
    },
    /** "Send the offer" asks first, showing the amount that goes out. */
    askOffer() {
      offer.saving.clear();
      $offerConfirming.set(true);
    },
    cancelOffer: () => $offerConfirming.set(false),
    /**
     * The question closes before the offer goes out: the dialog hands focus back as it closes, and
     * the news (the letter listed, or the refusal beside the form) must take it after that.
     */
    async confirmOffer() {
      $offerConfirming.set(false);
      await offer.save();
    },
    /** Problems opening a letter's PDF, shown beside the letters. */
    letters,
    async openLetter(letter: LetterView) {
      letters.clear();
      try {
        await api.downloadLetter(letter);
      } catch (error) {
        letters.$problem.set(error instanceof Error ? error.message : String(error));
      }
    },
    enter() {
      void money.load();
    },
    exit() {
      money.exit();
    },
  };
}

export type ClaimMoneyPart = ReturnType<typeof createClaimMoneyPart>;
