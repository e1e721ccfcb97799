import * as v from 'valibot';
import {
  DAMAGE_KINDS,
  MONEY_STATES,
  PAYEE_KINDS,
  PAYMENT_STATES,
  RESERVE_KINDS,
  RESERVE_SOURCES,
} from './settlement.ts';

/**
 * What the server answers about a claim's money, as schemas: the staff pages check every answer
 * against them (and the one a refused change carries), and the types are what they infer.
 */

/** The deadlines of a claim's legal clock, each with where it stands today. */
export const DEADLINE_KINDS = ['inspection', 'answer', 'payment'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export const DEADLINE_STANDINGS = ['met', 'open', 'due_soon', 'breached'] as const;
export type DeadlineStanding = (typeof DEADLINE_STANDINGS)[number];

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const minor = v.pipe(v.number(), v.integer());

export const DeadlineViewSchema = v.object({
  kind: v.picklist(DEADLINE_KINDS),
  /** YYYY-MM-DD; null while it has not started (payment before an acceptance). */
  due: v.nullable(day),
  done_on: v.nullable(day),
  standing: v.nullable(v.picklist(DEADLINE_STANDINGS)),
  days_late: v.number(),
});
export type DeadlineView = v.InferOutput<typeof DeadlineViewSchema>;

export const FigureLineViewSchema = v.object({
  key: v.string(),
  label: v.string(),
  amount_minor: minor,
  reason: v.nullable(v.string()),
});
export type FigureLineView = v.InferOutput<typeof FigureLineViewSchema>;

export const PaymentViewSchema = v.object({
  id: v.string(),
  claim_file_no: v.string(),
  payee_kind: v.picklist(PAYEE_KINDS),
  payee_name: v.string(),
  iban: v.string(),
  amount_minor: minor,
  /** Fixed once in a bank file; before that, what it would be if paid today. */
  penalty_minor: minor,
  days_late: v.number(),
  due_date: v.nullable(day),
  state: v.picklist(PAYMENT_STATES),
  state_name: v.string(),
  proposed_by: v.string(),
  proposed_at: v.string(),
  approved_by: v.nullable(v.string()),
  approved_at: v.nullable(v.string()),
  paid_on: v.nullable(day),
  failure_reason: v.nullable(v.string()),
  batch_id: v.nullable(v.string()),
  version: v.number(),
  /** Whether the caller may approve it, and the reason when not (in the caller's language). */
  may_approve: v.boolean(),
  why_not: v.nullable(v.string()),
});
export type PaymentView = v.InferOutput<typeof PaymentViewSchema>;

export const LetterViewSchema = v.object({
  id: v.string(),
  kind: v.picklist(['offer', 'refusal']),
  amount_minor: v.nullable(minor),
  reasons: v.array(v.string()),
  text: v.string(),
  language: v.picklist(['en', 'ro']),
  sent_to: v.nullable(v.string()),
  created_at: v.string(),
  created_by: v.string(),
  pdf_href: v.string(),
});
export type LetterView = v.InferOutput<typeof LetterViewSchema>;

const ReserveMoveSchema = v.object({
  kind: v.picklist(RESERVE_KINDS),
  from_minor: minor,
  to_minor: minor,
  source: v.picklist(RESERVE_SOURCES),
  reason: v.nullable(v.string()),
  by: v.nullable(v.string()),
  at: v.string(),
});

/** A claim file's money, as the claim file page shows it. */
export const ClaimMoneyViewSchema = v.object({
  claim_file_no: v.string(),
  version: v.number(),
  state: v.picklist(MONEY_STATES),
  state_name: v.string(),
  may_handle: v.boolean(),
  damage_kind: v.picklist(DAMAGE_KINDS),
  vat_recoverable: v.boolean(),
  vehicle_value_minor: v.nullable(minor),
  salvage_value_minor: v.nullable(minor),
  deductible_minor: minor,
  sum_insured_minor: v.nullable(minor),
  adjustments: v.array(v.object({ amount_minor: minor, reason: v.string() })),
  reserves: v.object({
    indemnity_minor: minor,
    expenses_minor: minor,
    moves: v.array(ReserveMoveSchema),
  }),
  figure: v.object({
    basis: v.picklist(['none', 'repair', 'total_loss']),
    lines: v.array(FigureLineViewSchema),
    total_minor: minor,
    repair_share_basis_points: v.nullable(v.number()),
    total_loss_basis_points: v.number(),
  }),
  deadlines: v.array(DeadlineViewSchema),
  letters: v.array(LetterViewSchema),
  answer: v.nullable(
    v.object({
      kind: v.picklist(['accepted', 'disputed']),
      iban: v.nullable(v.string()),
      holder_name: v.nullable(v.string()),
      reason: v.nullable(v.string()),
      created_at: v.string(),
    }),
  ),
  payments: v.array(PaymentViewSchema),
  refusal_reasons: v.array(v.object({ code: v.string(), name: v.string() })),
});
export type ClaimMoneyView = v.InferOutput<typeof ClaimMoneyViewSchema>;
