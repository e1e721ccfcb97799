import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { BrandingSchema, DEFAULT_BRANDING } from '../../../contract/branding.ts';
import type { AuditEntry, OrganisationSettings } from '../../../contract/settings.ts';
import type { Database } from '../../db/schema.ts';
import { assessmentSettingsFrom } from '../assessments/index.ts';
import { appMetadataOf, findOrganisationById, findSectionVersions, ipAllowListOf } from '../organisations/index.ts';
import { trackerSettingsOf } from './tracker-texts.ts';

/** The organisation's settings as the settings page edits them, with each section's version. */
export async function findOrganisationSettings(
  db: Kysely<Database>,
  organisationId: string,
): Promise<OrganisationSettings> {
  const org = await findOrganisationById(db, organisationId);
  const metadata = appMetadataOf(org);
  const tracker = await db
    .selectFrom('tracker_configs')
    .select('config')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  const branding = v.safeParse(BrandingSchema, org.branding ? JSON.parse(org.branding) : DEFAULT_BRANDING);
  return {
    code: org.code,
    name: org.name,
    branding: branding.success ? branding.output : DEFAULT_BRANDING,
    password_policy: metadata.credentials.password_policy,
    assistant: { enable_ai_assistant: metadata.enable_ai_assistant, assistant_roles: metadata.assistant_roles },
    ip_allow_list: ipAllowListOf(org),
    tracker: trackerSettingsOf(tracker?.config),
    language: { default_language: org.default_language },
    assessment: assessmentSettingsFrom(org.assessment_settings),
    versions: await findSectionVersions(db, organisationId),
  };
}

/** The organisation's latest 200 settings changes, newest first, naming who made them and for whom. */
export function recentAuditEntries(db: Kysely<Database>, organisationId: string): Promise<AuditEntry[]> {
  return db
    .selectFrom('audit_log')
    .innerJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
    .leftJoin('users as acting', 'acting.id', 'audit_log.acting_as_user_id')
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'actor.full_name as actor',
      'acting.full_name as acting_as',
      'audit_log.action',
      'audit_log.target',
      'audit_log.details',
    ])
    .where('audit_log.organisation_id', '=', organisationId)
    .orderBy('audit_log.id', 'desc')
    .limit(200)
    .execute();
}
