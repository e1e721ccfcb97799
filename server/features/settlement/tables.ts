import type { ColumnType, Generated } from 'kysely';
import type {
  DamageKind,
  MoneyState,
  PayeeKind,
  PaymentState,
  ReserveKind,
  ReserveSource,
} from '../../../contract/settlement.ts';
import type { DeadlineKind } from '../../../contract/settlement-view.ts';

/** Money in minor units stored as bigint: PostgreSQL answers it as text, so readers wrap it in Number(). */
type Big = ColumnType<number | string, number, number>;
type BigOrNull = ColumnType<number | string | null, number | null | undefined, number | null>;

/**
 * One row per claim file: where its money stands, its reserves, what its figure is made of and the
 * days its legal clock starts from. `version` is what every change checks (ETag / If-Match).
 */
export interface SettlementFilesTable {
  claim_file_id: string;
  organisation_id: string;
  /** YYYY-MM-DD on the business calendar: the day the insurer was told of the claim. */
  notice_date: string;
  /** The policy's product (policy_types code) when the claim came in. */
  product: string;
  damage_kind: DamageKind;
  state: MoneyState;
  reserve_indemnity: Big;
  reserve_expenses: Big;
  vat_recoverable: number;
  vehicle_value: BigOrNull;
  salvage_value: BigOrNull;
  /** JSON array of { amount_minor, reason }: the figure's adjustments, each with its reason. */
  adjustments: string;
  /** YYYY-MM-DD: the vehicle first inspected (a note submitted), the first written answer, the claimant's acceptance. */
  inspected_on: string | null;
  answered_on: string | null;
  accepted_on: string | null;
  /** JSON array of the deadlines ("kind:YYYY-MM-DD") the handler was told of, so each warning goes out once. */
  warned: Generated<string>;
  /** The earliest deadline not yet met, kept with every change, for the worklist's filters and column. */
  next_deadline: Generated<string | null>;
  next_deadline_kind: Generated<DeadlineKind | null>;
  version: number;
  created_at: string;
  updated_at: string;
  updated_by_user_id: string | null;
}

/** Every move of a reserve: who, when, from, to and why. Never changed or deleted. */
export interface SettlementReserveChangesTable {
  id: string;
  claim_file_id: string;
  organisation_id: string;
  kind: ReserveKind;
  from_minor: Big;
  to_minor: Big;
  source: ReserveSource;
  reason: string | null;
  user_id: string | null;
  created_at: string;
}

/** A written answer: an offer of an amount, or a refusal with its reasons. The PDF is made from this row. */
export interface SettlementLettersTable {
  id: string;
  claim_file_id: string;
  organisation_id: string;
  kind: 'offer' | 'refusal';
  amount_minor: BigOrNull;
  /** JSON: the figure's lines as they stood, or the refusal's reason codes with their words then. */
  figure: string;
  reasons: string;
  text: string;
  language: 'en' | 'ro';
  recipient_name: string;
  /** Where the letter was sent (e-mail), or null when the claim has no e-mail contact. */
  sent_to: string | null;
  outbox_id: string | null;
  created_by_user_id: string;
  created_at: string;
}

/** The claimant's answer to an offer: an acceptance with the account to pay, or a dispute with its reason. */
export interface SettlementAnswersTable {
  id: string;
  claim_file_id: string;
  letter_id: string;
  kind: 'accepted' | 'disputed';
  iban: string | null;
  holder_name: string | null;
  reason: string | null;
  created_at: string;
}

/** One payment, one row: its version makes two approvals (or two batches) of it impossible. */
export interface SettlementPaymentsTable {
  id: string;
  organisation_id: string;
  claim_file_id: string;
  payee_kind: PayeeKind;
  payee_name: string;
  iban: string;
  amount_minor: Big;
  /** YYYY-MM-DD the payment is due by (from the acceptance); null when no clock runs (a repair shop's invoice). */
  due_date: string | null;
  /** The late-payment penalty, fixed when the payment goes into a batch. */
  penalty_minor: Big;
  state: PaymentState;
  proposed_by_user_id: string;
  /** The person who acted, when proposing while standing in for proposed_by_user_id. */
  proposed_by_real_user_id: string;
  proposed_at: string;
  approved_by_user_id: string | null;
  approved_at: string | null;
  batch_id: string | null;
  paid_on: string | null;
  failure_reason: string | null;
  version: number;
  updated_at: string;
}

/** A bank file: the payments it took, exactly as it was written. */
export interface SettlementBatchesTable {
  id: string;
  organisation_id: string;
  message_id: string;
  execution_date: string;
  payment_count: number;
  control_sum_minor: Big;
  xml: string;
  created_by_user_id: string;
  created_at: string;
}

/** The organisation's settlement settings (contract/settlement-settings.ts) as JSON, with their version. */
export interface SettlementSettingsTable {
  organisation_id: string;
  settings: string;
  version: number;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface SettlementTables {
  settlement_files: SettlementFilesTable;
  settlement_reserve_changes: SettlementReserveChangesTable;
  settlement_letters: SettlementLettersTable;
  settlement_answers: SettlementAnswersTable;
  settlement_payments: SettlementPaymentsTable;
  settlement_batches: SettlementBatchesTable;
  settlement_settings: SettlementSettingsTable;
}
