import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { businessDate, localParts } from '../../../contract/business-time.ts';
import { amicableAsked } from '../../../contract/fnol-others.ts';
import { eventDateProblem, eventTimeProblem } from '../../../contract/event-date-range.ts';
import type { FnolReceipt, FnolSubmission } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceListCode } from '../../../contract/reference.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type ErrorKey } from '../../errors.ts';
import { LimitReachedError, spendAllowances } from '../../limits/rate-limiter.ts';
import { knowsCodes } from '../reference/index.ts';
import { createClaim } from '../intake/index.ts';
import { matchPolicy } from '../policies/index.ts';
import { contactKeyOf } from './contact-key.ts';
import { claimMarkOf, refuseDuplicate } from './duplicates.ts';
import { insurerPhone } from './insurer-phone.ts';
import { partiesOf } from './parties.ts';
import { issueIntakePhotoKey } from './intake-photos.ts';
import { findFormOrganisation } from './repository.ts';

/**
 * Each claim sends a message to the contact it names, so the public form is limited like the
 * tracker's code sends, lest it pump messages to someone: a few claims per address an hour and
 * per contact a day.
 */
const INTAKE_LIMITS = { perAddressPerHour: 5, perContactPerDay: 3 } as const;
/** How far back each limit counts; older submissions count for nothing (and are pruned). */
export const INTAKE_WINDOWS_MS = { address: 3_600_000, contact: 86_400_000, duplicate: 86_400_000 } as const;

const invalid = (field: string, key: ErrorKey) => new AppError('validation_failed', key, { field });

/** Every code the form sent must be one of the reference lists' (a hand-made request gets told which is not). */
async function checkCodes(db: Kysely<Database>, submission: FnolSubmission): Promise<void> {
  const checks: [ReferenceListCode, string[], string, ErrorKey][] = [
    ['policy_types', [submission.policy.policy_type], 'policy.policy_type', 'error.fnol.unknownPolicyType'],
    ['countries', [submission.event.event_country], 'event.event_country', 'error.fnol.unknownCountry'],
    [
      'vehicle_categories',
      [submission.vehicle.vehicle_category],
      'vehicle.vehicle_category',
      'error.fnol.unknownVehicleCategory',
    ],
    ['vehicle_brands', [submission.vehicle.vehicle_brand], 'vehicle.vehicle_brand', 'error.fnol.unknownBrand'],
    ['colors', [submission.vehicle.vehicle_color], 'vehicle.vehicle_color', 'error.fnol.unknownColour'],
    ['vehicle_parts', submission.vehicle.damaged_parts, 'vehicle.damaged_parts', 'error.fnol.unknownPart'],
  ];
  if (submission.event.event_country === 'RO')
    checks.push(['counties', [submission.event.event_county ?? ''], 'event.event_county', 'error.fnol.unknownCounty']);
  for (const [list, codes, field, message] of checks) {
    if (!(await knowsCodes(db, list, codes))) throw invalid(field, message);
  }
}

/**
 * A first notice of loss becomes a claim file with its first assignment (a claim notification in
 * the intake team's unassigned pile) and a tracker case under the same number; the policyholder
 * gets the number, the tracker address and a link confirming their contact, through the outbox.
 */
export async function submitFnol(
  deps: { db: Kysely<Database>; publicOrigin: string; linkSecret: string },
  input: { orgKey: string; submission: FnolSubmission; language: Language; now: Date; address: string },
): Promise<FnolReceipt> {
  const { db } = deps;
  const { submission: s, now } = input;
  const org = await findFormOrganisation(db, input.orgKey);
  const today = businessDate(now);
  const dateProblem = eventDateProblem(s.event.event_date, today);
  if (dateProblem) throw invalid('event.event_date', dateProblem);
  const timeProblem = eventTimeProblem(s.event.event_date, s.event.event_time, localParts(now));
  if (timeProblem) throw invalid('event.event_time', timeProblem);
  await checkCodes(db, s);

  const contactKey = contactKeyOf(s.contact.contact_channel, s.contact.contact);
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const mark = claimMarkOf(s, contactKey);
  if (!s.different_claim)
    await refuseDuplicate(db, mark, { organisationId: org.id, since: since(INTAKE_WINDOWS_MS.duplicate) });
  const limits = {
    address: {
      key: `claim-form-address:${input.address}`,
      limit: INTAKE_LIMITS.perAddressPerHour,
      windowMs: INTAKE_WINDOWS_MS.address,
    },
    contact: {
      key: `claim-form-contact:${contactKey}`,
      limit: INTAKE_LIMITS.perContactPerDay,
      windowMs: INTAKE_WINDOWS_MS.contact,
    },
  };
  // The refusal names the insurer's phone when it keeps one: the visitor may have a claim to make now.
  const refusalOf = async (reached: LimitReachedError) => {
    const key = reached.limit === limits.address ? 'tooManyFromAddress' : 'tooManyForContact';
    const phone = await insurerPhone(db, org.id, input.language);
    return new AppError('too_many_requests', phone ? `error.fnol.${key}Phone` : `error.fnol.${key}`, {
      retryAfter: reached.retryAt,
      params: phone ? { phone } : undefined,
    });
  };

  // A number and plate the register knows link the claim to its policy; others wait for a handler's check.
  const { policyId } = await matchPolicy(db, {
    organisationId: org.id,
    policyNo: s.policy.policy_no,
    plate: s.vehicle.plate,
  });
  const contact = s.contact.contact_channel === 'sms' ? s.contact.contact.replace(/\s/g, '') : s.contact.contact;
  const created = await createClaim(
    { db, publicOrigin: deps.publicOrigin, linkSecret: deps.linkSecret },
    {
      organisation: org,
      policy: { id: policyId, missingReason: null, ...s.policy },
      event: {
        date: s.event.event_date,
        time: s.event.event_time,
        country: s.event.event_country,
        county: s.event.event_county ?? null,
        place: s.event.event_place,
        description: s.event.description,
        police_report_no: s.others.police_report_no || null,
      },
      vehicle: {
        plate: s.vehicle.plate,
        vin: '',
        brand: s.vehicle.vehicle_brand,
        model: '',
        category: s.vehicle.vehicle_category,
        color: s.vehicle.vehicle_color,
      },
      damagedParts: s.vehicle.damaged_parts,
      damage: null,
      injuries: { injured: s.others.injured === 'yes', note: s.others.injured === 'yes' ? s.others.injury_note : null },
      parties: partiesOf(s, contact, org.language),
      amicableReport: amicableAsked(s.others) && s.others.amicable ? s.others.amicable : null,
      contact: { channel: s.contact.contact_channel, contact },
      createdBy: null,
      // The public form opens the notification only; the intake team decides on an inspection.
      assignmentTypes: ['claim_notification'],
      language: input.language,
      now,
    },
    // Counted in the transaction that saves the claim: a refusal undoes the claim, a failure the count.
    async (trx, created) => {
      await spendAllowances(trx, [limits.address, limits.contact], now);
      await trx
        .insertInto('intake_submissions')
        .values({
          id: randomUUID(),
          address: input.address,
          created_at: now.toISOString(),
          organisation_id: org.id,
          case_no: created.caseNo,
          declared_at: now.toISOString(),
          ...mark,
        })
        .execute();
    },
  ).catch(async (error: unknown) => {
    throw error instanceof LimitReachedError ? await refusalOf(error) : error;
  });
  const [assignmentId] = created.assignmentIds;
  const photos = assignmentId
    ? await issueIntakePhotoKey(db, {
        organisation: org,
        assignmentId,
        caseNo: created.claimFileNo,
        // The amicable report's photo is asked for beside the damage's when the visitor said they would send it.
        amicablePhoto: amicableAsked(s.others) && s.others.amicable === 'photo',
        now,
      })
    : undefined;
  return { case_no: created.claimFileNo, tracker_url: created.trackerUrl, ...(photos ? { photos } : {}) };
}
