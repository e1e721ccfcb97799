import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { normaliseTerm } from '../../search/prefix-terms.ts';

/**
 * People's full names by id, for the rows that name who did or holds something (an assignee, the
 * author of a change). One read for a whole page of rows; an unknown id is simply absent.
 */
export async function userNamesOf(db: Kysely<Database>, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom('users').select(['id', 'full_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

/** Looks a possibly missing id up in names from userNamesOf: null where there is no one to name. */
export const nameIn = (names: ReadonlyMap<string, string>, id: string | null | undefined): string | null =>
  (id ? names.get(id) : undefined) ?? null;

type Named<Row, Names extends Record<string, keyof Row>> = Omit<Row, Names[keyof Names]> & {
  [Name in keyof Names]: string | null;
};

/**
 * Rows that hold people's ids, with those ids replaced by the people's names: `{ actor_name:
 * 'actor_user_id' }` turns each row's actor_user_id into actor_name (null where there is none).
 */
export async function withUserNames<Row extends object, const Names extends Record<string, keyof Row>>(
  db: Kysely<Database>,
  rows: readonly Row[],
  names: Names,
): Promise<Named<Row, Names>[]> {
  const fields = Object.entries(names) as [string, keyof Row][];
  const known = await userNamesOf(
    db,
    rows.flatMap((row) => fields.map(([, field]) => row[field] as string | null)),
  );
  return rows.map((row) => {
    const named = { ...row } as Record<string, unknown>;
    for (const [name, field] of fields) {
      delete named[field as string];
      named[name] = nameIn(known, row[field] as string | null);
    }
    return named as Named<Row, Names>;
  });
}

/** Who these people are, for lists a person picks from (the users one may act for). */
export async function usersByIds(db: Kysely<Database>, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db.selectFrom('users').select(['id as user_id', 'username', 'full_name']).where('id', 'in', wanted).execute();
}

/**
 * The organisation's people with a name, or a word of it, starting with a normalised prefix (as
 * prefix-terms.ts makes them: case, spaces and diacritics ignored), for lists that show who holds
 * the work. Names are compared here rather than in SQL, which cannot ignore diacritics on both
 * engines alike; an organisation's staff are hundreds, read in one pass.
 */
export async function userIdsNamed(db: Kysely<Database>, organisationId: string, prefix: string): Promise<string[]> {
  if (!prefix) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('organisation_id', '=', organisationId)
    .execute();
  return users
    .filter((user) =>
      [user.full_name, ...user.full_name.split(/\s+/)].some((word) => normaliseTerm(word).startsWith(prefix)),
    )
    .map((user) => user.id);
}
