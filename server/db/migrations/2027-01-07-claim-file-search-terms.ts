import type { Kysely } from 'kysely';

// Frozen in time: later changes get a migration of their own, never an edit here.

// The search's words, as server/search/prefix-terms.ts made them when this was written.
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return digits ? [digits] : [];
  const romanian = /^(?:0040|40|0)(7\d{8}|[23]\d{8})$/.exec(digits)?.[1];
  if (romanian) return [`0${romanian}`, `40${romanian}`, `0040${romanian}`];
  const international = digits.replace(/^00/, '');
  return [...new Set([digits, international, `00${international}`])];
}

type File = {
  id: string;
  organisation_id: string;
  vin: string;
  plate: string;
  contact: string | null;
  police_report_no: string | null;
};
type Party = { claim_file_id: string; role: string; phone: string | null; email: string | null; plate: string | null };

function termsOf(file: File, parties: Party[]) {
  const found = new Map<string, { term: string; field: string; value: string }>();
  const add = (field: string, value: string | null, terms: (value: string) => string[]) => {
    const written = value?.trim() ?? '';
    if (!written) return;
    const shown = field === 'email' ? written.toLowerCase() : written;
    for (const term of terms(written))
      if (term && !found.has(`${field}/${term}`)) found.set(`${field}/${term}`, { term, field, value: shown });
  };
  const one = (value: string) => [normalise(value)];
  add('vin', file.vin, one);
  add('police_report', file.police_report_no, (no) => [normalise(no), normalise(no.replace(/^[^0-9]*/, ''))]);
  const contact = file.contact?.trim() ?? '';
  if (contact.includes('@')) add('email', contact, one);
  else add('phone', contact, phoneTerms);
  for (const party of parties) {
    add('phone', party.phone, phoneTerms);
    add('email', party.email, one);
    if (party.role !== 'policyholder' && party.plate && normalise(party.plate) !== normalise(file.plate))
      add('party_plate', party.plate, one);
  }
  return [...found.values()].map((fact) => ({
    organisation_id: file.organisation_id,
    claim_file_id: file.id,
    ...fact,
  }));
}

export async function up(db: Kysely<any>): Promise<void> {
  // A claim file is also found by its VIN, a phone number or e-mail address (its contact or any of
  // its people's), its police report's number and another party's plate: one row per normalised
  // word, so a prefix is one index range, with the fact as written so the search can say what matched.
  await db.schema
    .createTable('claim_file_search_terms')
    .addColumn('organisation_id', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('claim_file_id', 'text', (c) => c.notNull().references('claim_files.id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('claim_file_search_terms_idx')
    .on('claim_file_search_terms')
    .columns(['organisation_id', 'term', 'claim_file_id'])
    .execute();
  await db.schema
    .createIndex('claim_file_search_terms_file_idx')
    .on('claim_file_search_terms')
    .column('claim_file_id')
    .execute();

  // The claim files there already, a few hundred at a time in the order of their ids.
  let after = '';
  for (;;) {
    const files = (await db
      .selectFrom('claim_files')
      .select(['id', 'organisation_id', 'vin', 'plate', 'contact', 'police_report_no'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(200)
      .execute()) as File[];
    if (files.length === 0) return;
    after = files.at(-1)!.id;
    const parties = (await db
      .selectFrom('claim_parties')
      .select(['claim_file_id', 'role', 'phone', 'email', 'plate'])
      .where(
        'claim_file_id',
        'in',
        files.map((f) => f.id),
      )
      .execute()) as Party[];
    const rows = files.flatMap((file) =>
      termsOf(
        file,
        parties.filter((p) => p.claim_file_id === file.id),
      ),
    );
    for (let at = 0; at < rows.length; at += 300)
      await db
        .insertInto('claim_file_search_terms')
        .values(rows.slice(at, at + 300))
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('claim_file_search_terms').execute();
}
