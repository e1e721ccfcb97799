import type { Kysely } from 'kysely';
import { MAX_PARTIES, type Party } from '../../../../contract/claim-file.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { timelineKeyText } from '../timeline-text.ts';
import { changeClaimFile, type ClaimFileChange } from './change-claim-file.ts';
import { assignmentsOfFile, partiesOf, replaceParties } from './repository.ts';

type Options = Omit<ClaimFileChange, 'action' | 'timelineText' | 'before' | 'after' | 'expected'> & {
  report: { description: string; damage: string | null; parties: Party[] };
  /** Writes more of the report in the same transaction, on the file's case master assignment. */
  alsoWrite?: (trx: Kysely<Database>, caseMasterId: string) => Promise<void>;
};

/** One person is the same as another of the file when role and name agree (case and spaces aside). */
const personKey = (p: { role: string; name: string }) =>
  `${p.role}:${p.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/**
 * Another report of an event the file already holds, phoned in again: what it tells goes on the
 * case master's timeline, the people it names that the file lacks join the list after those it
 * has, and the audit log keeps both lists. The file moves to its next version atomically; the
 * report is added to the file as it is now, since it replaces nothing anyone wrote.
 */
export async function addReportToClaimFile(db: Kysely<Database>, options: Options): Promise<void> {
  const { file, report, now } = options;
  const before = (await partiesOf(db, file.id)).map(({ id: _id, ...party }) => party as Party);
  const known = new Set(before.map(personKey));
  const added = report.parties.filter((p) => !known.has(personKey(p)));
  const after = [...before, ...added];
  if (after.length > MAX_PARTIES)
    throw new AppError('validation_failed', 'error.claimFile.partiesMax', { field: 'parties' });
  const text = [report.description, report.damage ?? ''].filter((part) => part.trim() !== '').join('\n\n');
  const change = {
    ...options,
    expected: () => file.version,
    action: 'report',
    timelineText: timelineKeyText('timeline.words.reportAdded', { report: text }),
    before: { parties: before },
    after: { parties: after, description: report.description, damage: report.damage },
  } as const;
  const master = (await assignmentsOfFile(db, file.id))[0];
  await changeClaimFile(db, change, async (trx) => {
    if (added.length > 0) await replaceParties(trx, file.id, after, now);
    if (master && options.alsoWrite) await options.alsoWrite(trx, master.id);
  });
}
