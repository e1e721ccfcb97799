import type { Kysely } from 'kysely';
import { businessDate } from '../../../contract/business-time.ts';
import type { Party } from '../../../contract/claim-file.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { translate } from '../../i18n.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { addClaimFile } from '../assignments/index.ts';
import { createContactConfirmation, type EventTexts, openCase, trackerCaseLink } from '../tracker/index.ts';
import { openSettlementFile } from '../settlement/index.ts';
import { referenceName } from '../reference/index.ts';
import { intakeGroup, newClaimNumber } from './claim-numbering.ts';
import { type FirstAssignmentType, writeFirstAssignments } from './first-assignments.ts';

/** A claim as both the public form and staff intake hand it over, checked already. */
export interface NewClaim {
  organisation: { id: string; code: string };
  policy: {
    id: string | null;
    missingReason: string | null;
    policy_no: string;
    policy_type: string;
    insured_name: string;
  };
  event: {
    date: string;
    time: string | null;
    country: string;
    county: string | null;
    place: string;
    description: string;
    police_report_no: string | null;
  };
  vehicle: { plate: string; vin: string; brand: string; model: string; category: string; color: string };
  damagedParts: string[];
  damage: string | null;
  /** Whether anyone was hurt and what was said of it; null when no one was asked (staff intake). */
  injuries: { injured: boolean; note: string | null } | null;
  /** What the policyholder said of an amicable report: none, its photo to follow, or typed in; null when not asked. */
  amicableReport?: 'none' | 'photo' | 'fields' | null;
  parties: Party[];
  contact: { channel: 'email' | 'sms'; contact: string };
  /** The staff member registering it, as the audited columns name them; null for the public form. */
  createdBy: { actor_user_id: string; acting_as_user_id: string | null } | null;
  assignmentTypes: FirstAssignmentType[];
  /** The policyholder's language: the message is written in it. */
  language: Language;
  now: Date;
}

export interface CreatedClaim {
  claimFileNo: string;
  assignmentIds: string[];
  trackerCaseNo: string;
  trackerUrl: string;
}

/**
 * Creates a claim in one transaction: its claim file and people, its first assignments, its tracker
 * case under the same number, and the policyholder's message (the number, the tracker address and a
 * link confirming their contact) through the outbox. A failing write takes all of them back.
 * `alsoWrite` lets a caller add its own row to the same transaction.
 */
export async function createClaim(
  deps: { db: Kysely<Database>; publicOrigin: string; linkSecret: string },
  claim: NewClaim,
  alsoWrite?: (trx: Kysely<Database>, created: { caseNo: string; assignmentIds: string[] }) => Promise<void>,
): Promise<CreatedClaim> {
  const { organisation: org, now, event } = claim;
  const today = businessDate(now);
  const at = now.toISOString();
  const group = await intakeGroup(deps.db, org.id);
  const contact = claim.contact.channel === 'sms' ? claim.contact.contact.replace(/\s/g, '') : claim.contact.contact;
  // The file keeps the brand's name ("Volkswagen"), as the policy register and every page write it.
  const brand = await referenceName(deps.db, 'vehicle_brands', claim.vehicle.brand, 'en');
  return deps.db.transaction().execute(async (trx) => {
    const caseNo = await newClaimNumber(trx, org);
    const registered = (language: Language): EventTexts => ({
      event_title: translate(language, 'fnol.event.title'),
      event_description: `<p>${translate(language, 'fnol.event.description')}</p>`,
      next_step_title: translate(language, 'fnol.event.next'),
      next_step_description: translate(language, 'fnol.event.nextDescription'),
    });
    const caseId = await openCase(trx, {
      organisationId: org.id,
      caseNo,
      contact,
      firstEvent: registered,
      language: claim.language,
      now,
    });
    const fileId = timeOrderedId(now);
    const file = {
      policy_no: claim.policy.policy_no,
      insured_name: claim.policy.insured_name,
      plate: claim.vehicle.plate,
    };
    await addClaimFile(
      trx,
      {
        id: fileId,
        organisation_id: org.id,
        claim_file_no: caseNo,
        ...file,
        policy_type: claim.policy.policy_type,
        policy_id: claim.policy.id,
        policy_missing_reason: claim.policy.id === null ? claim.policy.missingReason : null,
        vehicle_brand: brand,
        vehicle_model: claim.vehicle.model,
        vin: claim.vehicle.vin,
        vehicle_category: claim.vehicle.category,
        vehicle_color: claim.vehicle.color,
        event_date: event.date,
        event_time: event.time || null,
        event_country: event.country,
        event_county: event.country === 'RO' ? event.county : null,
        event_place: event.place,
        police_report_no: event.police_report_no || null,
        description: event.description,
        damage: claim.damage || null,
        injured: claim.injuries === null ? null : claim.injuries.injured ? 1 : 0,
        injury_note: claim.injuries?.note || null,
        amicable_report: claim.amicableReport ?? null,
        contact,
        tracker_case_id: caseId,
        created_by_user_id: claim.createdBy?.actor_user_id ?? null,
        created_at: at,
        updated_at: at,
      },
      claim.parties,
    );
    const assignmentIds = await writeFirstAssignments(trx, {
      organisationId: org.id,
      fileId,
      claimFileNo: caseNo,
      file,
      group,
      types: claim.assignmentTypes,
      description: event.description,
      damagedParts: claim.damagedParts,
      actor: claim.createdBy ?? { actor_user_id: null, acting_as_user_id: null },
      today,
      now,
    });
    // The claim's money starts with it: the reserves its product starts with, the legal clock from today.
    const settling = { id: fileId, organisation_id: org.id, policy_type: claim.policy.policy_type, created_at: at };
    await openSettlementFile(trx, settling, { userId: claim.createdBy?.actor_user_id ?? null, now });
    if (alsoWrite) await alsoWrite(trx, { caseNo, assignmentIds });
    const confirmationKey = await createContactConfirmation(trx, caseId, now);
    const prefix = claim.language === 'en' ? '' : `/${claim.language}`;
    const orgQuery = `?org_code=${encodeURIComponent(org.code)}`;
    const trackerUrl = trackerCaseLink({
      origin: deps.publicOrigin,
      language: claim.language,
      caseNo,
      orgCode: org.code,
      secret: deps.linkSecret,
    });
    const confirmUrl = `${deps.publicOrigin}${prefix}/contact-confirmation/${confirmationKey}${orgQuery}`;
    // The last write: a claim and its message are saved together or not at all.
    await enqueueMessage(trx, now, {
      channel: claim.contact.channel,
      recipient: contact,
      subject: translate(claim.language, 'fnol.mail.subject', { case_no: caseNo }),
      body: translate(claim.language, 'fnol.mail.body', {
        case_no: caseNo,
        tracker_url: trackerUrl,
        confirm_url: confirmUrl,
      }),
    });
    return { claimFileNo: caseNo, assignmentIds, trackerCaseNo: caseNo, trackerUrl };
  });
}
