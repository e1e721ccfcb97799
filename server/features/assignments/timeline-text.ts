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

/** The values a line keeps as someone typed them: shown apart, in their writer's language. */
const TYPED = ['reason', 'report'];

/** A stored timeline text as the reader sees it: the product's words, and what someone typed in it apart. */
export interface TimelineText {
  text: string;
  /** The whole text is shown as it was typed or sent, in a language the page cannot tell. */
  recorded: boolean;
  /** Words someone typed inside a line the product wrote (a reason, a report), shown after it as typed. */
  quote: string | null;
}

function keyedWords(text: string, language: Language): TimelineText | null {
  let entry: { key?: unknown; values?: unknown };
  try {
    entry = JSON.parse(text.slice(PREFIX.length)) as typeof entry;
  } catch {
    return null;
  }
  const { key, values } = entry;
  if (!(TIMELINE_WORDS as readonly unknown[]).includes(key) || typeof values !== 'object' || values === null)
    return null;
  const all = Object.entries(values as TimelineValues);
  const shown = Object.fromEntries(
    all
      .filter(([name]) => !TYPED.includes(name))
      .map(([name, value]) => [name, name === 'date' ? shownDate(value) : value]),
  );
  const typed = all.find(([name, value]) => TYPED.includes(name) && String(value).trim() !== '');
  return {
    text: translate(language, key as TimelineWordsKey, shown),
    recorded: false,
    quote: typed ? String(typed[1]) : null,
  };
}

/**
 * A stored timeline text in the reader's language: a line kept as a key and values, or a note step,
 * in words, with what someone typed in it apart; anything else (what people typed or were sent, a
 * document under the name it was asked for by, older lines the server wrote in English) as stored.
 */
export function timelineWords(text: string, language: Language): TimelineText {
  const worded = text.startsWith(PREFIX)
    ? keyedWords(text, language)
    : noteStepWords(text, (key, values) => translate(language, key, values), language);
  return worded ? { recorded: false, ...worded } : { text, recorded: true, quote: null };
}
