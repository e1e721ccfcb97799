import type { ClaimFactField } from '../../../../contract/claim-facts.ts';
import { normaliseTerm } from '../../../search/prefix-terms.ts';

/** One word a claim file is found by, the fact it came from, and that fact as written. */
export interface FactTerm {
  term: string;
  field: ClaimFactField;
  value: string;
}

/** What of a claim file and its people the search finds it by (the rest its assignments' words hold). */
export interface ClaimFacts {
  vin: string;
  plate: string;
  contact: string | null;
  police_report_no: string | null;
  parties: readonly { role: string; phone: string | null; email: string | null; plate: string | null }[];
}

/**
 * A phone number under each way people type it: "+40 721 000 111", "0040721000111" and
 * "0721 000 111" are one Romanian number, so each form's digits find it. Other countries' numbers
 * are found with or without the 00 before the country code.
 */
export function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return digits ? [digits] : [];
  const romanian = /^(?:0040|40|0)(7\d{8}|[23]\d{8})$/.exec(digits)?.[1];
  if (romanian) return [`0${romanian}`, `40${romanian}`, `0040${romanian}`];
  const international = digits.replace(/^00/, '');
  return [...new Set([digits, international, `00${international}`])];
}

/** A police report's number, and the same from its first digit on: "PV 123/2026" is found by "123/2026" too. */
function reportTerms(reportNo: string): string[] {
  const fromDigit = reportNo.replace(/^[^0-9]*/, '');
  return [normaliseTerm(reportNo), normaliseTerm(fromDigit)];
}

/** A contact channel is an e-mail address when it has an @, a phone number otherwise. */
function contactTerms(contact: string): Omit<FactTerm, 'value'>[] {
  const isEmail = contact.includes('@');
  const terms = isEmail ? [normaliseTerm(contact)] : phoneTerms(contact);
  return terms.map((term) => ({ term, field: isEmail ? 'email' : 'phone' }));
}

/**
 * The words a claim file is found by beyond its assignments' own, each once per fact. E-mail
 * addresses are shown lower case, as their case means nothing; the other facts as written.
 */
export function claimFactTerms(facts: ClaimFacts): FactTerm[] {
  const found = new Map<string, FactTerm>();
  const add = (field: ClaimFactField, value: string | null | undefined, terms: (value: string) => string[]) => {
    const written = value?.trim() ?? '';
    if (!written) return;
    const shown = field === 'email' ? written.toLowerCase() : written;
    for (const term of terms(written))
      if (term && !found.has(`${field}/${term}`)) found.set(`${field}/${term}`, { term, field, value: shown });
  };
  const one = (value: string) => [normaliseTerm(value)];
  add('vin', facts.vin, one);
  add('police_report', facts.police_report_no, reportTerms);
  if (facts.contact?.trim())
    for (const { term, field } of contactTerms(facts.contact.trim())) add(field, facts.contact, () => [term]);
  const ownPlate = normaliseTerm(facts.plate);
  for (const party of facts.parties) {
    add('phone', party.phone, phoneTerms);
    add('email', party.email, one);
    // The insured vehicle's plate is found as the claim's own; another vehicle's as a party's.
    if (party.role !== 'policyholder' && party.plate && normaliseTerm(party.plate) !== ownPlate)
      add('party_plate', party.plate, one);
  }
  return [...found.values()];
}
