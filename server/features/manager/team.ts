import type { Kysely } from 'kysely';
import type { Absence, Team } from '../../../contract/absences.ts';
import type { Database } from '../../db/schema.ts';
import { activeMembersOf, type UserRow } from '../organisations/index.ts';
import { openWorkCountsOf, unassignedOpenWork } from '../assignments/index.ts';
import { absencesWhere } from '../time-off/index.ts';

interface TeamMembers {
  /** The manager's work group, or null when the team is the whole organisation. */
  group: string | null;
  members: { id: string; full_name: string }[];
}

/** A manager's team: the active staff of their work group, or of the whole organisation when they have none. */
export async function teamOf(db: Kysely<Database>, manager: UserRow): Promise<TeamMembers> {
  const members = await activeMembersOf(db, manager.organisation_id, manager.work_group);
  return { group: manager.work_group, members };
}

/** The team's absences still to come or under way: requests to decide, and approved leave. */
export async function teamAbsences(db: Kysely<Database>, manager: UserRow, day: string): Promise<Absence[]> {
  const team = await teamOf(db, manager);
  return absencesWhere(db, {
    organisationId: manager.organisation_id,
    userIds: team.members.map((m) => m.id),
    statuses: ['requested', 'approved'],
    endingFrom: day,
  });
}

/** Each member's open, overdue and due work on the business day, who is away, and the group's unassigned work. */
export async function teamWorkload(db: Kysely<Database>, manager: UserRow, day: string): Promise<Team> {
  const organisationId = manager.organisation_id;
  const team = await teamOf(db, manager);
  const ids = team.members.map((m) => m.id);
  const counts = await openWorkCountsOf(db, organisationId, ids, day);
  const away = await absencesWhere(db, { organisationId, userIds: ids, statuses: ['approved'], endingFrom: day });
  return {
    group: team.group,
    unassigned: await unassignedOpenWork(db, organisationId, team.group),
    members: team.members.map((m) => {
      const count = counts.find((r) => r.assignee_user_id === m.id);
      const absence = away.find((a) => a.user_id === m.id && a.starts_on <= day);
      return {
        id: m.id,
        full_name: m.full_name,
        open: Number(count?.open ?? 0),
        overdue: Number(count?.overdue ?? 0),
        due_today: Number(count?.due_today ?? 0),
        away_until: absence?.ends_on ?? null,
        substitute_full_name: absence?.substitute_full_name ?? null,
      };
    }),
  };
}
