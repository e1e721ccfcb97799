import * as v from 'valibot';
import { BrandingSchema } from './branding.ts';

/**
 * GET /api/welcome/insurer: the insurer a public page belongs to, as a policyholder sees it on
 * every public page (its name and logo in the header, its contact in the footer). The page names
 * the insurer by its code (`?org_code=`), by a case number that begins with it (`?case_no=`), or
 * not at all (the installation's primary insurer).
 */
export const PublicInsurerSchema = v.object({
  code: v.string(),
  /** The name the header shows beside the logo: the branding's short name, else the full name. */
  short_name: v.string(),
  /** The organisation's full name: the controller the privacy notice names. */
  name: v.string(),
  branding: BrandingSchema,
  /** The CSS variables the branding sets, worked out here: a public page carries no colour arithmetic. */
  style: v.record(v.string(), v.string()),
  /** Contact for policyholders, from the tracker settings in the asked language; '' where none is kept. */
  phone: v.string(),
  email: v.string(),
  hours: v.string(),
  /** The same as links ('tel:+40213004000', 'mailto:…'; '' where none), and whether it keeps neither: the page only places them. */
  phone_link: v.string(),
  email_link: v.string(),
  no_contact: v.boolean(),
});
export type PublicInsurer = v.InferOutput<typeof PublicInsurerSchema>;
