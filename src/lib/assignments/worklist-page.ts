import { atom, batched, computed } from 'nanostores';
import type { WorklistFilter, WorklistSort } from '../../../contract/assignments.ts';
import { allowedFilterKeys } from '../../../contract/worklist-filter.ts';
import type { StatusChoice } from '../../../contract/worklist-narrowing.ts';
import { WORKLISTS } from '../../../contract/worklists.ts';
import { ensureSession } from '../auth/ensure-session.ts';
import { createLoader } from '../pages/loader.ts';
import { TYPEAHEAD_DEBOUNCE_MS } from '../pages/typeahead.ts';
import { $worklistFilter, loadWorklistFilter, setWorklistFilter } from '../stores/worklist-filter.ts';
import { fetchStatusChoices, fetchWorklist, type WorklistRequest } from './api.ts';
import { isStatusOfType } from './status-options.ts';
import { scopeFromAddress, textFromAddress, textToAddress } from './worklist-address.ts';

/** /assignments/list/{child} opens the worklist on one of the dashboard's lists. */
const criterionFromPath = () => {
  const child = /\/assignments\/list\/([^/]+)/.exec(location.pathname)?.[1];
  return WORKLISTS.find((w) => w.id === child)?.id ?? null;
};

/**
 * The worklist: the user's assignments under the filter they keep, sortable and paged on the
 * server by keyset. The filter is read once the session is there: a new tab signs itself in from
 * the refresh cookie, and that brings the person's saved filter. Until then nothing loads, and
 * nobody changes a filter that the sign-in is about to replace. A text typed narrows the list a
 * moment after the typing stops; it is kept in the page's address (?q=), not with the filter, so a
 * reload or the back button finds it and the next sign-in starts on the whole list.
 */
export function createWorklistPage() {
  const $filterRead = atom(false);
  /** Only the scopes the person may list are offered: the whole organisation's needs a manager role. */
  const $scopes = atom(allowedFilterKeys([]));
  const $sort = atom<{ by: WorklistSort; direction: 'asc' | 'desc' }>({ by: 'due_date', direction: 'asc' });
  const $limit = atom(25);
  /** Cursors of the pages before this one, so "previous" can go back through a keyset. */
  const $cursors = atom<(string | null)[]>([null]);
  /** What is in the text box now, and the text the list is narrowed by (the same, once typing pauses). */
  const $typed = atom('');
  const $text = atom('');
  /** The organisation's statuses, for the status filter; none while they load or when they could not. */
  const $statusChoices = atom<StatusChoice[]>([]);
  const $filter = computed([$filterRead, $worklistFilter], (read, filter) => (read ? filter : null));
  /** What to ask the server for; changes made together (a new filter and the first page) ask once. */
  const $request = batched(
    [$filterRead, $worklistFilter, $text, $sort, $limit, $cursors],
    (read, filter, text, sort, limit, cursors): WorklistRequest | null =>
      read ? { filter, text, sort: sort.by, direction: sort.direction, limit, cursor: cursors.at(-1) ?? null } : null,
  );
  const rows = createLoader(async () => {
    const request = $request.get();
    if (!request) throw new Error('The worklist was asked for before its filter was read.');
    return fetchWorklist(request);
  });
  let stop: (() => void) | null = null;
  let entered = 0;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const setSort = (by: WorklistSort, direction: 'asc' | 'desc') => {
    $cursors.set([null]);
    $sort.set({ by, direction });
  };
  const applyText = (text: string) => {
    clearTimeout(typing);
    if (text === $text.get()) return;
    $cursors.set([null]);
    $text.set(text);
    textToAddress(text);
  };

  return {
    rows,
    $filter,
    $scopes,
    $sort,
    $limit,
    $cursors,
    $typed,
    $statusChoices,
    update(change: Partial<WorklistFilter>) {
      const filter = $filter.get();
      if (!filter) return;
      const next = { ...filter, ...change };
      // A status the newly chosen type does not have would only empty the list.
      if (next.status_code && !isStatusOfType($statusChoices.get(), next.status_code, next.assignment_type ?? null))
        next.status_code = null;
      $cursors.set([null]);
      setWorklistFilter(next);
    },
    /** The list follows the text a moment after typing stops, so each keystroke does not ask the server. */
    type(typed: string) {
      $typed.set(typed);
      clearTimeout(typing);
      typing = setTimeout(() => applyText(typed.trim()), TYPEAHEAD_DEBOUNCE_MS);
    },
    /** The same column again turns the order round; another column starts ascending. */
    sortBy(by: WorklistSort) {
      const current = $sort.get();
      setSort(by, current.by === by && current.direction === 'asc' ? 'desc' : 'asc');
    },
    /** An order chosen whole (the cards' order field, where there are no column heads). */
    setSort,
    setLimit(limit: number) {
      $cursors.set([null]);
      $limit.set(limit);
    },
    previous: () => $cursors.set($cursors.get().slice(0, -1)),
    next(cursor: string) {
      $cursors.set([...$cursors.get(), cursor]);
    },
    enter() {
      const mine = ++entered;
      const text = textFromAddress();
      $typed.set(text);
      $text.set(text.trim());
      // Loads again only when what is asked for differs, as a new filter equal to the old one asks nothing new.
      let asked = '';
      stop = $request.listen((request) => {
        const key = JSON.stringify(request);
        if (!request || key === asked) return;
        asked = key;
        void rows.load();
      });
      void ensureSession().then((session) => {
        // Signed out: the shell sends the person to sign in; the panel stays as it is.
        if (mine !== entered || !session) return;
        $scopes.set(allowedFilterKeys(session.profile.roles));
        void fetchStatusChoices()
          .then((choices) => mine === entered && $statusChoices.set(choices))
          .catch((error: unknown) => console.warn('Could not read the statuses:', error));
        const stored = loadWorklistFilter();
        const criterion = criterionFromPath();
        // A report's count asks for the organisation's work: kept to what the person may list.
        const asked = scopeFromAddress();
        const scope = $scopes.get().find((key) => key === asked);
        if (criterion && criterion !== stored.filter_criteria) {
          // A dashboard counter's list: unassigned work is the group's, the others the user's own.
          setWorklistFilter({
            ...stored,
            filter_criteria: criterion,
            filter_keys: scope ?? (criterion === 'unassigned' ? 1 : stored.filter_keys === 2 ? 2 : 0),
            category_code: 'active',
          });
        } else if (scope !== undefined && !criterion) {
          // The whole open work the count counted: no list of the kept filter narrows it further.
          setWorklistFilter({
            ...stored,
            filter_keys: scope,
            filter_criteria: null,
            assignment_type: null,
            status_code: null,
            category_code: 'active',
          });
        }
        $filterRead.set(true);
      });
    },
    exit() {
      entered++;
      clearTimeout(typing);
      stop?.();
      rows.exit();
    },
  };
}

export type WorklistPage = ReturnType<typeof createWorklistPage>;
