import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { BrandingSchema, DEFAULT_BRANDING } from '../../../contract/branding.ts';
import type { OrganisationSettings } from '../../../contract/settings.ts';
import type { Database } from '../../db/schema.ts';
import { assessmentSettingsFrom } from '../assessments/index.ts';
import { appMetadataOf, findOrganisationById, findSectionVersions, ipAllowListOf } from '../organisations/index.ts';
import { storedTrackerConfig } from '../tracker/index.ts';
import { trackerSettingsOf } from './tracker-texts.ts';

/** The organisation's settings as the settings page edits them, with each section's version. */
export async function findOrganisationSettings(
  db: Kysely<Database>,
  organisationId: string,
): Promise<OrganisationSettings> {
  const org = await findOrganisationById(db, organisationId);
  const metadata = appMetadataOf(org);
  const tracker = await storedTrackerConfig(db, organisationId);
  const branding = v.safeParse(BrandingSchema, org.branding ? JSON.parse(org.branding) : DEFAULT_BRANDING);
  return {
    code: org.code,
    name: org.name,
    branding: branding.success ? branding.output : DEFAULT_BRANDING,
    password_policy: metadata.credentials.password_policy,
    assistant: { enable_ai_assistant: metadata.enable_ai_assistant, assistant_roles: metadata.assistant_roles },
    ip_allow_list: ipAllowListOf(org),
    tracker: trackerSettingsOf(tracker),
    language: { default_language: org.default_language },
    assessment: assessmentSettingsFrom(org.assessment_settings),
    versions: await findSectionVersions(db, organisationId),
  };
}
