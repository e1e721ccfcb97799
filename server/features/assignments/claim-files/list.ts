import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ClaimFilesPage, ClaimFilesQuery } from '../../../../contract/claim-file-page.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';

type Eb = ExpressionBuilder<Database & { f: Database['claim_files'] }, 'f'>;

const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string'))
      return parsed as [string, string];
  } catch {
    // falls through to the error below
  }
  throw new AppError('validation_failed', 'error.claimFiles.cursor', { field: 'after' });
}

/**
 * One page of the organisation's claim files, newest first, by keyset on (created_at, id): the
 * organisation's index in that order is walked from the cursor, and each file's open assignments
 * are counted through the assignments' index by file, so page 100 costs what page 1 costs.
 */
export async function claimFilesPage(
  db: Kysely<Database>,
  organisationId: string,
  query: ClaimFilesQuery,
): Promise<ClaimFilesPage> {
  const openCount = (eb: Eb) =>
    eb
      .selectFrom('assignments as a')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('a.claim_file_id', '=', 'f.id')
      .where('a.is_final', '=', 0);
  const select = () =>
    db
      .selectFrom('claim_files as f')
      .select(['f.id', 'f.claim_file_no', 'f.insured_name', 'f.plate', 'f.event_date', 'f.created_at'])
      .where('f.organisation_id', '=', organisationId);
  let rows = select().select((eb) => openCount(eb).as('open_assignments'));
  if (query.state !== 'all') {
    const hasOpen = (eb: Eb) =>
      eb.exists(
        eb
          .selectFrom('assignments as a')
          .select('a.id')
          .whereRef('a.claim_file_id', '=', 'f.id')
          .where('a.is_final', '=', 0),
      );
    rows = rows.where((eb) => (query.state === 'open' ? hasOpen(eb) : eb.not(hasOpen(eb))));
  }
  if (query.after) {
    const [createdAt, id] = decodeCursor(query.after);
    rows = rows.where((eb) =>
      eb.or([eb('f.created_at', '<', createdAt), eb.and([eb('f.created_at', '=', createdAt), eb('f.id', '<', id)])]),
    );
  }
  const found = await rows
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({
      claim_file_no: row.claim_file_no,
      insured_name: row.insured_name,
      plate: row.plate,
      event_date: row.event_date,
      open_assignments: Number(row.open_assignments),
      created_at: row.created_at,
    })),
    next_cursor: found.length > query.limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}
