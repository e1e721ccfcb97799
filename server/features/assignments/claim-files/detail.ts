import type { Kysely } from 'kysely';
import { assignmentTypeName } from '../../../../contract/assignments.ts';
import { AMICABLE_ANSWERS } from '../../../../contract/claim-file-page.ts';
import type { Party } from '../../../../contract/claim-file.ts';
import type { ClaimFileDetail } from '../../../../contract/claim-file-page.ts';
import type { Language } from '../../../../contract/languages.ts';
import { policyStandingOn } from '../../../../contract/policies.ts';
import { mayChange, isManager } from '../../../access/assignment-rules.ts';
import type { Database } from '../../../db/schema.ts';
import { describeStatus, statusesOfOrganisation } from '../statuses.ts';
import { timelineWords } from '../timeline-text.ts';
import type { UserRow } from '../../organisations/index.ts';
import { documentsOfAssignments, documentTypeNamer } from '../../documents/index.ts';
import { findPolicy } from '../../policies/index.ts';
import { referenceName } from '../../reference/index.ts';
import { caseStandingOf, trackerConfigFor } from '../../tracker/index.ts';
import { assignmentsOfFile, eventOf, partiesOf, timelinesOf, type ClaimFileRecord } from './repository.ts';

type FileAssignment = Awaited<ReturnType<typeof assignmentsOfFile>>[number];

/** A manager, or whoever may change an open assignment of the file, may change its event and people. */
export function mayEditFile(user: UserRow, assignments: FileAssignment[]): boolean {
  return isManager(user) || assignments.some((a) => a.is_final === 0 && mayChange(user, a));
}

export async function policyOfFile(db: Kysely<Database>, file: ClaimFileRecord, language: Language) {
  if (!file.policy_id) return null;
  const policy = await findPolicy(db, file.organisation_id, file.policy_id);
  if (!policy) return null;
  const productName = await referenceName(db, 'policy_types', policy.product, language);
  return { ...policy, product_name: productName, standing: policyStandingOn(policy, file.event_date) };
}

async function trackerStepOf(db: Kysely<Database>, file: ClaimFileRecord, language: Language) {
  if (!file.tracker_case_id) return null;
  const trackerCase = await caseStandingOf(db, file.tracker_case_id);
  if (!trackerCase) return null;
  const config = await trackerConfigFor(db, file.organisation_id, language, trackerCase.process_step_index);
  const step = config?.config.find((s) => s.state === 'current');
  return step ? { case_no: trackerCase.case_no, index: step.index, label: step.label } : null;
}

/**
 * Everything the claim file page shows, in one answer: one read per kind of thing (the file's
 * assignments, their documents, their timelines), so fifty assignments cost what five do.
 */
export async function claimFileDetail(
  db: Kysely<Database>,
  user: UserRow,
  file: ClaimFileRecord,
  language: Language,
): Promise<ClaimFileDetail> {
  const assignments = await assignmentsOfFile(db, file.id);
  const ids = assignments.map((a) => a.id);
  const numberOf = new Map(assignments.map((a) => [a.id, a.assignment_no]));
  const typeOf = new Map(assignments.map((a) => [a.id, a.assignment_type]));
  const [statuses, parties, documents, timeline, policy, trackerStep, typeName] = await Promise.all([
    statusesOfOrganisation(db, file.organisation_id),
    partiesOf(db, file.id),
    documentsOfAssignments(db, ids),
    timelinesOf(db, ids),
    policyOfFile(db, file, language),
    trackerStepOf(db, file, language),
    documentTypeNamer(db, file.organisation_id, language),
  ]);
  const statusOf = (type: string, code: string, isFinal: boolean) =>
    describeStatus(statuses, type, code, language, isFinal);
  return {
    claim_file_no: file.claim_file_no,
    policy_no: file.policy_no,
    policy_type: file.policy_type,
    insured_name: file.insured_name,
    vehicle: { plate: file.plate, brand: file.vehicle_brand, model: file.vehicle_model, vin: file.vin },
    event: eventOf(file),
    injuries: { injured: file.injured === null ? null : file.injured === 1, note: file.injury_note },
    amicable_report: AMICABLE_ANSWERS.find((answer) => answer === file.amicable_report) ?? null,
    contact: file.contact,
    policy_missing_reason: file.policy_missing_reason,
    created_at: file.created_at,
    version: file.version,
    policy,
    parties: parties.map((p) => ({ ...p, role: p.role as Party['role'] })),
    assignments: assignments.map((a) => {
      const status = statusOf(a.assignment_type, a.status_code, a.is_final === 1);
      return {
        id: a.id,
        assignment_no: a.assignment_no,
        assignment_type: a.assignment_type,
        type_name: assignmentTypeName(a.assignment_type, language),
        status: { code: a.status_code, name: status.name, color: status.color, is_final: a.is_final === 1 },
        assignee_name: a.assignee_name,
        group_code: a.group_code,
        due_date: a.due_date,
        is_case_master: a.is_case_master === 1,
      };
    }),
    documents: documents.map((d) => ({
      id: d.id,
      doc_type: d.doc_type,
      doc_type_name: typeName(d.doc_type),
      status: d.status,
      file_name: d.file_name,
      updated_at: d.updated_at,
      assignment_no: numberOf.get(d.assignment_id) ?? '',
    })),
    messages: timeline
      .filter((t) => (t.kind === 'email' || t.kind === 'sms') && t.outbox_id !== null)
      .map((t) => ({
        id: t.outbox_id ?? '',
        channel: t.kind as 'email' | 'sms',
        recipient: t.recipient,
        subject: t.subject,
        sent_at: t.created_at,
        assignment_no: numberOf.get(t.assignment_id) ?? '',
        href: `/${t.kind === 'email' ? 'print-email' : 'print-sms'}/${t.outbox_id}`,
      })),
    timeline: timeline.map((t) => {
      const type = typeOf.get(t.assignment_id) ?? '';
      const known = t.status_code !== null && statuses.has(`${type}/${t.status_code}`);
      const status = known && t.status_code ? statusOf(type, t.status_code, false) : null;
      return {
        id: t.id,
        kind: t.kind,
        system_time: t.created_at,
        actor_name: t.actor_name,
        acting_as_name: t.acting_as_name,
        ...timelineWords(t.text, language),
        status: status ? { name: status.name, color: status.color } : null,
        assignment_no: numberOf.get(t.assignment_id) ?? '',
      };
    }),
    tracker_step: trackerStep,
    may_edit: mayEditFile(user, assignments),
  };
}
