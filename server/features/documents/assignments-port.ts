import type { Kysely } from 'kysely';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../organisations/index.ts';
import type { AssignmentRow } from './repository.ts';

/**
 * What documents need to know of the assignments they belong to. The assignments feature keeps
 * those rows and builds on this one (its pages list documents), so it hands these in through
 * createApp rather than this feature reaching for its tables.
 */
export interface AssignmentsForDocuments {
  /** An assignment by id; only the organisation's when `organisationId` is given. */
  find(db: Kysely<Database>, id: string, organisationId?: string): Promise<AssignmentRow | undefined>;
  /** The ids of the assignments on the claim file of a tracker case. */
  idsOfCase(db: Kysely<Database>, caseId: string): Promise<string[]>;
  /** The tracker case of the assignment's claim file, or null when it has none. */
  trackerCaseOf(db: Kysely<Database>, assignment: AssignmentRow): Promise<string | null>;
  /** The assignment's page as this user may see it now: what a review answers with. */
  pageFor(db: Kysely<Database>, user: UserRow, assignmentId: string, language: Language): Promise<AssignmentDetail>;
  /** A line on the assignment's timeline about its documents, which also marks the assignment changed. */
  noteOnTimeline(
    db: Kysely<Database>,
    assignment: AssignmentRow,
    who: { actor_user_id: string | null; acting_as_user_id: string | null },
    text: string,
    now: Date,
  ): Promise<void>;
  /** The policyholder's e-mail address on the claim with their name and the claim's number, or null. */
  policyholderEmailOf(
    db: Kysely<Database>,
    assignment: AssignmentRow,
  ): Promise<{ name: string; address: string; claimNo: string } | null>;
  /** The line of an e-mail sent about the assignment (its outbox id lets staff print it). */
  emailOnTimeline(
    db: Kysely<Database>,
    assignment: AssignmentRow,
    who: { actor_user_id: string | null; acting_as_user_id: string | null },
    text: string,
    outboxId: string,
    now: Date,
  ): Promise<void>;
}

let handed: AssignmentsForDocuments | undefined;

export function knowAssignmentsThrough(port: AssignmentsForDocuments): void {
  handed = port;
}

export function assignments(): AssignmentsForDocuments {
  if (!handed) throw new Error('The assignments were not handed to documents (createApp does it).');
  return handed;
}
