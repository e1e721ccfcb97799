import type { Kysely } from 'kysely';
import type { Partner, PartnerInput } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { countyName } from '../reference/index.ts';
import { changePartner } from './change-partner.ts';

/** New fields for a partner, on the version the caller read, audited. Answers the new version. */
export async function editPartner(
  db: Kysely<Database>,
  options: { partner: Partner; expected: number; input: PartnerInput; actor: Actor; now: Date },
): Promise<number> {
  const { partner, expected, input, actor, now } = options;
  await countyName(db, input.county_code);
  const change = { organisationId: actor.user.organisation_id, id: partner.id, expected, actor, now, input };
  return changePartner(db, change, async (trx) => {
    const { contacts: _contacts, open_assignments: _open, id: _id, version: _version, ...before } = partner;
    await audit(trx, actor, { action: 'partner.update', target: partner.name, before, after: input }, now);
  });
}
