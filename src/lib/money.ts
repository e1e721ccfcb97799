// Amounts typed into forms; money shown to people is written by contract/money-text.ts.

/**
 * What a person typed as an amount with at most two decimals (1234,56 or 1234.56 or 1 234) in
 * minor units, read from the text so no float rounds it; null when it is not such an amount.
 */
export function parseMinorUnits(text: string): number | null {
  const match = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text.replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the text an input starts with: 1234.56 (no grouping, so parseMinorUnits reads it back). */
export const minorUnitsText = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
