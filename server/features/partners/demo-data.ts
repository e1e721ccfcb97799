import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

interface DemoPartner {
  kind: 'repair_shop' | 'assessor' | 'towing';
  name: string;
  tax_code: string;
  email: string;
  phone: string;
  county_code: string;
  address: string;
  /** The person staff talk to there. */
  contact: { full_name: string; job_title: string; email: string; phone: string };
}

/**
 * Partners of the demo organisation with one contact each, as nobody's change (no user made them):
 * answers their ids in the order given.
 */
export async function addDemoPartners(
  db: Kysely<Database>,
  organisationId: string,
  partners: readonly DemoPartner[],
  now: string,
): Promise<string[]> {
  const ids = partners.map(() => randomUUID());
  await db
    .insertInto('partners')
    .values(
      partners.map(({ contact: _, ...partner }, i) => ({
        id: ids[i] ?? '',
        organisation_id: organisationId,
        ...partner,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('partner_contacts')
    .values(
      partners.map((partner, i) => ({
        id: randomUUID(),
        partner_id: ids[i] ?? '',
        ...partner.contact,
        created_at: now,
      })),
    )
    .execute();
  return ids;
}
