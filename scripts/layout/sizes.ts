import { mayBeLong } from './places.ts';

export const MAX_LINE = 160;
export const MAX_LINES = 300;

/** Lines a reader can see whole, and files short enough to hold one purpose. */
export function sizeFindings(file: string, text: string): string[] {
  const findings: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (line.length > MAX_LINE)
      findings.push(`${file}:${index + 1}: line of ${line.length} characters (at most ${MAX_LINE})`);
  });
  // A file ending in a newline splits into one empty last entry, which is no line.
  if (!mayBeLong(file) && lines.length > MAX_LINES + 1) {
    findings.push(`${file}: ${lines.length - 1} lines (at most ${MAX_LINES}); split it by purpose`);
  }
  return findings;
}
