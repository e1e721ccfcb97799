import type { AssignmentsForDocuments } from '../documents/index.ts';
import { assignmentDetail } from './detail.ts';
import { findAssignmentFor } from './repository.ts';
import { addTimelineEntry } from './timeline-writer.ts';
import { policyholderEmailOf } from './claim-contacts.ts';

/** What the documents feature is handed of assignments (see AssignmentsForDocuments). */
export const assignmentsForDocuments: AssignmentsForDocuments = {
  find: (db, id, organisationId) => {
    let query = db.selectFrom('assignments').selectAll().where('id', '=', id);
    if (organisationId !== undefined) query = query.where('organisation_id', '=', organisationId);
    return query.executeTakeFirst();
  },
  idsOfCase: async (db, caseId) => {
    const rows = await db
      .selectFrom('assignments as a')
      .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
      .select('a.id')
      .where('f.tracker_case_id', '=', caseId)
      .execute();
    return rows.map((row) => row.id);
  },
  trackerCaseOf: async (db, assignment) => {
    const file = await db
      .selectFrom('claim_files')
      .select('tracker_case_id')
      .where('id', '=', assignment.claim_file_id)
      .executeTakeFirstOrThrow();
    return file.tracker_case_id;
  },
  pageFor: async (db, user, assignmentId, language) =>
    assignmentDetail(db, user, await findAssignmentFor(db, user, assignmentId), language),
  noteOnTimeline: (db, assignment, who, text, now) =>
    addTimelineEntry(db, now, { assignmentId: assignment.id, kind: 'document', who, text }),
  policyholderEmailOf: async (db, assignment) => {
    const contact = await policyholderEmailOf(db, assignment);
    const file = await db
      .selectFrom('claim_files')
      .select('claim_file_no')
      .where('id', '=', assignment.claim_file_id)
      .executeTakeFirstOrThrow();
    return contact ? { name: contact.name, address: contact.address, claimNo: file.claim_file_no } : null;
  },
  emailOnTimeline: (db, assignment, who, text, outboxId, now) =>
    addTimelineEntry(db, now, { assignmentId: assignment.id, kind: 'email', who, text, outbox_id: outboxId }),
};
