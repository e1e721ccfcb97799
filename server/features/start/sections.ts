import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { WorklistQuerySchema } from '../../../contract/assignments.ts';
import { businessDate } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import { DUE_LISTS, START_LINES, type StartPage } from '../../../contract/start.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { dashboardCounts, openWorkFacts, worklistPage } from '../assignments/index.ts';
import { notesAwaitingApprovalOf } from '../assessments/index.ts';
import { pendingNotifications } from '../notifications/index.ts';
import { nameIn, userNamesOf, type OrganisationRow } from '../organisations/index.ts';
import { bookingsOnDay } from '../schedule/index.ts';

/** The inspections booked today on the work the reader holds, in time order. */
export async function todaysInspections(
  db: Kysely<Database>,
  actor: Actor,
  now: Date,
): Promise<StartPage['inspections']> {
  const { user } = actor;
  const bookings = await bookingsOnDay(db, user.organisation_id, businessDate(now));
  const facts = await openWorkFacts(
    db,
    user.organisation_id,
    bookings.map((b) => b.assignment_id),
  );
  return bookings.flatMap((b) => {
    const work = facts.get(b.assignment_id);
    if (work?.assignee_user_id !== user.id) return [];
    const { assignment_no, claim_file_no, plate } = work;
    return [
      { assignment_id: work.id, assignment_no, claim_file_no, plate, time: b.time, location_name: b.location_name },
    ];
  });
}

/**
 * The reader's work past or near its due date or legal deadline: each of the worklist's lists, with
 * its count and its first lines in the worklist's order, so the start page and the list agree.
 */
export async function dueWork(
  db: Kysely<Database>,
  actor: Actor,
  language: Language,
  now: Date,
): Promise<StartPage['due']> {
  const counts = await dashboardCounts(db, actor.user, now);
  const due: StartPage['due'] = [];
  for (const list of DUE_LISTS) {
    const count = counts[list];
    if (count === 0) {
      due.push({ list, count, rows: [] });
      continue;
    }
    const query = v.parse(WorklistQuerySchema, { filter_criteria: list, limit: '10' });
    const page = await worklistPage(db, actor.user, query, language, now);
    const rows = page.rows.slice(0, START_LINES).map((row) => ({
      assignment_id: row.id,
      assignment_no: row.assignment_no,
      claim_file_no: row.claim_file_no,
      type_name: row.type_name,
      due_date: row.due_date,
      deadline: row.legal_deadline?.date ?? null,
    }));
    due.push({ list, count, rows });
  }
  return due;
}

/** The notes waiting for the reader's approval; null for someone whose roles never approve. */
export async function approvalQueue(
  db: Kysely<Database>,
  actor: Actor,
  approver: boolean,
): Promise<StartPage['approvals']> {
  if (!approver) return null;
  const notes = await notesAwaitingApprovalOf(db, actor.user, actor.realUserId);
  const facts = await openWorkFacts(
    db,
    actor.user.organisation_id,
    notes.map((n) => n.assignment_id),
  );
  const names = await userNamesOf(
    db,
    notes.map((n) => n.submitted_by_user_id),
  );
  return notes.flatMap((note) => {
    const work = facts.get(note.assignment_id);
    if (!work) return [];
    const { assignment_no, claim_file_no, plate } = work;
    const submitted_by = nameIn(names, note.submitted_by_user_id);
    return [{ assignment_id: work.id, assignment_no, claim_file_no, plate, total: note.total, submitted_by }];
  });
}

/** What came to the reader since they last cleared their notifications: uploads, answers, acceptances, work. */
export async function arrivedNews(
  db: Kysely<Database>,
  actor: Actor,
  org: OrganisationRow,
): Promise<StartPage['arrived']> {
  const news = await pendingNotifications(db, actor.user, org);
  return news.toReversed().map((n) => ({
    id: n.id,
    name: n.name,
    count: n.new_activities,
    assignment_id: n.assignment_id,
    language: n.language,
  }));
}
