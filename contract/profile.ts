import * as v from 'valibot';
import { emailField, phoneField } from './fields.ts';
import { LANGUAGES } from './languages.ts';

/**
 * /user/profile: the signed-in person's own account. Name, organisation and roles are shown, not
 * edited; the language, the channel of one-time codes and the sessions are the person's to change.
 */

const ContactSchema = v.object({ channel: v.picklist(['email', 'sms']), recipient: v.string() });
export type Contact = v.InferOutput<typeof ContactSchema>;

/** GET /api/profile (ETag: the user's version). */
export const MyProfileSchema = v.object({
  username: v.string(),
  full_name: v.string(),
  organisation: v.string(),
  roles: v.array(v.string()),
  language: v.picklist(LANGUAGES),
  /** Where one-time codes go now; null when the account has no channel. */
  contact: v.nullable(ContactSchema),
  /** A change waiting for the code sent to the new channel, and when that code expires. */
  pending_contact: v.nullable(v.object({ ...ContactSchema.entries, expires_at: v.string() })),
  version: v.number(),
});
export type MyProfile = v.InferOutput<typeof MyProfileSchema>;

/** PUT /api/profile/language (If-Match). */
export const LanguageChangeSchema = v.object({ language: v.picklist(LANGUAGES, 'error.user.language') });

/** The person's current password: moving the second factor asks for the first again. */
const currentPassword = () => v.pipe(v.string(), v.minLength(1, 'error.auth.passwordRequired'));

/**
 * POST /api/profile/contact: with the current password, sends a code to the new channel; nothing
 * changes until it comes back.
 */
export const ContactChangeSchema = v.variant('channel', [
  v.object({ channel: v.literal('email'), recipient: emailField(), password: currentPassword() }),
  v.object({ channel: v.literal('sms'), recipient: phoneField(), password: currentPassword() }),
]);
export type ContactChange = v.InferOutput<typeof ContactChangeSchema>;

/** POST /api/profile/contact/confirm (If-Match): the code the new channel received. */
export const ContactConfirmSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'error.profile.codeFormat')),
});

/** The contact change's limits: the code lives ten minutes and five wrong tries end the change. */
/**
 * A code lives ten minutes and five wrong tries end the change; a new code waits a minute after the
 * last, so nobody uses the page to flood an address with messages.
 */
export const CONTACT_CODE = { lifetimeMs: 10 * 60_000, maxFailures: 5, resendAfterMs: 60_000 } as const;

/** GET /api/profile/sessions: the person's open sessions, newest first. */
const ActiveSessionSchema = v.object({
  id: v.string(),
  /** The browser and its system ('Firefox', 'Windows'), from its User-Agent; null when it did not say. */
  browser: v.nullable(v.string()),
  system: v.nullable(v.string()),
  address: v.nullable(v.string()),
  started_at: v.string(),
  last_used_at: v.string(),
  /** The session of the browser asking. */
  current: v.boolean(),
});
export const ActiveSessionsSchema = v.array(ActiveSessionSchema);
export type ActiveSession = v.InferOutput<typeof ActiveSessionSchema>;

/** What POST /api/profile/sessions/others and DELETE /api/profile/sessions/:id answer. */
export const SessionsEndedSchema = v.object({ ended: v.number(), sessions: ActiveSessionsSchema });
