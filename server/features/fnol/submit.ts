import { stintOf } from '../assignments/index.ts';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FNOL_MAX_AGE_DAYS, type FnolReceipt, type FnolSubmission } from '../../../contract/fnol.ts';
import { GUEST_LINK_DAYS } from '../../../contract/guest.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ReferenceListCode } from '../../../contract/reference.ts';
import type { Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError, type ErrorKey } from '../../errors.ts';
import { translate } from '../../i18n.ts';
import { addDays, businessDate } from '../../../contract/business-time.ts';
import { searchTermsOf } from '../assignments/index.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { matchPolicy } from '../policies/index.ts';
import { createContactConfirmation } from '../tracker/index.ts';
import { findFormOrganisation } from './repository.ts';

/**
 * Each claim sends a message to the contact it names, so the public form is limited like the
 * tracker's code sends, lest it pump messages to someone: a few claims per address an hour and
 * per contact a day.
 */
const INTAKE_LIMITS = { perAddressPerHour: 5, perContactPerDay: 3 } as const;
/** How far back each limit counts; older submissions count for nothing (and are pruned). */
export const INTAKE_WINDOWS_MS = { address: 3_600_000, contact: 86_400_000 } as const;

/** Working days a new claim notification has before it is due. */
const INTAKE_DUE_DAYS = 2;
const INTAKE_FALLBACK_GROUP = 'intake';

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
    const found = await db
      .selectFrom('reference_items')
      .select('code')
      .where('list_code', '=', list)
      .where('code', 'in', [...new Set(codes)])
      .execute();
    if (found.length !== new Set(codes).size) throw invalid(field, message);
  }
}

/** The team whose worklist receives new claims: the organisation's largest claims group. */
async function intakeGroup(db: Kysely<Database>, organisationId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['work_group', (eb) => eb.fn.countAll<number | string>().as('members')])
    .where('organisation_id', '=', organisationId)
    .where('work_group', 'is not', null)
    .groupBy('work_group')
    .orderBy('members', 'desc')
    .orderBy('work_group')
    .executeTakeFirst();
  return row?.work_group ?? INTAKE_FALLBACK_GROUP;
}

/**
 * A first notice of loss becomes a claim file with its first assignment (a claim notification in
 * the intake team's unassigned pile) and a tracker case under the same number; the policyholder
 * gets the number, the tracker address and a link confirming their contact, through the outbox.
 */
export async function submitFnol(
  deps: { db: Kysely<Database>; publicOrigin: string },
  input: { orgKey: string; submission: FnolSubmission; language: Language; now: Date; address: string },
): Promise<FnolReceipt> {
  const { db } = deps;
  const { submission: s, now } = input;
  const org = await findFormOrganisation(db, input.orgKey);
  const today = businessDate(now);
  if (s.event.event_date > today) throw invalid('event.event_date', 'error.fnol.eventInFuture');
  if (s.event.event_date < addDays(today, -FNOL_MAX_AGE_DAYS))
    throw invalid('event.event_date', 'error.fnol.eventTooOld');
  await checkCodes(db, s);

  const contactKey = s.contact.contact.replace(/\s/g, '').toLowerCase();
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const count = async (column: 'address' | 'contact', value: string, windowMs: number) =>
    Number(
      (
        await db
          .selectFrom('intake_submissions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where(column, '=', value)
          .where('created_at', '>', since(windowMs))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count('address', input.address, INTAKE_WINDOWS_MS.address)) >= INTAKE_LIMITS.perAddressPerHour) {
    throw new AppError('too_many_requests', 'error.fnol.tooManyFromAddress', {
      retryAfter: new Date(now.getTime() + INTAKE_WINDOWS_MS.address),
    });
  }
  if ((await count('contact', contactKey, INTAKE_WINDOWS_MS.contact)) >= INTAKE_LIMITS.perContactPerDay) {
    throw new AppError('too_many_requests', 'error.fnol.tooManyForContact', {
      retryAfter: new Date(now.getTime() + INTAKE_WINDOWS_MS.contact),
    });
  }

  const group = await intakeGroup(db, org.id);
  // A number and plate the register knows link the claim to its policy; others wait for a handler's check.
  const { policyId } = await matchPolicy(db, {
    organisationId: org.id,
    policyNo: s.policy.policy_no,
    plate: s.vehicle.plate,
  });
  const at = now.toISOString();
  const contact = s.contact.contact_channel === 'sms' ? s.contact.contact.replace(/\s/g, '') : s.contact.contact;
  const { caseNo, trackerUrl } = await db.transaction().execute(async (trx) => {
    // Eight random digits after the organisation's code; the unique index is the last word.
    let caseNo = '';
    for (let tries = 0; tries < 5 && !caseNo; tries++) {
      const candidate = `${org.code}${randomInt(10_000_000, 100_000_000)}`;
      const taken = await trx
        .selectFrom('claim_files')
        .select('id')
        .where('organisation_id', '=', org.id)
        .where('claim_file_no', '=', candidate)
        .executeTakeFirst();
      if (!taken) caseNo = candidate;
    }
    if (!caseNo) throw new AppError('service_unavailable', 'error.fnol.numberingBusy');
    const caseId = randomUUID();
    await trx
      .insertInto('tracker_cases')
      .values({
        id: caseId,
        organisation_id: org.id,
        case_no: caseNo,
        contact_channel: contact,
        created_at: at,
        process_step_index: 1,
      })
      .execute();
    await trx
      .insertInto('tracker_events')
      .values({
        id: timeOrderedId(now),
        case_id: caseId,
        event_title: translate(input.language, 'fnol.event.title'),
        event_description: `<p>${translate(input.language, 'fnol.event.description')}</p>`,
        process_step_index: 1,
        next_step_title: translate(input.language, 'fnol.event.next'),
        next_step_description: translate(input.language, 'fnol.event.nextDescription'),
        action: null,
        created_at: at,
      })
      .execute();
    const fileId = timeOrderedId(now);
    const file = {
      id: fileId,
      organisation_id: org.id,
      claim_file_no: caseNo,
      policy_no: s.policy.policy_no,
      policy_id: policyId,
      policy_type: s.policy.policy_type,
      insured_name: s.policy.insured_name,
      plate: s.vehicle.plate,
      vehicle_brand: s.vehicle.vehicle_brand,
      vehicle_model: '',
      vin: '',
      event_date: s.event.event_date,
      event_country: s.event.event_country,
      event_county: s.event.event_country === 'RO' ? (s.event.event_county ?? null) : null,
      event_place: s.event.event_place,
      tracker_case_id: caseId,
      created_at: at,
      description: s.event.description,
      vehicle_category: s.vehicle.vehicle_category,
      vehicle_color: s.vehicle.vehicle_color,
      contact,
    };
    await trx.insertInto('claim_files').values(file).execute();
    const assignmentId = timeOrderedId(now);
    const assignment = {
      id: assignmentId,
      organisation_id: org.id,
      claim_file_id: fileId,
      assignment_no: `${caseNo}-1`,
      assignment_type: 'claim_notification',
      status_code: 'new',
      is_final: 0,
      assignee_user_id: null,
      group_code: group,
      guest_key: randomBytes(16).toString('base64url'),
      guest_key_expires_at: addDays(today, GUEST_LINK_DAYS),
      due_date: addDays(today, INTAKE_DUE_DAYS),
      is_case_master: 1,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto('assignments').values(assignment).execute();
    await trx
      .insertInto('status_stints')
      .values(stintOf(assignment, 'new', at))
      .execute();
    await trx
      .insertInto('assignment_search_terms')
      .values(
        searchTermsOf({ ...assignment, ...file }).map((term) => ({
          organisation_id: org.id,
          term,
          assignment_id: assignmentId,
        })),
      )
      .execute();
    await trx
      .insertInto('timeline_entries')
      .values({
        id: timeOrderedId(now),
        assignment_id: assignmentId,
        kind: 'created',
        actor_user_id: null,
        acting_as_user_id: null,
        text: s.event.description,
        status_code: 'new',
        outbox_id: null,
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('assessment_note_items')
      .values(
        s.vehicle.damaged_parts.map((part) => ({
          id: randomUUID(),
          assignment_id: assignmentId,
          item_guid: part,
          operation: 'reported',
          created_at: at,
        })),
      )
      .execute();
    await trx
      .insertInto('intake_submissions')
      .values({ id: randomUUID(), address: input.address, contact: contactKey, created_at: at })
      .execute();
    const confirmationKey = await createContactConfirmation(trx, caseId, now);
    const prefix = input.language === 'en' ? '' : `/${input.language}`;
    const orgQuery = `?org_code=${encodeURIComponent(org.code)}`;
    const trackerUrl = `${deps.publicOrigin}${prefix}/status/${caseNo}${orgQuery}`;
    const confirmUrl = `${deps.publicOrigin}${prefix}/contact-confirmation/${confirmationKey}${orgQuery}`;
    // In the same transaction: the claim and its message are saved together or not at all.
    await enqueueMessage(trx, now, {
      channel: s.contact.contact_channel,
      recipient: contact,
      subject: translate(input.language, 'fnol.mail.subject', { case_no: caseNo }),
      body: translate(input.language, 'fnol.mail.body', {
        case_no: caseNo,
        tracker_url: trackerUrl,
        confirm_url: confirmUrl,
      }),
    });
    return { caseNo, trackerUrl };
  });
  return { case_no: caseNo, tracker_url: trackerUrl };
}
