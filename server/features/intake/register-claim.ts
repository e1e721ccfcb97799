import type { Kysely } from 'kysely';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import { FNOL_MAX_AGE_DAYS } from '../../../contract/fnol.ts';
import type { IntakeClaim, IntakeReceipt } from '../../../contract/intake.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type Actor, actorIds } from '../../http/request-context.ts';
import { findOrganisationById } from '../organisations/index.ts';
import { findPolicy } from '../policies/index.ts';
import { checkIntakeCodes } from './check-codes.ts';
import { createClaim } from './create-claim.ts';
import { possibleDuplicates } from '../assignments/index.ts';

const invalid = (field: string, key: `error.${string}`) => new AppError('validation_failed', key, { field });

/**
 * A claim phoned in or brought in, registered by staff: the same checks as the public form (the
 * event's date, the reference codes), the chosen policy from the organisation's register, and the
 * duplicate rule unless the caller saw the candidates and chose to go on.
 */
export async function registerClaim(
  deps: { db: Kysely<Database>; publicOrigin: string },
  input: { actor: Actor; claim: IntakeClaim; language: Language; now: Date },
): Promise<IntakeReceipt> {
  const { db } = deps;
  const { claim, actor, now } = input;
  const orgId = actor.user.organisation_id;
  const today = businessDate(now);
  if (claim.event.date > today) throw invalid('event.date', 'error.fnol.eventInFuture');
  if (claim.event.date < addDays(today, -FNOL_MAX_AGE_DAYS)) throw invalid('event.date', 'error.fnol.eventTooOld');
  await checkIntakeCodes(db, claim);
  let policy = {
    id: null as string | null,
    missingReason: claim.policy_missing_reason,
    policy_no: claim.policy_no,
    policy_type: claim.policy_type,
    insured_name: claim.insured_name,
  };
  if (claim.policy_id !== null) {
    // Another organisation's policy is not found, as one that does not exist.
    const found = await findPolicy(db, orgId, claim.policy_id);
    if (!found) throw new AppError('not_found', 'error.intake.policyNotFound', { field: 'policy_id' });
    policy = {
      id: found.id,
      missingReason: null,
      policy_no: found.policy_no,
      policy_type: found.product,
      insured_name: found.holder_name,
    };
  }
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
  const created = await createClaim(deps, {
    organisation,
    policy,
    event: claim.event,
    vehicle: claim.vehicle,
    damagedParts: claim.vehicle.damaged_parts,
    damage: claim.damage,
    parties: claim.parties,
    contact: claim.contact,
    createdBy: actorIds(actor),
    // A damaged vehicle is inspected; otherwise the notification alone.
    assignmentTypes:
      claim.vehicle.damaged_parts.length > 0 ? ['claim_notification', 'vehicle_inspection'] : ['claim_notification'],
    language: input.language,
    now,
  });
  return {
    claim_file_no: created.claimFileNo,
    assignment_ids: created.assignmentIds,
    tracker_case_no: created.trackerCaseNo,
  };
}
