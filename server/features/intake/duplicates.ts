import { type Kysely, sql } from 'kysely';
import { addDays } from '../../../contract/business-time.ts';
import { DUPLICATE_WINDOW_DAYS, type DuplicateCandidate } from '../../../contract/intake.ts';
import type { Database } from '../../db/schema.ts';

/** A plate as compared: upper-case, without spaces or dashes ("b-12-abc" is "B12ABC"). */
const plateKey = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();

/**
 * The organisation's open claim files (one with an assignment not in a final status) that may be
 * the same event: the same policy number or the same plate, with an event date within
 * DUPLICATE_WINDOW_DAYS either side.
 */
export async function findDuplicates(
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
