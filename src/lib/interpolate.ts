/**
 * Fills `{{name}}` placeholders of a translation template. Islands use this instead of i18next
 * so that pages ship only the strings they use.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
