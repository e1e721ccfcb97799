import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { ClaimContact } from '../../../contract/messages.ts';
import type { Database } from '../../db/schema.ts';
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
 * e-mail address or a phone number (policyholder first, as the file orders them), and the claim's own
 * contact channel when no person already has it. Each address once.
 */
export async function claimContactsOf(db: Kysely<Database>, assignment: AssignmentRow): Promise<ClaimContact[]> {
  const [file, parties] = await Promise.all([
    db
      .selectFrom('claim_files')
      .select(['insured_name', 'contact'])
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
  const policyholderFirst = [...parties].sort((a, b) => Number(b.role === 'policyholder') - Number(a.role === 'policyholder'));
  for (const party of policyholderFirst) {
    add(party.name, party.role, party.email);
    add(party.name, party.role, party.phone);
  }
  add(file.insured_name, 'policyholder', file.contact);
  return contacts;
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
export async function policyholderEmailOf(db: Kysely<Database>, assignment: AssignmentRow): Promise<ClaimContact | null> {
  const contacts = await claimContactsOf(db, assignment);
  return contacts.find((c) => c.channel === 'email' && c.role === 'policyholder') ?? null;
}
