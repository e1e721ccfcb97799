import type { Branding } from '../../contract/branding.ts';
import { brandingCssVariables } from '../../contract/branding-values.ts';

/** Writes a branding's CSS variables onto an element (the document root in the layouts). */
export function applyBranding(style: Pick<CSSStyleDeclaration, 'setProperty'>, branding: Branding): void {
  for (const [name, value] of Object.entries(brandingCssVariables(branding))) style.setProperty(name, value);
}

/**
 * Puts the organisation's short name where the layouts show the product's title, on the logo's
 * label, and in the tab. (The public pages' footer script does the same for the insurer.)
 */
export function applyBrandTitle(root: ParentNode, shortName: string): void {
  if (!shortName) return;
  // Only where it differs: rewriting the same text would repaint it as new content (a later LCP).
  root.querySelectorAll('[data-brand-title]').forEach((el) => {
    if (el.textContent !== shortName) el.textContent = shortName;
  });
  root.querySelectorAll('.brand-logo[role="img"]').forEach((el) => {
    el.setAttribute('aria-label', shortName);
  });
  if (typeof document !== 'undefined') document.title = document.title.replace(/ · [^·]*$/, ` · ${shortName}`);
}
