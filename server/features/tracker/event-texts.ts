import type { Language } from '../../../contract/languages.ts';

/** The four texts a tracker event shows, in one language. */
export interface EventTexts {
  event_title: string;
  event_description: string;
  next_step_title: string;
  next_step_description: string;
}

/**
 * The value of tracker_events.texts: writers keep both languages, so each visitor reads the event
 * in their own, whoever wrote it and in whatever language they worked.
 */
export const eventTextsInBoth = (texts: Record<Language, EventTexts>): string => JSON.stringify(texts);

/** The event's texts in a language; a row written before both were kept reads as it was stored. */
export function eventTextsIn(row: EventTexts & { texts: string | null }, language: Language): EventTexts {
  const both = row.texts ? (JSON.parse(row.texts) as Partial<Record<Language, EventTexts>>) : {};
  const { event_title, event_description, next_step_title, next_step_description } = row;
  return both[language] ?? { event_title, event_description, next_step_title, next_step_description };
}

/** A request's document names in a language: as typed, where they are no known document type. */
export function labelsIn(names: string[], labels: string | null, language: Language): string[] {
  const both = labels ? (JSON.parse(labels) as Partial<Record<Language, string[]>>) : {};
  const named = both[language];
  return named?.length === names.length ? named : names;
}
