import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Mailboxes that ignore dots in the local part, so `a.na@gmail.com` reaches `ana@gmail.com`. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The one spelling of a contact that limits and duplicate checks count by: a phone number in E.164
 * (a number without its country is read as Romanian, the insurer's own), an e-mail address in lower
 * case without its `+tag`. Six ways of typing one phone, or tags on one mailbox, are one contact.
 */
export function contactKeyOf(channel: 'email' | 'sms', contact: string): string {
  if (channel === 'sms') {
    const phone = parsePhoneNumberFromString(contact, 'RO');
    return phone?.number ?? contact.replace(/\D/g, '');
  }
  const address = contact.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = DOTLESS_DOMAINS[address.slice(at + 1)];
  let local = address.slice(0, at).replace(/\+.*$/, '');
  if (domain) local = local.replace(/\./g, '');
  return `${local}@${domain ?? address.slice(at + 1)}`;
}
