import * as v from 'valibot';

const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb.'));

/** An organisation's branding, spec.md section 3 (user profile, branding). */
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

/** The generic platform title, used when an organisation has no short name (spec.md section 9). */
export const PLATFORM_TITLE = 'Claims Platform';

/** spec.md section 9 defaults: sidebar #607d8b, material colour blue-grey-600 (#546e7a). */
export const DEFAULT_BRANDING: Branding = {
  color: '#546e7a',
  logo_url: '/assets/logo.svg',
  material_color: '#546e7a',
  align_logo: 'left',
  theme: 'light',
  sidebar_color: '#607d8b',
  backgroundColor: '#f5f7f8',
  short_name: '',
};

/** The CSS custom properties a branding sets; layouts and the stylesheet read only these. */
export function brandingCssVariables(branding: Branding): Record<string, string> {
  return {
    '--brand-color': branding.color,
    '--brand-material-color': branding.material_color,
    '--brand-sidebar-color': branding.sidebar_color,
    '--brand-background-color': branding.backgroundColor,
    '--brand-logo-url': `url(${JSON.stringify(branding.logo_url)})`,
    // The logo and the title swap places when the organisation wants its logo on the right.
    '--brand-logo-direction': branding.align_logo === 'right' ? 'row-reverse' : 'row',
  };
}
