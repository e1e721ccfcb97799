import * as v from 'valibot';

/**
 * The claim's money: what is reserved for it, the figure the insurer offers, the letter that says
 * it, the claimant's answer and the payments. Amounts are minor units (bani): integers only.
 */

/** What the damage is, which with the policy's product picks the reserve a claim starts with. */
export const DAMAGE_KINDS = ['collision', 'glass', 'theft', 'natural_events', 'vandalism', 'other'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

/**
 * Where a claim's money stands: nothing answered yet (open), an offer or a refusal sent, the
 * claimant's acceptance or dispute, and paid when every payment went out.
 */
export const MONEY_STATES = ['open', 'offered', 'refused', 'accepted', 'disputed', 'paid'] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

export const RESERVE_KINDS = ['indemnity', 'expenses'] as const;
export type ReserveKind = (typeof RESERVE_KINDS)[number];
/** Why a reserve moved: set when the claim came in, moved to an approved note, by hand, or used up by a payment. */
export const RESERVE_SOURCES = ['intake', 'approval', 'manual', 'payment'] as const;
export type ReserveSource = (typeof RESERVE_SOURCES)[number];

export const PAYMENT_STATES = ['proposed', 'approved', 'in_batch', 'paid', 'failed', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYEE_KINDS = ['claimant', 'repair_shop'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

export const SETTLEMENT_LIMITS = {
  /** 10,000,000.00 lei: above any motor claim. */
  amount: 1_000_000_000,
  reason: 500,
  name: 70,
  refusalReasons: 30,
  disputeReason: 1000,
  letterText: 2000,
  roles: 50,
} as const;

const money = (field: string) =>
  v.pipe(
    v.number(`error.settlement.${field}Number`),
    v.integer('error.settlement.wholeBani'),
    v.minValue(0, 'error.settlement.negative'),
    v.maxValue(SETTLEMENT_LIMITS.amount, 'error.settlement.tooLarge'),
  );
const signedMoney = v.pipe(
  v.number('error.settlement.amountNumber'),
  v.integer('error.settlement.wholeBani'),
  v.minValue(-SETTLEMENT_LIMITS.amount, 'error.settlement.tooLarge'),
  v.maxValue(SETTLEMENT_LIMITS.amount, 'error.settlement.tooLarge'),
);
const reason = (required: string, max: number = SETTLEMENT_LIMITS.reason) =>
  v.pipe(v.string(required), v.trim(), v.minLength(3, required), v.maxLength(max, 'error.settlement.reasonTooLong'));

export const ReservesInputSchema = v.object({
  indemnity_minor: money('amount'),
  expenses_minor: money('amount'),
  reason: reason('error.settlement.reserveReason'),
});
export type ReservesInput = v.InferOutput<typeof ReservesInputSchema>;

export const FigureInputSchema = v.object({
  damage_kind: v.picklist(DAMAGE_KINDS, 'error.settlement.damageKind'),
  vat_recoverable: v.boolean(),
  vehicle_value_minor: v.nullable(money('amount')),
  salvage_value_minor: v.nullable(money('amount')),
  adjustments: v.pipe(
    v.array(v.object({ amount_minor: signedMoney, reason: reason('error.settlement.adjustmentReason') })),
    v.maxLength(20, 'error.settlement.tooManyAdjustments'),
  ),
});
export type FigureInput = v.InferOutput<typeof FigureInputSchema>;

const letterLanguage = v.picklist(['en', 'ro'], 'error.settlement.letterLanguage');
export const OfferInputSchema = v.object({ language: letterLanguage });

export const RefusalInputSchema = v.object({
  language: letterLanguage,
  reasons: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(64))),
    v.maxLength(SETTLEMENT_LIMITS.refusalReasons, 'error.settlement.refusalReasons'),
  ),
  text: v.pipe(v.string(), v.trim(), v.maxLength(SETTLEMENT_LIMITS.letterText, 'error.settlement.letterTextTooLong')),
});
export type RefusalInput = v.InferOutput<typeof RefusalInputSchema>;

/** A holder's name as a bank takes it: letters, spaces and the usual punctuation of a name or firm. */
export const holderName = v.pipe(
  v.string('error.settlement.holderName'),
  v.trim(),
  v.minLength(2, 'error.settlement.holderName'),
  v.maxLength(SETTLEMENT_LIMITS.name, 'error.settlement.holderNameTooLong'),
);

/** The claimant's acceptance: the account to pay (its IBAN is checked on the server by ibantools). */
export const AcceptOfferInputSchema = v.object({
  iban: v.pipe(v.string('error.settlement.iban'), v.trim(), v.maxLength(50, 'error.settlement.iban')),
  holder_name: holderName,
});
export type AcceptOfferInput = v.InferOutput<typeof AcceptOfferInputSchema>;

export const DisputeOfferInputSchema = v.object({
  reason: reason('error.settlement.disputeReason', SETTLEMENT_LIMITS.disputeReason),
});

/** A repair shop's payee name and IBAN come from its invoice; the claimant's from their acceptance. */
export const ProposePaymentInputSchema = v.object({
  payee: v.picklist(PAYEE_KINDS, 'error.settlement.payee'),
  amount_minor: v.pipe(money('amount'), v.minValue(1, 'error.settlement.positive')),
  payee_name: v.optional(holderName),
  iban: v.optional(v.pipe(v.string('error.settlement.iban'), v.trim(), v.maxLength(50, 'error.settlement.iban'))),
});
export type ProposePaymentInput = v.InferOutput<typeof ProposePaymentInputSchema>;

const day = v.pipe(v.string('error.settlement.date'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'error.settlement.date'));
export const PaidInputSchema = v.object({ paid_on: day });
export const FailedInputSchema = v.object({ reason: reason('error.settlement.failureReason') });
export const BatchInputSchema = v.object({ execution_date: day });
