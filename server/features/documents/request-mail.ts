import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import { actorIds, type Actor } from '../../http/request-context.ts';
import { translate } from '../../i18n.ts';
import { findOrganisationById } from '../organisations/index.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { assignments } from './assignments-port.ts';
import type { AssignmentRow } from './repository.ts';

/** The tracker address of a claim in a language, with its insurer and its link key (the tracker's to make). */
export type TrackerLinkOf = (language: Language, caseNo: string, orgCode: string) => string;

/** The names asked for in the organisation's language, where they are its known document types. */
const namedIn = (language: Language, asked: { names: string[]; labels: string | null }) =>
  asked.labels ? ((JSON.parse(asked.labels) as Record<Language, string[]>)[language] ?? asked.names) : asked.names;

const shown = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

type MailOptions = { trackerLink: TrackerLinkOf; actor: Actor; assignment: AssignmentRow; now: Date };

/** Which message: its subject, body and closing keys, and the facts they are filled with. */
interface DocumentsMail {
  keys: { subject: string; body: string; tracker: string; handler: string };
  /** labels: JSON { en, ro } of the names where they are known document types. */
  about: { names: string[]; labels: string | null; due: string; tracked: boolean; reason?: string };
}

/**
 * E-mails the policyholder about documents, in the organisation's language, inside the caller's
 * transaction, with the line on the timeline; the closing says where to send them (the tracker or
 * their handler). Answers the address told, or null when the claim has no e-mail address for them.
 */
async function mailPolicyholder(
  db: Kysely<Database>,
  options: MailOptions,
  { keys, about }: DocumentsMail,
): Promise<string | null> {
  const { actor, assignment, now } = options;
  const to = await assignments().policyholderEmailOf(db, assignment);
  if (!to) return null;
  const org = await findOrganisationById(db, assignment.organisation_id);
  const language: Language = org?.default_language ?? 'ro';
  const params = {
    name: to.name,
    claim_no: to.claimNo,
    names: namedIn(language, about).join(', '),
    due: shown(about.due),
    reason: about.reason ?? '',
    url: options.trackerLink(language, to.claimNo, org?.code ?? ''),
  };
  const subject = translate(language, keys.subject, params);
  const how = translate(language, about.tracked ? keys.tracker : keys.handler, params);
  const outboxId = await enqueueMessage(db, now, {
    channel: 'email',
    recipient: to.address,
    subject,
    body: `${translate(language, keys.body, params)}\n\n${how}`,
  });
  await assignments().emailOnTimeline(db, assignment, actorIds(actor), `${to.address}: ${subject}`, outboxId, now);
  return to.address;
}

/** Tells the policyholder which documents are asked for and by when. */
export const tellPolicyholder = (
  db: Kysely<Database>,
  options: MailOptions & { asked: { names: string[]; labels: string | null; due: string; tracked: boolean } },
) =>
  mailPolicyholder(db, options, {
    keys: {
      subject: 'documents.mail.subject',
      body: 'documents.mail.body',
      tracker: 'documents.mail.tracker',
      handler: 'documents.mail.handler',
    },
    about: options.asked,
  });

/** Tells the policyholder that a document they sent was not accepted, why, and by when to send it again. */
export const tellRejected = (
  db: Kysely<Database>,
  options: MailOptions & {
    rejected: { name: string; labels: string | null; reason: string; due: string; tracked: boolean };
  },
) =>
  mailPolicyholder(db, options, {
    keys: {
      subject: 'documents.mail.rejectedSubject',
      body: 'documents.mail.rejectedBody',
      tracker: 'documents.mail.againTracker',
      handler: 'documents.mail.againHandler',
    },
    about: { ...options.rejected, names: [options.rejected.name] },
  });
