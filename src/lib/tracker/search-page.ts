import { atom } from 'nanostores';
import { TRACKER_SEARCH_MIN_LENGTH } from '../../../contract/limits.ts';
import { localized } from '../auth/paths.ts';
import { interpolate } from '../interpolate.ts';
import type { Language } from '../../../contract/languages.ts';
import { pluralKey } from '../plural.ts';

export interface SearchWords {
  'tracker.search.submit': string;
  'tracker.search.required': string;
  'tracker.search.minLength_one': string;
  'tracker.search.minLength_few': string;
  'tracker.search.minLength_other': string;
}

/** The number as the tracker knows it: spaces go, letters rise to capitals. */
export const cleanCaseNo = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * The tracker's search (spec.md section 5): required, at least 6 characters; the number is
 * URL-encoded into /status/{case}, keeping the organisation of the address (its query).
 */
export function createTrackerSearch(
  words: SearchWords,
  language: Language,
  navigate: (url: string) => void = (url) => location.assign(url),
  /** What the visitor typed before, kept when the number led nowhere. */
  typed = '',
) {
  const $value = atom(typed);
  const $touched = atom(false);
  // A plain function, not a computed store: the case page, which holds this form too, is held to 80 KB.
  const check = () => {
    const clean = cleanCaseNo($value.get());
    if (!clean) return words['tracker.search.required'];
    return clean.length < TRACKER_SEARCH_MIN_LENGTH
      ? interpolate(words[pluralKey(language, 'tracker.search.minLength', TRACKER_SEARCH_MIN_LENGTH)], {
          count: TRACKER_SEARCH_MIN_LENGTH,
        })
      : null;
  };
  return {
    $value,
    $touched,
    /** The field's message, once it is left or the search sent. */
    error: () => ($touched.get() ? check() : null),
    type: (value: string) => $value.set(value),
    touch: () => $touched.set(true),
    /** Goes to the case's page; false when the number does not pass, so the island can focus the field. */
    submit(query: string): boolean {
      $touched.set(true);
      if (check()) return false;
      navigate(`${localized('/status')}/${encodeURIComponent(cleanCaseNo($value.get()))}${query}`);
      return true;
    },
  };
}

export type TrackerSearch = ReturnType<typeof createTrackerSearch>;
