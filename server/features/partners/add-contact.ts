import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactInput, Partner } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { changePartner } from './change-partner.ts';
import { insertContact } from './repository.ts';

/** The most contacts a partner keeps: enough for any office, few enough for one page. */
const MAX_CONTACTS = 50;

/** A new contact person of a partner, on the partner's version the caller read, audited. Answers the new version. */
export async function addContact(
  db: Kysely<Database>,
  options: { partner: Partner; expected: number; input: ContactInput; actor: Actor; now: Date },
): Promise<number> {
  const { partner, expected, input, actor, now } = options;
  if (partner.contacts.length >= MAX_CONTACTS)
    throw new AppError('validation_failed', 'error.partners.tooManyContacts', {
      field: 'contacts',
      params: { limit: MAX_CONTACTS, count: MAX_CONTACTS },
    });
  const change = { organisationId: actor.user.organisation_id, id: partner.id, expected, actor, now };
  return changePartner(db, change, async (trx) => {
    await insertContact(trx, partner.id, randomUUID(), input, now);
    await audit(trx, actor, { action: 'partner.contact.add', target: partner.name, before: null, after: input }, now);
  });
}
