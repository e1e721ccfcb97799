import type { Kysely } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

// The public pages name an organisation by its code, or none (then the primary one answers); they
// run all day on the hot path, so each lookup is compiled once.

const idByCode = prepared<{ id: string }, [string]>(1, (db, code) =>
  db.selectFrom('organisations').select('id').where('code', '=', code).limit(1),
);
const idOfPrimary = prepared<{ id: string }, []>(0, (db) =>
  db.selectFrom('organisations').select('id').where('org_type', '=', 'primary').orderBy('created_at').limit(1),
);

/** The id of the organisation a public page names by code, or of the primary one for `null`. */
export async function publicOrganisationId(db: Kysely<Database>, code: string | null): Promise<string | undefined> {
  const [row] = code === null ? await idOfPrimary(db) : await idByCode(db, code);
  return row?.id;
}

/** Organisations' codes by id, for messages that link to a public page. */
export async function organisationCodesOf(db: Kysely<Database>, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom('organisations').select(['id', 'code']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.code]));
}

const allCodes = prepared<{ id: string; code: string }, []>(0, (db) =>
  db.selectFrom('organisations').select(['id', 'code']),
);

/**
 * The organisation a case number names by its first letters (numbers begin with the
 * organisation's code; the longest code that begins it wins), or undefined when none does. It
 * says nothing of whether such a case exists.
 */
export async function organisationIdOfCaseNumber(db: Kysely<Database>, caseNo: string): Promise<string | undefined> {
  const upper = caseNo.toUpperCase();
  const named = (await allCodes(db)).filter((row) => upper.startsWith(row.code.toUpperCase()));
  return named.sort((a, b) => b.code.length - a.code.length)[0]?.id;
}
