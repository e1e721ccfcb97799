import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { Language } from '../../../contract/languages.ts';
import type { StartPage } from '../../../contract/start.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import { isApprover } from '../assessments/index.ts';
import { teamWorkload } from '../manager/index.ts';
import { appMetadataOf, findOrganisationById, rolesOf } from '../organisations/index.ts';
import { paymentRolesOf } from '../settlement/index.ts';
import { mayUseArea } from '../shell/index.ts';
import { approvalQueue, arrivedNews, dueWork, todaysInspections } from './sections.ts';

/**
 * The start page of signed-in staff: each section read for the caller, in their organisation and
 * by their roles. The team's load is a manager's only, as the manager area it comes from.
 */
export async function startPageOf(
  db: Kysely<Database>,
  actor: Actor,
  language: Language,
  now: Date,
): Promise<StartPage> {
  const { user } = actor;
  const [org, paymentRoles] = await Promise.all([
    findOrganisationById(db, user.organisation_id),
    paymentRolesOf(db, user.organisation_id),
  ]);
  const manages = mayUseArea('manager-area', { roles: rolesOf(user), features: appMetadataOf(org), paymentRoles });
  const team = manages ? await teamWorkload(db, user, businessDate(now)) : null;
  return {
    inspections: await todaysInspections(db, actor, now),
    due: await dueWork(db, actor, language, now),
    approvals: await approvalQueue(db, actor, isApprover(user)),
    arrived: await arrivedNews(db, actor, org),
    team:
      team?.members.map((m) => ({
        user_id: m.id,
        full_name: m.full_name,
        open: m.open,
        overdue: m.overdue,
        due_today: m.due_today,
      })) ?? null,
  };
}
