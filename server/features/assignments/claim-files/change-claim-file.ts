import type { Kysely } from 'kysely';
import type { Language } from '../../../../contract/languages.ts';
import { audit } from '../../../audit/audit.ts';
import { findLastChange } from '../../../audit/last-change.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { actorIds, type Actor } from '../../../http/request-context.ts';
import { staleVersion } from '../../../http/version.ts';
import { addTimelineEntry } from '../timeline-writer.ts';
import { claimFileDetail, mayEditFile } from './detail.ts';
import { indexClaimFileFacts } from './index-facts.ts';
import { assignmentsOfFile, bumpClaimFile, findClaimFileFor, type ClaimFileRecord } from './repository.ts';

/** Every change of a claim file writes an audit entry with this prefix; its newest says who changed the file. */
const ACTION_PREFIX = 'claimFile.';

export interface ClaimFileChange {
  file: ClaimFileRecord;
  actor: Actor;
  /** The version the caller saw, asked only once the change is known to be the caller's to make. */
  expected: () => number;
  language: Language;
  now: Date;
  action: 'event' | 'parties' | 'report';
  /** What goes on the case master assignment's timeline (a key and values, worded when it is read). */
  timelineText: string;
  before: unknown;
  after: unknown;
}

/**
 * A change of the file's event or people, on the version the caller read: refused (403) for
 * someone who may not change the file, 409 with the file as it is now when someone else changed
 * it first; otherwise the file moves to its next version, `work` runs, and the case master
 * assignment's timeline and the audit log say who did it. Answers the new version.
 */
export async function changeClaimFile(
  db: Kysely<Database>,
  change: ClaimFileChange,
  work: (trx: Kysely<Database>) => Promise<void>,
): Promise<number> {
  const { file, actor, now } = change;
  const assignments = await assignmentsOfFile(db, file.id);
  if (!mayEditFile(actor.user, assignments)) throw new AppError('forbidden', 'error.claimFile.changeNotAllowed');
  const expected = change.expected();
  const master = assignments.find((a) => a.is_case_master === 1) ?? assignments[0];
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await bumpClaimFile(trx, file.id, expected, now))) return false;
    await work(trx);
    // The police report and the people's phones, addresses and plates are what the search finds it by.
    await indexClaimFileFacts(trx, [file.id]);
    if (master) {
      const line = { assignmentId: master.id, kind: 'note' as const, who: actorIds(actor), text: change.timelineText };
      await addTimelineEntry(trx, now, line, false);
    }
    const entry = { action: `${ACTION_PREFIX}${change.action}`, target: file.claim_file_no };
    await audit(trx, actor, { ...entry, before: change.before, after: change.after }, now);
    return true;
  });
  if (!changed) throw await staleClaimFile(db, actor, file.claim_file_no, change.language);
  return expected + 1;
}

/** 409 `conflict` with the file as this user sees it now, and who last changed it and when. */
async function staleClaimFile(db: Kysely<Database>, actor: Actor, claimFileNo: string, language: Language) {
  const organisationId = actor.user.organisation_id;
  const current = await claimFileDetail(
    db,
    actor.user,
    await findClaimFileFor(db, organisationId, claimFileNo),
    language,
  );
  const last = await findLastChange(db, organisationId, claimFileNo, ACTION_PREFIX);
  return staleVersion(current, current.version, last);
}
