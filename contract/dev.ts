import * as v from 'valibot';

/** GET /api/dev/outbox (development only): one message of the development mailbox. */
const DevOutboxEntrySchema = v.object({
  to: v.string(),
  channel: v.picklist(['email', 'sms']),
  subject: v.string(),
  body: v.string(),
  time: v.string(),
  /** The names of the files the e-mail carries. */
  attachments: v.array(v.string()),
});
export type DevOutboxEntry = v.InferOutput<typeof DevOutboxEntrySchema>;
