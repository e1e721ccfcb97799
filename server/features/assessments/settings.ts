import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  type AssessmentSettings,
  AssessmentSettingsSchema,
  DEFAULT_ASSESSMENT_SETTINGS,
} from '../../../contract/assessment-settings.ts';
import type { Database } from '../../db/schema.ts';
import { findOrganisationById } from './deps.ts';

/** The stored section, or the defaults when it was never saved (or no longer reads as one). */
export function assessmentSettingsFrom(stored: string | null): AssessmentSettings {
  if (!stored) return DEFAULT_ASSESSMENT_SETTINGS;
  const parsed = v.safeParse(AssessmentSettingsSchema, JSON.parse(stored));
  return parsed.success ? parsed.output : DEFAULT_ASSESSMENT_SETTINGS;
}

/** The organisation's assessment settings and the section's version. */
export async function assessmentSettingsOf(
  db: Kysely<Database>,
  organisationId: string,
): Promise<{ settings: AssessmentSettings; version: number }> {
  const row = await findOrganisationById(db, organisationId);
  return { settings: assessmentSettingsFrom(row.assessment_settings), version: row.assessment_version };
}

/**
 * The limit up to which someone with these roles approves a note: the highest of their roles'
 * limits, 0 when none of them has one.
 */
export function approvalLimitOf(settings: AssessmentSettings, roles: readonly string[]): number {
  let limit = 0;
  for (const entry of settings.approval_limits) if (roles.includes(entry.role)) limit = Math.max(limit, entry.limit);
  return limit;
}
