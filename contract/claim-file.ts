import * as v from 'valibot';

/**
 * The people of a claim file. The key of each rule's message (error.claimFile.<name>) is turned into
 * the reader's language by the browser and the server alike, so a schema holds no words of its own.
 */
export const PARTY_ROLES = ['policyholder', 'driver', 'third_party', 'witness'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** At most this many people on one claim file (a pile-up has many, never hundreds). */
export const MAX_PARTIES = 30;

const key = <N extends string>(name: N) => `error.claimFile.${name}` as const;
export const CLAIM_FILE_MESSAGES = {
  partyRole: key('partyRole'),
  partyName: key('partyName'),
  partyNameLong: key('partyNameLong'),
  partyPhone: key('partyPhone'),
  partyEmail: key('partyEmail'),
  partyText: key('partyText'),
  partiesMax: key('partiesMax'),
  eventTime: key('eventTime'),
  policeReportNo: key('policeReportNo'),
  damageLong: key('damageLong'),
} as const;

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, CLAIM_FILE_MESSAGES.partyText))), null);

export const PartySchema = v.object({
  role: v.picklist(PARTY_ROLES, CLAIM_FILE_MESSAGES.partyRole),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, CLAIM_FILE_MESSAGES.partyName),
    v.maxLength(120, CLAIM_FILE_MESSAGES.partyNameLong),
  ),
  phone: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^(\+?[0-9 ]{8,16})?$/, CLAIM_FILE_MESSAGES.partyPhone))),
    null,
  ),
  email: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, CLAIM_FILE_MESSAGES.partyEmail))),
    null,
  ),
  address: optionalText(200),
  plate: optionalText(12),
  vehicle: optionalText(120),
  insurer: optionalText(120),
  insurer_policy_no: optionalText(40),
  remark: optionalText(500),
});
export type Party = v.InferOutput<typeof PartySchema>;
export type PartyInput = v.InferInput<typeof PartySchema>;

export const PartiesSchema = v.pipe(v.array(PartySchema), v.maxLength(MAX_PARTIES, CLAIM_FILE_MESSAGES.partiesMax));

/** HH:MM on a 24-hour clock, or empty when the time is not known. */
export const EventTimeSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, CLAIM_FILE_MESSAGES.eventTime))),
  null,
);
export const PoliceReportNoSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9/ .-]{0,40}$/, CLAIM_FILE_MESSAGES.policeReportNo))),
  null,
);
export const DamageSchema = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, CLAIM_FILE_MESSAGES.damageLong))),
  null,
);
