import type { Branding } from './branding.ts';
import { inkOn, textColourOn } from './contrast.ts';

/*
 * What every page needs of a branding: the defaults and the CSS variables it sets. Apart from
 * branding.ts's schema so that importing them never brings valibot into a page (the login page
 * is held to 80 KB of JavaScript).
 */

/** The generic platform title, used when an organisation has no short name. */
export const PLATFORM_TITLE = 'Claims Platform';

/** The platform's default branding: sidebar #607d8b, material colour blue-grey-600 (#546e7a). */
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
    // Text on the header, the side menu and buttons: white or near-black, whichever reads better.
    '--brand-on-color': textColourOn(branding.color),
    '--brand-on-material-color': textColourOn(branding.material_color),
    '--brand-on-sidebar-color': textColourOn(branding.sidebar_color),
    // Links in the brand's colour on the light theme's white cards and the page's background.
    '--brand-ink-light-color': inkOn(branding.color, ['#ffffff', branding.backgroundColor]),
    // The default logo is written into the stylesheet by the build; pointing there saves a request.
    '--brand-logo-url':
      branding.logo_url === DEFAULT_BRANDING.logo_url
        ? 'var(--brand-default-logo-url)'
        : `url(${JSON.stringify(branding.logo_url)})`,
    // The logo and the title swap places when the organisation wants its logo on the right.
    '--brand-logo-direction': branding.align_logo === 'right' ? 'row-reverse' : 'row',
  };
}
