import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { BrandingSchema } from '../../../contract/branding.ts';
import { brandingCssVariables, DEFAULT_BRANDING } from '../../../contract/branding-values.ts';
import type { Language } from '../../../contract/languages.ts';
import type { PublicInsurer } from '../../../contract/welcome.ts';
import type { Database } from '../../db/schema.ts';
import { findOrganisationById, organisationIdOfCaseNumber, publicOrganisationId } from '../organisations/index.ts';
import { trackerConfigFor } from '../tracker/index.ts';

/** How a public page names its insurer: by code, by a case number that begins with one, or not at all. */
export type InsurerNamed = { orgCode: string } | { caseNo: string } | null;

/**
 * The insurer a public page shows: its name, branding and contact for policyholders, or undefined
 * when the page names an organisation that does not exist. A case number that begins with no
 * organisation's code is the primary insurer's, as any other public page: that answer says
 * nothing of whether the case exists.
 */
export async function publicInsurer(
  db: Kysely<Database>,
  named: InsurerNamed,
  language: Language,
): Promise<PublicInsurer | undefined> {
  const organisationId =
    named === null
      ? await publicOrganisationId(db, null)
      : 'orgCode' in named
        ? await publicOrganisationId(db, named.orgCode)
        : ((await organisationIdOfCaseNumber(db, named.caseNo)) ?? (await publicOrganisationId(db, null)));
  if (organisationId === undefined) return undefined;
  const [organisation, tracker] = await Promise.all([
    findOrganisationById(db, organisationId),
    trackerConfigFor(db, organisationId, language, null),
  ]);
  const stored = v.safeParse(BrandingSchema, organisation.branding ? JSON.parse(organisation.branding) : null);
  const branding = stored.success ? stored.output : DEFAULT_BRANDING;
  const phone = tracker?.phone?.trim() ?? '';
  const email = tracker?.email?.trim() ?? '';
  return {
    code: organisation.code,
    short_name: branding.short_name || organisation.name,
    name: organisation.name,
    branding,
    style: brandingCssVariables(branding),
    phone,
    email,
    hours: tracker?.hours?.trim() ?? '',
    phone_link: phone && `tel:${phone.replace(/\s+/g, '')}`,
    email_link: email && `mailto:${email}`,
    no_contact: !phone && !email,
  };
}
