import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { ClaimContact } from '../../../contract/messages.ts';
import type { Database } from '../../db/schema.ts';
import { findCaseById } from '../tracker/index.ts';
import type { AssignmentRow } from './repository.ts';

const EmailSchema = v.pipe(v.string(), v.email());
const PhoneSchema = v.pipe(v.string(), v.regex(/^\+?[0-9 ]{8,16}$/));

/** An address as compared: an e-mail in lower case, a phone number without spaces. */
export const addressKey = (channel: 'email' | 'sms', address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : address.replace(/\s/g, '');

function channelOf(address: string): 'email' | 'sms' | null {
  if (v.is(EmailSchema, address)) return 'email';
  return v.is(PhoneSchema, address) ? 'sms' : null;
}

/**
 * Whom staff may write to about the assignment's claim: every person of the claim file with an
 * e-mail address or a phone number, and the policyholder's channels of the claim itself (its tracker
 * case's, its first notice's) when no person already has them; the policyholder first. Each address once.
 */
export async function claimContactsOf(db: Kysely<Database>, assignment: AssignmentRow): Promise<ClaimContact[]> {
  const [file, parties] = await Promise.all([
    db
      .selectFrom('claim_files')
      .select(['insured_name', 'contact', 'tracker_case_id'])
      .where('id', '=', assignment.claim_file_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('claim_parties')
      .select(['role', 'name', 'email', 'phone'])
      .where('claim_file_id', '=', assignment.claim_file_id)
      .orderBy('sort')
      .execute(),
  ]);
  const contacts: ClaimContact[] = [];
  const seen = new Set<string>();
  const add = (name: string, role: string, address: string | null) => {
    const channel = address ? channelOf(address.trim()) : null;
    if (!channel || !address) return;
    const key = `${channel}:${addressKey(channel, address)}`;
    if (seen.has(key)) return;
    seen.add(key);
    contacts.push({ name, role, channel, address: address.trim() });
  };
  const own = (party: { role: string }) => party.role === 'policyholder';
  for (const party of [...parties.filter(own), ...parties.filter((party) => !own(party))]) {
    add(party.name, party.role, party.email);
    add(party.name, party.role, party.phone);
  }
  // Where the policyholder follows the claim: the tracker case's channel, as they last confirmed it.
  const tracked = file.tracker_case_id ? await findCaseById(db, file.tracker_case_id) : undefined;
  add(file.insured_name, 'policyholder', tracked?.contact_channel ?? null);
  add(file.insured_name, 'policyholder', file.contact);
  // The policyholder first, whichever way the claim knows them.
  return [...contacts.filter(own), ...contacts.filter((contact) => !own(contact))];
}

/** The claim's contact of this channel and address, or undefined when the claim has no such contact. */
export async function claimContactAt(
  db: Kysely<Database>,
  assignment: AssignmentRow,
  channel: 'email' | 'sms',
  address: string,
): Promise<ClaimContact | undefined> {
  const wanted = addressKey(channel, address);
  const contacts = await claimContactsOf(db, assignment);
  return contacts.find((c) => c.channel === channel && addressKey(channel, c.address) === wanted);
}

/** The policyholder's e-mail address on the claim (a policyholder's own, else the claim's contact), or null. */
export async function policyholderEmailOf(
  db: Kysely<Database>,
  assignment: AssignmentRow,
): Promise<ClaimContact | null> {
  const contacts = await claimContactsOf(db, assignment);
  return contacts.find((c) => c.channel === 'email' && c.role === 'policyholder') ?? null;
}
