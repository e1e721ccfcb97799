import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every policy of the organisation's register, number (as stored) to id: what demo claims are tied to. */
export async function policyIdsByNumber(db: Kysely<Database>, organisationId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('policies')
    .select(['policy_no', 'id'])
    .where('organisation_id', '=', organisationId)
    .execute();
  return new Map(rows.map((row) => [row.policy_no, row.id]));
}
