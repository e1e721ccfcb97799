import * as v from 'valibot';

/** The e-mail lookup's answer, with the message itself. */
export const EmailLookupSchema = v.object({
  name: v.string(),
  claim_file_no: v.string(),
  assignment_no: v.string(),
  key: v.string(),
  time: v.string(),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
});
export type EmailLookup = v.InferOutput<typeof EmailLookupSchema>;

/** The SMS lookup's answer, with the message itself. */
export const SmsLookupSchema = v.object({
  assignment_name: v.string(),
  claim_file_no: v.string(),
  assignment_no: v.string(),
  time: v.string(),
  to: v.string(),
  body: v.string(),
});
export type SmsLookup = v.InferOutput<typeof SmsLookupSchema>;
