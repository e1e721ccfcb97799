import type { Language } from '../../../contract/languages.ts';
import {
  type DamageKind,
  type FigureInput,
  type PayeeKind,
  type ProposePaymentInput,
  type RefusalInput,
  type ReservesInput,
  SETTLEMENT_LIMITS,
} from '../../../contract/settlement.ts';
import type { ClaimMoneyView } from '../../../contract/settlement-view.ts';
import { ApiError } from '../api/api-error.ts';
import { type AmountProblemKey, formatAmount, PLACES, parseAmount } from '../assessments/amounts.ts';

/**
 * The money forms as typed: amounts stay text until sent (as in the assessment note), read in the
 * reader's way of writing numbers (1.234,56 in Romanian, 1,234.56 in English) into whole bani.
 */
export interface ReservesDraft {
  indemnity_minor: string;
  expenses_minor: string;
  reason: string;
}
export interface AdjustmentDraft {
  /** Tells the rows apart while they are added and removed. */
  key: string;
  amount_minor: string;
  reason: string;
}
export interface FigureDraft {
  damage_kind: DamageKind;
  vat_recoverable: boolean;
  vehicle_value_minor: string;
  salvage_value_minor: string;
  adjustments: AdjustmentDraft[];
}
export interface OfferDraft {
  language: Language;
}
export interface RefusalDraft {
  language: Language;
  reasons: string[];
  text: string;
}
export interface PaymentDraft {
  payee: PayeeKind;
  amount_minor: string;
  payee_name: string;
  iban: string;
}

/** The words an amount typed wrong is refused with, in the page's language. */
export type AmountWords = Record<
  | 'error.settlement.amountNumber'
  | 'error.settlement.amountFormat'
  | 'error.settlement.negative'
  | 'error.settlement.wholeBani'
  | 'error.settlement.tooLarge',
  string
>;

const PROBLEM_KEYS: Record<AmountProblemKey, keyof AmountWords> = {
  'error.noteInput.required': 'error.settlement.amountNumber',
  'error.noteInput.format': 'error.settlement.amountFormat',
  'error.noteInput.negative': 'error.settlement.negative',
  'error.noteInput.decimals': 'error.settlement.wholeBani',
  'error.noteInput.tooLarge': 'error.settlement.tooLarge',
};

let rows = 0;
export const adjustmentRow = (amount_minor = '', reason = ''): AdjustmentDraft => ({
  key: `adjustment-${++rows}`,
  amount_minor,
  reason,
});

/** Bani as an input starts with them: the reader's digits, no currency. */
export const amountText = (minor: number, lang: Language) => formatAmount(minor, lang, PLACES.money);

export const reservesDraftOf = (view: ClaimMoneyView, lang: Language): ReservesDraft => ({
  indemnity_minor: amountText(view.reserves.indemnity_minor, lang),
  expenses_minor: amountText(view.reserves.expenses_minor, lang),
  reason: '',
});

export const figureDraftOf = (view: ClaimMoneyView, lang: Language): FigureDraft => ({
  damage_kind: view.damage_kind,
  vat_recoverable: view.vat_recoverable,
  vehicle_value_minor: view.vehicle_value_minor === null ? '' : amountText(view.vehicle_value_minor, lang),
  salvage_value_minor: view.salvage_value_minor === null ? '' : amountText(view.salvage_value_minor, lang),
  adjustments: view.adjustments.map((a) => adjustmentRow(amountText(a.amount_minor, lang), a.reason)),
});

/**
 * Reads the amounts of one form: each field's text into bani, or a refusal naming every field
 * typed wrong (shown beside each, as the server's own refusals are). `optional` fields may be
 * empty (null); `signed` ones may start with a minus.
 */
export function readAmounts<F extends string>(
  fields: readonly { field: F; text: string; optional?: boolean; signed?: boolean }[],
  lang: Language,
  words: AmountWords,
): Record<F, number | null> {
  const values = {} as Record<F, number | null>;
  const problems: { field: string; key: string; message: string }[] = [];
  for (const { field, text, optional, signed } of fields) {
    const typed = text.trim();
    if (optional && typed === '') {
      values[field] = null;
      continue;
    }
    const negative = Boolean(signed) && /^[-−]/.test(typed);
    const read = parseAmount(negative ? typed.slice(1) : typed, lang, PLACES.money);
    const key = read.ok
      ? read.value > SETTLEMENT_LIMITS.amount
        ? 'error.settlement.tooLarge'
        : null
      : PROBLEM_KEYS[read.key];
    if (key) {
      const example = lang === 'ro' ? '1.234,56' : '1,234.56';
      problems.push({ field, key, message: words[key].replace('{{example}}', example) });
    } else if (read.ok) values[field] = negative ? -read.value : read.value;
  }
  if (problems.length > 0)
    throw new ApiError(400, 'validation_failed', problems[0]?.message ?? '', { field: problems[0]?.field, problems });
  return values;
}

export function reservesInputOf(draft: ReservesDraft, lang: Language, words: AmountWords): ReservesInput {
  const amounts = readAmounts(
    [
      { field: 'indemnity_minor', text: draft.indemnity_minor },
      { field: 'expenses_minor', text: draft.expenses_minor },
    ],
    lang,
    words,
  );
  return {
    indemnity_minor: amounts.indemnity_minor ?? 0,
    expenses_minor: amounts.expenses_minor ?? 0,
    reason: draft.reason,
  };
}

export function figureInputOf(draft: FigureDraft, lang: Language, words: AmountWords): FigureInput {
  const amounts = readAmounts(
    [
      { field: 'vehicle_value_minor', text: draft.vehicle_value_minor, optional: true },
      { field: 'salvage_value_minor', text: draft.salvage_value_minor, optional: true },
      ...draft.adjustments.map((row, i) => ({
        field: `adjustments.${i}.amount_minor`,
        text: row.amount_minor,
        signed: true,
      })),
    ],
    lang,
    words,
  );
  return {
    damage_kind: draft.damage_kind,
    vat_recoverable: draft.vat_recoverable,
    vehicle_value_minor: amounts.vehicle_value_minor ?? null,
    salvage_value_minor: amounts.salvage_value_minor ?? null,
    adjustments: draft.adjustments.map((row, i) => ({
      amount_minor: amounts[`adjustments.${i}.amount_minor`] ?? 0,
      reason: row.reason,
    })),
  };
}

export const refusalInputOf = (draft: RefusalDraft): RefusalInput => ({ ...draft, text: draft.text.trim() });

/** A repair shop is paid on its invoice's name and account; the claimant on the account of their acceptance. */
export function paymentInputOf(draft: PaymentDraft, lang: Language, words: AmountWords): ProposePaymentInput {
  const { amount_minor } = readAmounts([{ field: 'amount_minor', text: draft.amount_minor }], lang, words);
  const amount = { payee: draft.payee, amount_minor: amount_minor ?? 0 };
  return draft.payee === 'repair_shop' ? { ...amount, payee_name: draft.payee_name, iban: draft.iban } : amount;
}
