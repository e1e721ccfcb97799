import type { DamageKind, MoneyState, PayeeKind, PaymentState, ReserveKind, ReserveSource } from './settlement.ts';

/** The deadlines of a claim's legal clock, each with where it stands today. */
export const DEADLINE_KINDS = ['inspection', 'answer', 'payment'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export type DeadlineStanding = 'met' | 'open' | 'due_soon' | 'breached';

export interface DeadlineView {
  kind: DeadlineKind;
  /** YYYY-MM-DD; null while it has not started (payment before an acceptance). */
  due: string | null;
  done_on: string | null;
  standing: DeadlineStanding | null;
  days_late: number;
}

export interface FigureLineView {
  key: string;
  label: string;
  amount_minor: number;
  reason: string | null;
}

export interface PaymentView {
  id: string;
  claim_file_no: string;
  payee_kind: PayeeKind;
  payee_name: string;
  iban: string;
  amount_minor: number;
  /** Fixed once in a bank file; before that, what it would be if paid today. */
  penalty_minor: number;
  days_late: number;
  due_date: string | null;
  state: PaymentState;
  state_name: string;
  proposed_by: string;
  proposed_at: string;
  approved_by: string | null;
  approved_at: string | null;
  paid_on: string | null;
  failure_reason: string | null;
  batch_id: string | null;
  version: number;
  /** Whether the caller may approve it, and the reason when not (in the caller's language). */
  may_approve: boolean;
  why_not: string | null;
}

export interface LetterView {
  id: string;
  kind: 'offer' | 'refusal';
  amount_minor: number | null;
  reasons: string[];
  text: string;
  language: 'en' | 'ro';
  sent_to: string | null;
  created_at: string;
  created_by: string;
  pdf_href: string;
}

/** A claim file's money, as the claim file page shows it. */
export interface ClaimMoneyView {
  claim_file_no: string;
  version: number;
  state: MoneyState;
  state_name: string;
  may_handle: boolean;
  damage_kind: DamageKind;
  vat_recoverable: boolean;
  vehicle_value_minor: number | null;
  salvage_value_minor: number | null;
  deductible_minor: number;
  sum_insured_minor: number | null;
  adjustments: { amount_minor: number; reason: string }[];
  reserves: {
    indemnity_minor: number;
    expenses_minor: number;
    moves: {
      kind: ReserveKind;
      from_minor: number;
      to_minor: number;
      source: ReserveSource;
      reason: string | null;
      by: string | null;
      at: string;
    }[];
  };
  figure: {
    basis: 'none' | 'repair' | 'total_loss';
    lines: FigureLineView[];
    total_minor: number;
    repair_share_basis_points: number | null;
    total_loss_basis_points: number;
  };
  deadlines: DeadlineView[];
  letters: LetterView[];
  answer: {
    kind: 'accepted' | 'disputed';
    iban: string | null;
    holder_name: string | null;
    reason: string | null;
    created_at: string;
  } | null;
  payments: PaymentView[];
  refusal_reasons: { code: string; name: string }[];
}
