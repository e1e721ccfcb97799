import type { Kysely } from 'kysely';
import type { IntakeClaim, IntakeReceipt } from '../../../contract/intake.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type Actor, actorIds } from '../../http/request-context.ts';
import { findOrganisationById } from '../organisations/index.ts';
import { addTimelineEntry, possibleDuplicates } from '../assignments/index.ts';
import { checkedReport } from './checked-report.ts';
import { createClaim } from './create-claim.ts';
import { policyGapLine } from './policy-gap.ts';

/**
 * A claim phoned in or brought in, registered by staff: the report's checks, a chosen policy not
 * in force on the event date only when the agent confirmed it with a reason (kept on the new file's
 * timeline), and the duplicate rule unless the caller saw the candidates and chose to go on.
 */
export async function registerClaim(
  deps: { db: Kysely<Database>; publicOrigin: string; linkSecret: string },
  input: { actor: Actor; claim: IntakeClaim; language: Language; now: Date },
): Promise<IntakeReceipt> {
  const { db } = deps;
  const { claim, actor, now } = input;
  const orgId = actor.user.organisation_id;
  const { policy, registered } = await checkedReport(db, { organisationId: orgId, claim, now });
  const gapLine = registered ? policyGapLine(registered, claim) : null;
  if (!claim.allow_duplicate) {
    const candidates = await possibleDuplicates(db, orgId, {
      policy_no: policy.policy_no,
      plate: claim.vehicle.plate,
      event_date: claim.event.date,
    });
    if (candidates.length > 0)
      throw new AppError('duplicate', 'error.intake.duplicate', {
        params: { count: candidates.length },
        current: candidates,
      });
  }
  const { id, code } = await findOrganisationById(db, orgId);
  const organisation = { id, code };
  const who = actorIds(actor);
  const created = await createClaim(
    deps,
    {
      organisation,
      policy,
      event: claim.event,
      vehicle: claim.vehicle,
      damagedParts: claim.vehicle.damaged_parts,
      damage: claim.damage,
      injuries: null,
      parties: claim.parties,
      contact: claim.contact,
      createdBy: who,
      // A damaged vehicle is inspected; otherwise the notification alone.
      assignmentTypes:
        claim.vehicle.damaged_parts.length > 0 ? ['claim_notification', 'vehicle_inspection'] : ['claim_notification'],
      language: input.language,
      now,
    },
    async (trx, { assignmentIds: [master] }) => {
      // The case master's timeline is the file's history: why it was opened on a policy not in force.
      if (gapLine && master)
        await addTimelineEntry(trx, now, { assignmentId: master, kind: 'note', who, text: gapLine }, false);
    },
  );
  return {
    claim_file_no: created.claimFileNo,
    assignment_ids: created.assignmentIds,
    tracker_case_no: created.trackerCaseNo,
  };
}
