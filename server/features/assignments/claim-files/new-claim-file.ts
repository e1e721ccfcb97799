import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import { addDays } from '../../../../contract/business-time.ts';
import type { Party } from '../../../../contract/claim-file.ts';
import { DUPLICATE_WINDOW_DAYS, type DuplicateCandidate } from '../../../../contract/intake.ts';
import type { ClaimFilesTable, Database } from '../../../db/schema.ts';
import type { AssignmentRow } from '../repository.ts';
import { indexClaimFileFacts } from './index-facts.ts';

/** A new claim file's columns as intake fills them (the database keeps the rest). */
export type NewClaimFile = Insertable<ClaimFilesTable>;

/** Writes a new claim file and its people, and what the search finds it by, inside the caller's transaction. */
export async function addClaimFile(
  trx: Kysely<Database>,
  file: NewClaimFile,
  parties: readonly Party[],
): Promise<void> {
  await trx.insertInto('claim_files').values(file).execute();
  if (parties.length > 0) {
    await trx
      .insertInto('claim_parties')
      .values(parties.map((party, sort) => ({ id: randomUUID(), claim_file_id: file.id, ...party, sort })))
      .execute();
  }
  await indexClaimFileFacts(trx, [file.id]);
}

/** Whether the organisation already has a claim file under this number. */
export async function isClaimNumberTaken(db: Kysely<Database>, organisationId: string, claimFileNo: string) {
  const taken = await db
    .selectFrom('claim_files')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('claim_file_no', '=', claimFileNo)
    .executeTakeFirst();
  return taken !== undefined;
}

/** A plate as compared: upper-case, without spaces or dashes ("b-12-abc" is "B12ABC"). */
const plateKey = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();

/**
 * The organisation's open claim files (one with an assignment not in a final status) that may be
 * the same event: the same policy number or the same plate, with an event date within
 * DUPLICATE_WINDOW_DAYS either side.
 */
export async function possibleDuplicates(
  db: Kysely<Database>,
  organisationId: string,
  input: { policy_no: string; plate: string; event_date: string },
): Promise<DuplicateCandidate[]> {
  const policyNo = input.policy_no.trim().toUpperCase();
  const plate = plateKey(input.plate);
  if (!policyNo && !plate) return [];
  return db
    .selectFrom('claim_files as f')
    .select(['f.claim_file_no', 'f.event_date', 'f.plate', 'f.policy_no', 'f.insured_name'])
    .where('f.organisation_id', '=', organisationId)
    .where('f.event_date', '>=', addDays(input.event_date, -DUPLICATE_WINDOW_DAYS))
    .where('f.event_date', '<=', addDays(input.event_date, DUPLICATE_WINDOW_DAYS))
    .where((eb) => {
      const same = [];
      if (policyNo) same.push(eb('f.policy_no', '=', policyNo));
      if (plate) same.push(eb(sql<string>`upper(replace(replace(f.plate, ' ', ''), '-', ''))`, '=', plate));
      return eb.or(same);
    })
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('assignments as a')
          .select('a.id')
          .whereRef('a.claim_file_id', '=', 'f.id')
          .where('a.is_final', '=', 0),
      ),
    )
    .orderBy('f.event_date', 'desc')
    .orderBy('f.claim_file_no')
    .limit(20)
    .execute();
}

/** An assignment of the organisation by id, on the claim file with this number; undefined otherwise. */
export function assignmentOnClaimFile(
  db: Kysely<Database>,
  input: { organisationId: string; assignmentId: string; claimFileNo: string },
): Promise<AssignmentRow | undefined> {
  return db
    .selectFrom('assignments as a')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .selectAll('a')
    .where('a.id', '=', input.assignmentId)
    .where('a.organisation_id', '=', input.organisationId)
    .where('f.claim_file_no', '=', input.claimFileNo)
    .executeTakeFirst();
}
