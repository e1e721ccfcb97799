import * as v from 'valibot';
import {
  AppMetadataSchema,
  DEFAULT_APP_METADATA,
  OidcSettingsSchema,
  type AppMetadata,
  type OidcSettings,
} from '../../../contract/organisation.ts';
import type { OrganisationRow, UserRow } from './rows.ts';

/** Stored JSON that fails its schema falls back to the defaults rather than breaking sign-in. */
export function parseJson<T>(schema: v.GenericSchema<unknown, T>, text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

export function appMetadataOf(org: OrganisationRow): AppMetadata {
  return parseJson(AppMetadataSchema, org.app_metadata, DEFAULT_APP_METADATA);
}

export function ipAllowListOf(org: OrganisationRow): string[] {
  return parseJson(v.array(v.string()), org.ip_allow_list, []);
}

export function oidcSettingsOf(org: OrganisationRow): OidcSettings | null {
  return parseJson(v.nullable(OidcSettingsSchema), org.oidc, null);
}

export function rolesOf(user: Pick<UserRow, 'roles'>): string[] {
  return parseJson(v.array(v.string()), user.roles, []);
}
