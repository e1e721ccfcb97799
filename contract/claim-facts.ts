import * as v from 'valibot';

/**
 * The facts of a claim file that the search finds it by beyond its numbers, plate, policy and the
 * insured's names: the vehicle's VIN, a phone number or e-mail address (the policyholder's contact
 * or anyone's in the claim), the police report's number and another party's plate.
 */
export const CLAIM_FACT_FIELDS = ['vin', 'phone', 'email', 'police_report', 'party_plate'] as const;
export type ClaimFactField = (typeof CLAIM_FACT_FIELDS)[number];

/** Which fact of a found claim file matched what was typed, as it is written on the file. */
export const FoundBySchema = v.nullable(v.object({ field: v.picklist(CLAIM_FACT_FIELDS), value: v.string() }));
export type FoundBy = v.InferOutput<typeof FoundBySchema>;
