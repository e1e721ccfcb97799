import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addWorkingDays, businessDate } from '../../../contract/business-time.ts';
import { mayChange } from '../../access/assignment-rules.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { assignments } from './assignments-port.ts';
import { writeDocumentTimeline, type AssignmentRow } from './repository.ts';
import { addRequestedDocuments } from './requested-rows.ts';
import { tellPolicyholder, type TrackerLinkOf } from './request-mail.ts';

/** When staff name no due date, the policyholder is asked for the documents within a working week. */
export const DOCUMENTS_DUE_IN_WORKING_DAYS = 5;

/**
 * The asked names in both languages (JSON { en, ro }) where they are the organisation's known
 * document types, matched in either language whatever the case; null when none is known.
 */
async function labelsInBoth(db: Kysely<Database>, organisationId: string, names: string[]): Promise<string | null> {
  const types = await db
    .selectFrom('document_types')
    .select(['name_en', 'name_ro'])
    .where('organisation_id', '=', organisationId)
    .execute();
  const known = (name: string) =>
    types.find((t) => [t.name_en, t.name_ro].some((n) => n.toLowerCase() === name.trim().toLowerCase()));
  if (!names.some(known)) return null;
  return JSON.stringify({
    en: names.map((n) => known(n)?.name_en ?? n),
    ro: names.map((n) => known(n)?.name_ro ?? n),
  });
}

/**
 * Asks for documents on an assignment: open "requested" rows that guests see as tasks, and, when
 * the claim has a tracker case, a document request that shows the policyholder an upload button.
 * The policyholder is told by e-mail when the claim has their address; answers the address told,
 * or null when there was nobody to tell (the page says so).
 */
export async function requestDocuments(
  deps: { db: Kysely<Database>; trackerLink: TrackerLinkOf },
  actor: Actor,
  assignment: AssignmentRow,
  names: string[],
  now: Date,
  dueDate?: string,
): Promise<string | null> {
  const { db } = deps;
  if (!mayChange(actor.user, assignment)) throw new AppError('forbidden', 'error.documents.requestNotAllowed');
  const unique = [...new Set(names)];
  const key = randomBytes(16).toString('base64url');
  const at = now.toISOString();
  const due = dueDate ?? addWorkingDays(businessDate(now), DOCUMENTS_DUE_IN_WORKING_DAYS);
  return db.transaction().execute(async (trx) => {
    const trackerCaseId = await assignments().trackerCaseOf(trx, assignment);
    const labels = await labelsInBoth(trx, assignment.organisation_id, unique);
    if (trackerCaseId) {
      await trx
        .insertInto('document_requests')
        .values({
          key,
          case_id: trackerCaseId,
          doc_type_names: JSON.stringify(unique),
          system_time: at,
          fulfilled_at: null,
          assignment_id: assignment.id,
          labels,
          due_date: due,
        })
        .execute();
    }
    await addRequestedDocuments(trx, {
      assignmentId: assignment.id,
      requestKey: key,
      docTypes: unique,
      now,
      dueDate: due,
    });
    await writeDocumentTimeline(trx, assignment, null, actor, unique.join(', '), now);
    const asked = { names: unique, labels, due, tracked: trackerCaseId !== null };
    return tellPolicyholder(trx, { trackerLink: deps.trackerLink, actor, assignment, asked, now });
  });
}
