import { type ClaimFileSearchResult, SEARCH_MIN_LENGTH, type SearchResult } from '../../../contract/assignments.ts';
import type { Language } from '../../../contract/languages.ts';
import { searchAll } from '../assignments/api.ts';
import { localized } from '../auth/paths.ts';
import { createTypeahead, TYPEAHEAD_DEBOUNCE_MS } from '../pages/typeahead.ts';

export const DEBOUNCE_MS = TYPEAHEAD_DEBOUNCE_MS;

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
  const open = (option: SearchOption) =>
    go(
      localized(
        option.kind === 'claimFile'
          ? `/workflow/claim-file/${encodeURIComponent(option.claim_file_no)}`
          : `/assignments/view/${option.id}`,
        lang,
      ),
    );
  const box = createTypeahead({
    search: async (query: string) => optionsOf(await searchAll(query)),
    minLength: SEARCH_MIN_LENGTH,
    pick: open,
  });

  return {
    $text: box.$text,
    $results: box.$results,
    $failed: box.$failed,
    $active: box.$active,
    $status: box.$status,
    type: box.type,
    open,
    /** What someone typed before the page's script had loaded (a slow phone) is searched, not lost. */
    typedEarly(text: string) {
      if (text) box.type(text);
    },
    hover: box.hover,
    key: box.key,
    enter() {},
    /** Answers arriving after the island has gone are dropped. */
    exit: box.stop,
  };
}
