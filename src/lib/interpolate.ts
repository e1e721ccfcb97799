/**
 * The islands' side of the translation system: fills the `{{name}}` placeholders of a string that
 * i18next picked for the page (see i18n.ts), as i18next would (i18n-island.test.ts holds the two
 * to the same answers for every string). i18next itself would add 16 KB of gzip JavaScript to
 * pages held to 80 KB.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
