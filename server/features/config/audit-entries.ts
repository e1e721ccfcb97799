import type { Kysely } from 'kysely';
import { assignmentTypeName } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { roleNameIn } from '../../../contract/role-catalogue.ts';
import type { AuditEntry } from '../../../contract/settings.ts';
import { type RecordedChange, recentAuditEntries } from '../../audit/recent-entries.ts';
import type { Database } from '../../db/schema.ts';
import { translate } from '../../i18n.ts';
import { statusRowsOf } from '../assignments/index.ts';
import { roleCatalogueOf } from '../organisations/index.ts';
import { changesOf } from './audit-changes.ts';

/** The actions the log has a sentence for (`audit.action.<action>`); any other reads as the general one. */
const ACTIONS = new Set([
  'absence.approve',
  'absence.reject',
  'appointment-location.create',
  'appointment-location.update',
  'appointment-location.delete',
  'appointment-location.closed-everywhere',
  'assessment.start',
  'assessment.update',
  'assistant.update',
  'branding.update',
  'claimFile.event',
  'claimFile.parties',
  'claimFile.report',
  'ip-allow-list.update',
  'language.update',
  'message-template.create',
  'message-template.update',
  'message-template.delete',
  'partner.create',
  'partner.update',
  'partner.delete',
  'partner.contact.add',
  'partner.contact.remove',
  'partner.assignment.hand-over',
  'partner.assignment.release',
  'password-policy.update',
  'role.create',
  'role.update',
  'status.help.update',
  'tracker.update',
  'user.create',
  'user.update',
  'user.lock',
  'user.unlock',
  'user.reset-password',
]);

/** "Ana Admin changed the user handler.": who (and for whom), what, to what, in the reader's language. */
function sentenceOf(entry: RecordedChange, target: string, language: Language): string {
  const actor = entry.acting_as
    ? translate(language, 'audit.actingAs', { actor: entry.actor, actingAs: entry.acting_as })
    : entry.actor;
  const key = ACTIONS.has(entry.action) ? `audit.action.${entry.action}` : 'audit.generic';
  return translate(language, key, { actor, target });
}

/**
 * The organisation's latest changes as its log shows them: each a sentence and the fields it
 * touched, in the reader's language; roles and statuses by their names, never their codes.
 */
export async function describedAuditEntries(
  db: Kysely<Database>,
  organisationId: string,
  language: Language,
): Promise<AuditEntry[]> {
  const entries = await recentAuditEntries(db, organisationId);
  const catalogue = await roleCatalogueOf(db, organisationId);
  const roleName = (code: string) => roleNameIn(catalogue, code, language);
  const statuses = new Map(
    (await statusRowsOf(db, organisationId)).map((s) => [
      `${s.assignment_type}/${s.code}`,
      `${assignmentTypeName(s.assignment_type, language)}: ${language === 'ro' ? s.name_ro : s.name_en}`,
    ]),
  );
  const targetOf = (entry: RecordedChange) =>
    entry.action.startsWith('role.')
      ? roleName(entry.target)
      : entry.action === 'status.help.update'
        ? (statuses.get(entry.target) ?? entry.target)
        : entry.target;
  return entries.map((entry) => {
    const target_name = targetOf(entry);
    return {
      ...entry,
      sentence: sentenceOf(entry, target_name, language),
      target_name,
      changes: changesOf(entry.action, entry.details, { language, roleName }),
    };
  });
}
