import type { Kysely } from 'kysely';
import type { Partner } from '../../../contract/partners.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { changePartner } from './change-partner.ts';
import { deleteContact } from './repository.ts';

interface RemoveContact {
  partner: Partner;
  contactId: string;
  /**
   * The partner's version the caller read, asked for once the contact is found: a contact the
   * partner does not have is not found, whatever the request's headers say.
   */
  expected: () => number;
  actor: Actor;
  now: Date;
}

/** Removes a contact person of a partner, on the partner's version the caller read, audited. Answers the new version. */
export async function removeContact(db: Kysely<Database>, options: RemoveContact): Promise<number> {
  const { partner, actor, now } = options;
  const contact = partner.contacts.find((x) => x.id === options.contactId);
  if (!contact) throw new AppError('not_found', 'error.notFound.contact');
  const change = {
    organisationId: actor.user.organisation_id,
    id: partner.id,
    expected: options.expected(),
    actor,
    now,
  };
  return changePartner(db, change, async (trx) => {
    await deleteContact(trx, contact.id);
    await audit(
      trx,
      actor,
      { action: 'partner.contact.remove', target: partner.name, before: contact, after: null },
      now,
    );
  });
}
