import { noteStepWords } from '../../../contract/assessment-text.ts';
import type { Language } from '../../../contract/languages.ts';
import { translate } from '../../i18n.ts';

/** The lines the server writes itself, kept as a key and values so each reader gets their own language. */
export const TIMELINE_WORDS = [
  'timeline.words.assessmentStarted',
  'timeline.words.inspectionBooked',
  'timeline.words.inspectionMoved',
  'timeline.words.inspectionCancelled',
  'timeline.words.eventChanged',
  'timeline.words.partiesChanged',
  'timeline.words.policyEnded',
  'timeline.words.policyCancelled',
  'timeline.words.policySuspended',
  'timeline.words.policyNotStarted',
  'timeline.words.reportAdded',
] as const;
export type TimelineWordsKey = (typeof TIMELINE_WORDS)[number];
export type TimelineValues = Record<string, string | number>;

const PREFIX = 'words:';

/** The timeline text a line is stored as: its key and values, worded only when it is read. */
export const timelineKeyText = (key: TimelineWordsKey, values: TimelineValues): string =>
  `${PREFIX}${JSON.stringify({ key, values })}`;

/** A stored day (YYYY-MM-DD) as both languages show it. */
const shownDate = (value: string | number) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`
    : value;

function keyedWords(text: string, language: Language): string {
  let entry: { key?: unknown; values?: unknown };
  try {
    entry = JSON.parse(text.slice(PREFIX.length)) as typeof entry;
  } catch {
    return text;
  }
  const { key, values } = entry;
  if (!(TIMELINE_WORDS as readonly unknown[]).includes(key) || typeof values !== 'object' || values === null)
    return text;
  const shown = Object.fromEntries(
    Object.entries(values as TimelineValues).map(([name, value]) => [name, name === 'date' ? shownDate(value) : value]),
  );
  return translate(language, key as TimelineWordsKey, shown);
}

/**
 * A stored timeline text in the reader's language: a line kept as a key and values, or a note step,
 * in words; anything else (what people typed or were sent, a document under the name it was asked
 * for by, older lines the server wrote in English) as stored, and said to be so: `recorded`.
 */
export function timelineWords(text: string, language: Language): { text: string; recorded: boolean } {
  const worded = text.startsWith(PREFIX)
    ? keyedWords(text, language)
    : noteStepWords(text, language, (key, values) => translate(language, key, values));
  return { text: worded, recorded: worded === text };
}
