import type { NoteState } from './assessment.ts';
import type { Language } from './languages.ts';
import { formatLei } from './money-text.ts';

export { formatLei };

/** The key of a note state as a sentence names it ("The note is {{state}}"). */
export const stateWordKey = (state: NoteState) => `note.stateWord.${state}`;

export const NOTE_STEPS = ['submitted', 'approved', 'returned', 'supplemented'] as const;
export type NoteStep = (typeof NOTE_STEPS)[number];

/** A step of a note on the timeline, kept as data so each reader gets it in their own language. */
export interface NoteStepEntry {
  step: NoteStep;
  version_no: number;
  total: number;
  reason?: string;
}

const PREFIX = 'note-step:';

/** The timeline text a note step is stored as. */
export const noteStepText = (entry: NoteStepEntry): string => `${PREFIX}${JSON.stringify(entry)}`;

/**
 * A stored timeline text that is a note step, in the reader's language (state names and amounts per
 * language), with the reason the approver typed apart, as they typed it; null for any other text.
 */
export function noteStepWords(
  text: string,
  t: (key: string, values: Record<string, string | number>) => string,
  language: Language,
): { text: string; quote: string | null } | null {
  if (!text.startsWith(PREFIX)) return null;
  let entry: NoteStepEntry;
  try {
    entry = JSON.parse(text.slice(PREFIX.length)) as NoteStepEntry;
  } catch {
    return null;
  }
  if (!NOTE_STEPS.includes(entry.step)) return null;
  return {
    text: t(`timeline.note.${entry.step}`, { n: entry.version_no, total: formatLei(entry.total, language) }),
    quote: entry.reason?.trim() ? entry.reason : null,
  };
}
