import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { BrandingInput, TrackerSettings, VersionedSection } from '../../../contract/settings.ts';
import type { AppMetadataSchema } from '../../../contract/organisation.ts';
import { audit } from '../../audit/audit.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/request-context.ts';
import type { AssessmentSettings } from '../../../contract/assessment-settings.ts';
import { assessmentSettingsFrom } from '../assessments/index.ts';
import {
  appMetadataOf,
  bumpSectionVersion,
  findOrganisationById,
  ipAllowListOf,
  saveOrganisationSettings,
} from '../organisations/index.ts';
import { storeTrackerConfig } from '../tracker/index.ts';
import { writeIfCurrent } from './bump-version.ts';
import { findOrganisationSettings } from './organisation-settings.ts';
import { storedTrackerTexts } from './tracker-texts.ts';

/** The audit log's target of a settings action: 'branding.update' is about 'branding'. */
export const targetOf = (action: string) => action.split('.', 1)[0] ?? action;

/** What a section's writer did: the section before and after, for the audit log. */
type Written = { before: unknown; after: unknown };
type Writer = (trx: Kysely<Database>, organisationId: string) => Promise<Written>;

/**
 * Saves one section on the version the caller saw: the version is taken first, then `write` reads
 * the section as it is now, writes it and says what it was and became for the audit log, all in one
 * transaction. False, with nothing written, when someone saved the section since.
 */
export function saveSection(
  db: Kysely<Database>,
  input: { actor: Actor; section: VersionedSection; action: string; seen: number; now: Date },
  write: Writer,
): Promise<boolean> {
  const organisationId = input.actor.user.organisation_id;
  return writeIfCurrent(
    db,
    (trx) => bumpSectionVersion(trx, organisationId, input.section, input.seen),
    async (trx) => {
      const { before, after } = await write(trx, organisationId);
      await audit(trx, input.actor, { action: input.action, target: targetOf(input.action), before, after }, input.now);
    },
  );
}

export const writeBranding =
  (branding: BrandingInput): Writer =>
  async (trx, organisationId) => {
    const before = (await findOrganisationSettings(trx, organisationId)).branding;
    await saveOrganisationSettings(trx, organisationId, { branding });
    return { before, after: branding };
  };

type Metadata = v.InferOutput<typeof AppMetadataSchema>;

/** Changes the part of the organisation's metadata that `pick` names (the password policy, the assistant). */
export const writeMetadata =
  (change: (m: Metadata) => Metadata, pick: (m: Metadata) => unknown): Writer =>
  async (trx, organisationId) => {
    const before = appMetadataOf(await findOrganisationById(trx, organisationId));
    const after = change(before);
    await saveOrganisationSettings(trx, organisationId, { app_metadata: after });
    return { before: pick(before), after: pick(after) };
  };

export const writeIpAllowList =
  (list: string[]): Writer =>
  async (trx, organisationId) => {
    const before = ipAllowListOf(await findOrganisationById(trx, organisationId));
    await saveOrganisationSettings(trx, organisationId, { ip_allow_list: list });
    return { before, after: list };
  };

export const writeTrackerTexts =
  (settings: TrackerSettings): Writer =>
  async (trx, organisationId) => {
    const before = (await findOrganisationSettings(trx, organisationId)).tracker;
    const stored = storedTrackerTexts(settings);
    await storeTrackerConfig(trx, organisationId, stored);
    return { before, after: settings };
  };

export const writeDefaultLanguage =
  (language: 'en' | 'ro'): Writer =>
  async (trx, organisationId) => {
    const before = { default_language: (await findOrganisationById(trx, organisationId)).default_language };
    await saveOrganisationSettings(trx, organisationId, { default_language: language });
    return { before, after: { default_language: language } };
  };

export const writeAssessmentSettings =
  (settings: AssessmentSettings): Writer =>
  async (trx, organisationId) => {
    const before = assessmentSettingsFrom((await findOrganisationById(trx, organisationId)).assessment_settings);
    await saveOrganisationSettings(trx, organisationId, { assessment_settings: settings });
    return { before, after: settings };
  };
