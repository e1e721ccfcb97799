import * as v from 'valibot';

const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'error.branding.colour'));

/** An organisation's branding, as the user profile carries it. */
export const BrandingSchema = v.object({
  color: HexColor,
  logo_url: v.string(),
  /** Angular Material's blue-grey-600 in the original product; kept as its hex value. */
  material_color: HexColor,
  align_logo: v.picklist(['left', 'right']),
  theme: v.picklist(['light', 'dark']),
  sidebar_color: HexColor,
  backgroundColor: HexColor,
  short_name: v.string(),
});

export type Branding = v.InferOutput<typeof BrandingSchema>;

// The defaults and CSS variables live in a file without valibot, for the light pages.
export { brandingCssVariables, DEFAULT_BRANDING } from './branding-values.ts';
