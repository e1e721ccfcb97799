/** A list typed one per line (or separated by commas) as its non-empty entries. */
export const splitList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
