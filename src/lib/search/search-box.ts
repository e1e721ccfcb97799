import { atom, computed } from 'nanostores';
import { type ClaimFileSearchResult, SEARCH_MIN_LENGTH, type SearchResult } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { searchAll } from '../assignments/api.ts';
import { ensureSession } from '../auth/ensure-session.ts';
import { localized } from '../auth/paths.ts';

/** Typing pauses this long before a search goes out, so a word typed quickly costs one call. */
export const DEBOUNCE_MS = 250;

/** What the status line says: nothing yet, the failure, no match, or how many were found. */
export type SearchStatus = 'idle' | 'failed' | 'none' | 'found';

/** One option of the listbox: a claim file (opening its page) or an assignment. */
export type SearchOption =
  | ({ kind: 'claimFile'; id: string } & ClaimFileSearchResult)
  | ({ kind: 'assignment' } & SearchResult);

/** Claim files come first, so the file's own page is one ArrowDown away; its assignments follow. */
export function optionsOf(found: {
  claim_files: ClaimFileSearchResult[];
  assignments: SearchResult[];
}): SearchOption[] {
  return [
    ...found.claim_files.map((file) => ({ kind: 'claimFile' as const, id: `file-${file.claim_file_no}`, ...file })),
    ...found.assignments.map((assignment) => ({ kind: 'assignment' as const, ...assignment })),
  ];
}

/**
 * /search: one box for claim file and assignment numbers, plates, policies and insured names;
 * results as you type, in a listbox the arrow keys move through (the ARIA combobox pattern).
 * `go` leaves for the claim file or assignment chosen.
 */
export function createSearchBox(lang: Language, go: (url: string) => void = (url) => location.assign(url)) {
  const $text = atom('');
  const $results = atom<SearchOption[] | null>(null);
  const $failed = atom(false);
  /** The option the arrow keys are on; -1 for none. */
  const $active = atom(-1);
  const $status = computed([$failed, $results], (failed, results): SearchStatus => {
    if (failed) return 'failed';
    if (results === null) return 'idle';
    return results.length === 0 ? 'none' : 'found';
  });
  let round = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (query: string, mine: number) =>
    ensureSession()
      .then(() => searchAll(query))
      .then((found) => {
        // An older, slower answer never replaces a newer one.
        if (mine !== round) return;
        $failed.set(false);
        $results.set(optionsOf(found));
        $active.set(-1);
      })
      .catch(() => mine === round && $failed.set(true));

  const open = (option: SearchOption) =>
    go(
      localized(
        option.kind === 'claimFile'
          ? `/workflow/claim-file/${encodeURIComponent(option.claim_file_no)}`
          : `/assignments/view/${option.id}`,
        lang,
      ),
    );

  const type = (text: string) => {
    $text.set(text);
    clearTimeout(timer);
    const mine = ++round;
    const query = text.trim();
    if (query.length < SEARCH_MIN_LENGTH) {
      $results.set(null);
      return;
    }
    timer = setTimeout(() => void run(query, mine), DEBOUNCE_MS);
  };

  return {
    $text,
    $results,
    $failed,
    $active,
    $status,
    type,
    open,
    /** What someone typed before the page's script had loaded (a slow phone) is searched, not lost. */
    typedEarly(text: string) {
      if (text) type(text);
    },
    hover(index: number) {
      $active.set(index);
    },
    /** Moves through the results, opens the one chosen or closes the list; false for a key it leaves alone. */
    key(key: string): boolean {
      const results = $results.get();
      if (!results?.length) return false;
      const active = $active.get();
      const chosen = results[active];
      if (key === 'ArrowDown') $active.set((active + 1) % results.length);
      else if (key === 'ArrowUp') $active.set(active <= 0 ? results.length - 1 : active - 1);
      else if (key === 'Enter' && chosen) open(chosen);
      else if (key === 'Escape') $results.set(null);
      else return false;
      return true;
    },
    enter() {},
    /** Answers arriving after the island has gone are dropped. */
    exit() {
      clearTimeout(timer);
      round++;
    },
  };
}
