import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The worklists that follow a claim's money rather than the assignment itself. */
export const MONEY_WORKLISTS = ['deadline-soon', 'deadline-breached', 'disputed'] as const;
export type MoneyWorklist = (typeof MONEY_WORKLISTS)[number];
export const isMoneyWorklist = (name: string): name is MoneyWorklist =>
  (MONEY_WORKLISTS as readonly string[]).includes(name);

/** The next legal deadline of a claim, as the worklist's column shows it. */
export interface ClaimDeadline {
  date: string;
  kind: 'inspection' | 'answer' | 'payment';
  standing: 'open' | 'due_soon' | 'breached';
}

/** What the settlement feature tells the worklist: the claim files on a money worklist (a subquery), and their next deadlines. */
export interface MoneyOfClaims {
  claimFilesOn(
    db: Kysely<Database>,
    organisationId: string,
    list: MoneyWorklist,
    now: Date,
  ): SelectQueryBuilder<Database, any, { claim_file_id: string }>;
  nextDeadlines(db: Kysely<Database>, claimFileIds: readonly string[], now: Date): Promise<Map<string, ClaimDeadline>>;
}

// The settlement feature stands on this one and keeps the money; createApp hands its reader in once.
let money: MoneyOfClaims | undefined;

export function knowMoneyThrough(reader: MoneyOfClaims): void {
  money = reader;
}

export function moneyOfClaims(): MoneyOfClaims {
  if (!money) throw new Error('The claims money reader was not handed in (createApp does it).');
  return money;
}
