import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { Database } from '../../db/schema.ts';
import { addRomanianWorkingDays } from '../../calendar/romanian-working-days.ts';
import type { ClaimDeadline, MoneyOfClaims, MoneyWorklist } from './deps.ts';
import { standingOf } from './legal-clock/deadlines.ts';

/** The worklist's money lists reach this far: "within 3 working days", as the list's name says. */
const SOON_WORKING_DAYS = 3;

/** The claim files on a money worklist, as a subquery the worklist puts beside its own conditions. */
function claimFilesOn(db: Kysely<Database>, organisationId: string, list: MoneyWorklist, now: Date) {
  const today = businessDate(now);
  const files = db.selectFrom('settlement_files').select('claim_file_id').where('organisation_id', '=', organisationId);
  if (list === 'disputed') return files.where('state', '=', 'disputed');
  if (list === 'deadline-breached') return files.where('next_deadline', '<', today);
  return files
    .where('next_deadline', '>=', today)
    .where('next_deadline', '<=', addRomanianWorkingDays(today, SOON_WORKING_DAYS));
}

/** Each claim's next deadline and where it stands today, for the worklist's column. */
async function nextDeadlines(db: Kysely<Database>, claimFileIds: readonly string[], now: Date) {
  const found = new Map<string, ClaimDeadline>();
  if (claimFileIds.length === 0) return found;
  const rows = await db
    .selectFrom('settlement_files')
    .select(['claim_file_id', 'next_deadline', 'next_deadline_kind'])
    .where('claim_file_id', 'in', [...new Set(claimFileIds)])
    .where('next_deadline', 'is not', null)
    .execute();
  const today = businessDate(now);
  for (const row of rows) {
    if (!row.next_deadline || !row.next_deadline_kind) continue;
    const { standing } = standingOf(row.next_deadline, null, today, SOON_WORKING_DAYS);
    found.set(row.claim_file_id, {
      date: row.next_deadline,
      kind: row.next_deadline_kind,
      standing: standing === 'met' ? 'open' : standing,
    });
  }
  return found;
}

/** What the worklist asks of the claims' money, handed to it by createApp. */
export const moneyOfClaims: MoneyOfClaims = { claimFilesOn, nextDeadlines };
