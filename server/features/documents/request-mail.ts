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

/**
 * Tells the policyholder by e-mail which documents are asked for and by when, in the
 * organisation's language, inside the request's transaction, with the line on the timeline. Answers
 * the address told, or null when the claim has no e-mail address for the policyholder.
 */
export async function tellPolicyholder(
  db: Kysely<Database>,
  options: {
    trackerLink: TrackerLinkOf;
    actor: Actor;
    assignment: AssignmentRow;
    /** labels: JSON { en, ro } of the names where they are known document types. */
    asked: { names: string[]; labels: string | null; due: string; tracked: boolean };
    now: Date;
  },
): Promise<string | null> {
  const { actor, assignment, asked, now } = options;
  const to = await assignments().policyholderEmailOf(db, assignment);
  if (!to) return null;
  const org = await findOrganisationById(db, assignment.organisation_id);
  const language: Language = org?.default_language ?? 'ro';
  const named = namedIn(language, asked);
  const trackerUrl = options.trackerLink(language, to.claimNo, org?.code ?? '');
  const params = {
    name: to.name,
    claim_no: to.claimNo,
    names: named.join(', '),
    due: shown(asked.due),
    url: trackerUrl,
  };
  const subject = translate(language, 'documents.mail.subject', params);
  const how = translate(language, asked.tracked ? 'documents.mail.tracker' : 'documents.mail.handler', params);
  const outboxId = await enqueueMessage(db, now, {
    channel: 'email',
    recipient: to.address,
    subject,
    body: `${translate(language, 'documents.mail.body', params)}\n\n${how}`,
  });
  await assignments().emailOnTimeline(db, assignment, actorIds(actor), `${to.address}: ${subject}`, outboxId, now);
  return to.address;
}

/**
 * Tells the policyholder by e-mail that a document they sent was not accepted, why, and by when to
 * send it again (and where), inside the review's transaction, with the line on the timeline.
 * Answers the address told, or null when the claim has no e-mail address for the policyholder.
 */
export async function tellRejected(
  db: Kysely<Database>,
  options: {
    trackerLink: TrackerLinkOf;
    actor: Actor;
    assignment: AssignmentRow;
    rejected: { name: string; labels: string | null; reason: string; due: string; tracked: boolean };
    now: Date;
  },
): Promise<string | null> {
  const { actor, assignment, rejected, now } = options;
  const to = await assignments().policyholderEmailOf(db, assignment);
  if (!to) return null;
  const org = await findOrganisationById(db, assignment.organisation_id);
  const language: Language = org?.default_language ?? 'ro';
  const params = {
    name: to.name,
    claim_no: to.claimNo,
    names: namedIn(language, { names: [rejected.name], labels: rejected.labels }).join(', '),
    reason: rejected.reason,
    due: shown(rejected.due),
    url: options.trackerLink(language, to.claimNo, org?.code ?? ''),
  };
  const subject = translate(language, 'documents.mail.rejectedSubject', params);
  const how = translate(
    language,
    rejected.tracked ? 'documents.mail.againTracker' : 'documents.mail.againHandler',
    params,
  );
  const outboxId = await enqueueMessage(db, now, {
    channel: 'email',
    recipient: to.address,
    subject,
    body: `${translate(language, 'documents.mail.rejectedBody', params)}\n\n${how}`,
  });
  await assignments().emailOnTimeline(db, assignment, actorIds(actor), `${to.address}: ${subject}`, outboxId, now);
  return to.address;
}
