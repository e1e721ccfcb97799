import type { Kysely } from 'kysely';
import { noteItemsOf } from './note-items-source.ts';
import { assignmentTypeName, type AssignmentDetail, type AssignmentType } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { caseStandingOf } from '../tracker/index.ts';
import type { Database } from '../../db/schema.ts';
import { mayHold } from '../../../contract/distribution.ts';
import { colleaguesWhoMayHold, findUserById, rolesOf, type UserRow } from '../organisations/index.ts';
import { documentsOf, documentTypeNamer } from '../documents/index.ts';
import { isManager, mayChange } from '../../access/assignment-rules.ts';
import { claimFileOf, timelineOf, type AssignmentRow } from './repository.ts';
import { statusInLanguage } from './statuses.ts';
import { policyholderEmailOf } from './claim-contacts.ts';
import { mayMake, movesFrom } from './transitions.ts';

/** Everything the assignment page shows and offers, for this user. */
export async function assignmentDetail(
  db: Kysely<Database>,
  user: UserRow,
  assignment: AssignmentRow,
  language: Language,
): Promise<AssignmentDetail> {
  const file = await claimFileOf(db, assignment);
  const statuses = await db
    .selectFrom('assignment_statuses')
    .selectAll()
    .where('organisation_id', '=', assignment.organisation_id)
    .where('assignment_type', '=', assignment.assignment_type)
    .orderBy('sort')
    .execute();
  const current = statuses.find((s) => s.code === assignment.status_code);
  const holder = assignment.assignee_user_id ? await findUserById(db, assignment.assignee_user_id) : undefined;
  const assignee = holder ? { id: holder.id, full_name: holder.full_name } : undefined;
  const trackerCase = file.tracker_case_id ? await caseStandingOf(db, file.tracker_case_id) : undefined;
  const policyholderEmail = await policyholderEmailOf(db, assignment);
  const manager = isManager(user);
  const changer = mayChange(user, assignment);
  // A manager hands work to anyone whose role is for this kind of work; others may only take it or give it back.
  const type = assignment.assignment_type;
  const assignable = manager
    ? (await colleaguesWhoMayHold(db, user.organisation_id))
        .filter((u) => u.types.some((t) => t === type))
        .map((u) => ({ id: u.id, full_name: u.full_name }))
    : // Who holds work of a kind they may not hold (from before roles counted) may still hand it back.
      changer && (mayHold(rolesOf(user), type) || assignment.assignee_user_id === user.id)
      ? [{ id: user.id, full_name: user.full_name }]
      : [];
  return {
    id: assignment.id,
    assignment_no: assignment.assignment_no,
    assignment_type: assignment.assignment_type as AssignmentType,
    type_name: assignmentTypeName(assignment.assignment_type, language),
    status: current
      ? statusInLanguage(current, language)
      : {
          code: assignment.status_code,
          name: assignment.status_code,
          color: '#616161',
          help: '',
          is_final: assignment.is_final === 1,
        },
    assignee: assignee ?? null,
    group_code: assignment.group_code,
    due_date: assignment.due_date,
    created_at: assignment.created_at,
    updated_at: assignment.updated_at,
    is_case_master: assignment.is_case_master === 1,
    assignment_key: assignment.guest_key,
    claim_file: {
      claim_file_no: file.claim_file_no,
      policy_no: file.policy_no,
      policy_type: file.policy_type,
      insured_name: file.insured_name,
      vehicle: { plate: file.plate, brand: file.vehicle_brand, model: file.vehicle_model, vin: file.vin },
      event_date: file.event_date,
      event_place: [file.event_place, file.event_county, file.event_country].filter(Boolean).join(', '),
      tracker_case_no: trackerCase?.case_no ?? null,
      injured: file.injured === null ? null : file.injured === 1,
      policyholder_email: policyholderEmail?.address ?? null,
    },
    statuses: statuses.map((s) => statusInLanguage(s, language)),
    next_statuses: changer
      ? (await movesFrom(db, assignment)).filter((move) => mayMake(user, move, assignment.assignment_type))
      : [],
    version: assignment.version,
    assignable_users: assignable,
    may_change: changer,
    may_assign: manager || changer,
    note_items: await noteItemsOf(db, assignment.id, language),
    documents: await documentsInLanguage(db, assignment, language),
    guest_link: {
      path: `/guest/${assignment.assignment_type}/${assignment.guest_key}`,
      expires_at: assignment.guest_key_expires_at,
    },
    timeline: await timelineOf(db, assignment, language),
  };
}

/** The assignment's documents, each with its type's name in the reader's language. */
async function documentsInLanguage(
  db: Kysely<Database>,
  assignment: { id: string; organisation_id: string },
  language: Language,
) {
  const [documents, nameOf] = await Promise.all([
    documentsOf(db, [assignment.id]),
    documentTypeNamer(db, assignment.organisation_id, language),
  ]);
  return documents.map((d) => ({ ...d, doc_type_name: nameOf(d.doc_type) }));
}
