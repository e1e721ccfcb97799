import type { Kysely } from 'kysely';
import type { IntakeClaim } from '../../../contract/intake.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/request-context.ts';
import { recordReportedParts } from '../assessments/index.ts';
import { addReportToClaimFile, findClaimFileFor, possibleDuplicates } from '../assignments/index.ts';
import { checkedReport } from './checked-report.ts';

/**
 * A report the intake found to be an open claim's event, added to that claim instead of opening
 * another: checked as a new claim would be, and only onto a file the duplicate rule names for it
 * (same policy or plate, event within the window, still open), so a hand-made call cannot write
 * onto any file. What it tells, the people the file lacks and the parts it reports join the file.
 */
export async function addReport(
  db: Kysely<Database>,
  input: { actor: Actor; claimFileNo: string; claim: IntakeClaim; language: Language; now: Date },
): Promise<{ claim_file_no: string }> {
  const { actor, claim, now } = input;
  const organisationId = actor.user.organisation_id;
  const file = await findClaimFileFor(db, organisationId, input.claimFileNo);
  const { policy } = await checkedReport(db, { organisationId, claim, now });
  const candidates = await possibleDuplicates(db, organisationId, {
    policy_no: policy.policy_no,
    plate: claim.vehicle.plate,
    event_date: claim.event.date,
  });
  if (!candidates.some((c) => c.claim_file_no === file.claim_file_no))
    throw new AppError('conflict', 'error.intake.notTheSameEvent', {
      field: 'claim_file_no',
      params: { claim_file_no: file.claim_file_no },
    });
  await addReportToClaimFile(db, {
    file,
    actor,
    language: input.language,
    now,
    report: { description: claim.event.description, damage: claim.damage, parties: claim.parties },
    alsoWrite: (trx, caseMasterId) => recordReportedParts(trx, caseMasterId, claim.vehicle.damaged_parts, now),
  });
  return { claim_file_no: file.claim_file_no };
}
