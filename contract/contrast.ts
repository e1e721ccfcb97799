/*
 * Contrast of text on an organisation's colours (WCAG 2 relative luminance). The text on a brand
 * colour is chosen, never configured: white or near-black, whichever reads better; a colour on
 * which neither reaches 4.5:1 is refused when the branding is saved. No valibot here: every page
 * that applies a branding imports this.
 */

/** The least contrast of text on the header, the side menu and buttons (WCAG AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

export const LIGHT_TEXT = '#ffffff';
/** Near-black rather than black, as the product's own text (gray-950). */
export const DARK_TEXT = '#030712';

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of a #rrggbb or rgb(r, g, b) colour. */
export function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = rgbOf(colour);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function rgbOf(colour: string): number[] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return hex.slice(1).map((h) => Number.parseInt(h, 16));
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour for a background: white or near-black, the one of higher contrast. */
export function textColourOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** Whether the text chosen for a background reaches 4.5:1 on it. */
export function carriesReadableText(background: string): boolean {
  return contrastRatio(background, textColourOn(background)) >= MIN_TEXT_CONTRAST;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * The brand colour as text (links) on light surfaces: the colour itself when it reaches 4.5:1 on
 * each of them, else the colour darkened just enough (a light yellow brand gives a dark ochre).
 */
export function inkOn(colour: string, surfaces: readonly string[]): string {
  const [r = 0, g = 0, b = 0] = rgbOf(colour);
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const ink = `#${hex(r * keep)}${hex(g * keep)}${hex(b * keep)}`;
    if (surfaces.every((surface) => contrastRatio(ink, surface) >= MIN_TEXT_CONTRAST)) return ink;
  }
  return DARK_TEXT;
}
