import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { assignmentTypeName, type TimelineLookup } from '../../../contract/assignments.ts';
import type { EmailLookup, SmsLookup } from '../../../contract/print-lookups.ts';
import type { Language } from '../../../contract/languages.ts';
import { messagesById } from '../outbox/index.ts';
import { caseStandingOf, trackerCaseLink } from '../tracker/index.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findOrganisationById, type UserRow } from '../organisations/index.ts';
import { claimFileOf, findAssignmentByKeyFor, timelineOf } from './repository.ts';

/** /print-timeline/{assignment_key}: the header, the timeline, and a QR code of the claim's tracker. */
export async function timelineLookup(
  db: Kysely<Database>,
  user: UserRow,
  key: string,
  language: Language,
  links: { origin: string; secret: string },
): Promise<TimelineLookup> {
  const assignment = await findAssignmentByKeyFor(db, user, key);
  const file = await claimFileOf(db, assignment);
  const trackerCase = file.tracker_case_id ? await caseStandingOf(db, file.tracker_case_id) : undefined;
  const org = await findOrganisationById(db, assignment.organisation_id);
  const trackerUrl = trackerCase
    ? trackerCaseLink({ ...links, language, caseNo: trackerCase.case_no, orgCode: org.code })
    : null;
  return {
    id: assignment.id,
    name: assignmentTypeName(assignment.assignment_type, language),
    claim_file_no: file.claim_file_no,
    assignment_no: assignment.assignment_no,
    is_case_master: assignment.is_case_master === 1,
    timeline: await timelineOf(db, assignment, language),
    tracker_url: trackerUrl,
    tracker_qr_svg: trackerUrl
      ? await QRCode.toString(trackerUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      : null,
  };
}

/** A message sent from an assignment of the caller's organisation, by its outbox id. */
async function sentMessage(db: Kysely<Database>, user: UserRow, messageId: string, channel: 'email' | 'sms') {
  const row = await db
    .selectFrom('timeline_entries as t')
    .innerJoin('assignments as a', 'a.id', 't.assignment_id')
    .innerJoin('claim_files as f', 'f.id', 'a.claim_file_id')
    .select(['a.assignment_type', 'a.assignment_no', 'a.guest_key', 'f.claim_file_no'])
    .where('t.outbox_id', '=', messageId)
    .where('t.kind', '=', channel)
    .where('a.organisation_id', '=', user.organisation_id)
    .executeTakeFirst();
  const message = row ? (await messagesById(db, [messageId])).get(messageId) : undefined;
  if (!row || !message)
    throw new AppError('not_found', channel === 'email' ? 'error.notFound.email' : 'error.notFound.sms');
  return { ...row, ...message };
}

export async function emailLookup(
  db: Kysely<Database>,
  user: UserRow,
  emailId: string,
  language: Language,
): Promise<EmailLookup> {
  const row = await sentMessage(db, user, emailId, 'email');
  return {
    name: assignmentTypeName(row.assignment_type, language),
    claim_file_no: row.claim_file_no,
    assignment_no: row.assignment_no,
    key: row.guest_key,
    time: row.created_at,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
  };
}

export async function smsLookup(
  db: Kysely<Database>,
  user: UserRow,
  smsId: string,
  language: Language,
): Promise<SmsLookup> {
  const row = await sentMessage(db, user, smsId, 'sms');
  return {
    assignment_name: assignmentTypeName(row.assignment_type, language),
    claim_file_no: row.claim_file_no,
    assignment_no: row.assignment_no,
    time: row.created_at,
    to: row.recipient,
    body: row.body,
  };
}
