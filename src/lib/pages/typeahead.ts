import { atom, computed } from 'nanostores';
import { ensureSession } from '../auth/ensure-session.ts';

/** What the status line of a search-as-you-type says: nothing yet, the failure, no match, or how many were found. */
export type TypeaheadStatus = 'idle' | 'failed' | 'none' | 'found';

/** Typing pauses this long before a search goes out, so a word typed quickly costs one call. */
export const TYPEAHEAD_DEBOUNCE_MS = 250;

/**
 * Search as you type in a listbox the arrow keys move through (the ARIA combobox pattern): the
 * text, the matches of the newest search, the option the keys are on. `pick` hears Enter on an
 * option. An older, slower answer never replaces a newer one, and none arrives after `stop`.
 */
export function createTypeahead<T>(options: {
  search: (query: string) => Promise<T[]>;
  minLength: number;
  pick: (option: T) => void;
}) {
  const $text = atom('');
  const $results = atom<T[] | null>(null);
  const $failed = atom(false);
  /** The option the arrow keys are on; -1 for none. */
  const $active = atom(-1);
  const $status = computed([$failed, $results], (failed, results): TypeaheadStatus => {
    if (failed) return 'failed';
    if (results === null) return 'idle';
    return results.length === 0 ? 'none' : 'found';
  });
  let round = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (query: string, mine: number) =>
    ensureSession()
      .then(() => options.search(query))
      .then((found) => {
        if (mine !== round) return;
        $failed.set(false);
        $results.set(found);
        $active.set(-1);
      })
      .catch(() => mine === round && $failed.set(true));

  /** Drops the search under way and any answer still to come. */
  const stop = () => {
    clearTimeout(timer);
    round++;
  };

  return {
    $text,
    $results,
    $failed,
    $active,
    $status,
    stop,
    type(text: string) {
      $text.set(text);
      stop();
      const mine = round;
      const query = text.trim();
      if (query.length < options.minLength) {
        $results.set(null);
        $failed.set(false);
        return;
      }
      timer = setTimeout(() => void run(query, mine), TYPEAHEAD_DEBOUNCE_MS);
    },
    hover: (index: number) => $active.set(index),
    /** Moves through the matches, picks the one Enter is on or closes the list; false for a key it leaves alone. */
    key(key: string): boolean {
      const results = $results.get();
      if (!results?.length) return false;
      const active = $active.get();
      const current = results[active];
      if (key === 'ArrowDown') $active.set((active + 1) % results.length);
      else if (key === 'ArrowUp') $active.set(active <= 0 ? results.length - 1 : active - 1);
      else if (key === 'Enter' && current) options.pick(current);
      else if (key === 'Escape') $results.set(null);
      else return false;
      return true;
    },
  };
}
