import { atom } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import { searchKeyOf, VEHICLE_SEARCH_MIN_LENGTH, type VehicleSearchResult } from '../../../contract/vehicle-search.ts';
import { ensureSession } from '../auth/ensure-session.ts';
import { searchVehicles } from './api.ts';
import { createNewAssessment } from './new-assessment.ts';

/** What the page shows under the box: nothing yet, why nothing was searched, the search, or its answer. */
export type SearchState =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'tooShort' }
  | { kind: 'searching'; q: string }
  | { kind: 'found'; q: string; result: VehicleSearchResult }
  | { kind: 'nothing'; q: string }
  | { kind: 'failed'; message: string };

/**
 * /assignments/assessment/search: one box for a plate, VIN or claim file number, searched when
 * sent (not as typed: an assessor types a whole plate). The query is kept in the address, so
 * coming back from an assessment shows the same vehicle. `$round` counts answers: the island moves
 * focus to the results once per answer.
 */
export function createAssessmentSearchPage(lang: Language, go?: (url: string) => void) {
  const $text = atom('');
  const $state = atom<SearchState>({ kind: 'idle' });
  const $round = atom(0);
  const newAssessment = createNewAssessment(lang, go);
  let asked = 0;

  const run = async (q: string) => {
    const mine = ++asked;
    $state.set({ kind: 'searching', q });
    try {
      await ensureSession();
      const result = await searchVehicles(q);
      if (mine !== asked) return;
      $state.set(result.vehicles.length === 0 ? { kind: 'nothing', q } : { kind: 'found', q, result });
    } catch (error) {
      if (mine !== asked) return;
      $state.set({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    $round.set($round.get() + 1);
  };

  const search = async () => {
    const q = $text.get().trim();
    remember(q);
    if (q === '') return $state.set({ kind: 'empty' });
    if (searchKeyOf(q).length < VEHICLE_SEARCH_MIN_LENGTH) return $state.set({ kind: 'tooShort' });
    await run(q);
  };

  return {
    $text,
    $state,
    $round,
    newAssessment,
    type: (text: string) => $text.set(text),
    search,
    /** Starts an assessment on the file, then refreshes what is shown if it was refused. */
    async confirmNew() {
      await newAssessment.confirm();
      const shown = $state.get();
      if (newAssessment.saving.$problem.get() && shown.kind === 'found') await run(shown.q);
    },
    enter() {
      newAssessment.enter();
      const q = typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('q') ?? '');
      if (q) {
        $text.set(q);
        void search();
      }
    },
    exit() {
      newAssessment.exit();
      asked++;
    },
  };
}

/** The query in the address (replacing, not adding, a history entry), so going back returns to it. */
function remember(q: string) {
  if (typeof history === 'undefined') return;
  const url = new URL(location.href);
  if (q) url.searchParams.set('q', q);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url);
}

export type AssessmentSearchPage = ReturnType<typeof createAssessmentSearchPage>;
