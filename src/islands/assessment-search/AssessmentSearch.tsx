import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { createAssessmentSearchPage, type SearchState } from '../../lib/assessment-search/search-page.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { FormProblem, primaryButton } from '../common/FormProblem.tsx';
import type { AssessmentSearchMessages, AssessmentSearchT } from './messages.ts';
import { VehicleCard } from './VehicleCard.tsx';

export { ASSESSMENT_SEARCH_KEYS } from './messages.ts';

/** What the page says instead of results: why nothing was searched, that it is searching, or what went wrong. */
function notice(state: SearchState, t: AssessmentSearchT): string {
  switch (state.kind) {
    case 'empty':
      return t('assessmentSearch.empty');
    case 'tooShort':
      return t('assessmentSearch.tooShort');
    case 'searching':
      return t('assessmentSearch.searching');
    case 'nothing':
      return t('assessmentSearch.nothingFound', { q: state.q });
    case 'failed':
      return t('assessmentSearch.failed', { message: state.message });
    default:
      return '';
  }
}

/**
 * /assignments/assessment/search: the vehicle by plate, VIN or claim file number, its claim files
 * and their assessments, and "New assessment" on a file. After each answer focus moves to the
 * results' heading (which says how many were found), so the count is announced once.
 */
export default function AssessmentSearch({ lang, messages }: { lang: Language; messages: AssessmentSearchMessages }) {
  const t = islandT(messages);
  const page = usePage(() => createAssessmentSearchPage(lang));
  const text = useStore(page.$text);
  const state = useStore(page.$state);
  const round = useStore(page.$round);
  const problem = useStore(page.newAssessment.saving.$problem);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (round > 0 && page.$state.get().kind === 'found') focusNews(heading.current);
  }, [round, page]);
  const said = notice(state, t);
  return (
    <div className="space-y-4">
      <search>
        <form
          className="rounded bg-surface p-4 shadow"
          onSubmit={(event) => {
            event.preventDefault();
            void page.search();
          }}
        >
          <label htmlFor="vehicle-q" className="mb-1 block text-sm font-medium text-gray-800">
            {t('assessmentSearch.label')}
          </label>
          <div className="flex gap-2">
            <input
              id="vehicle-q"
              name="q"
              type="search"
              value={text}
              onChange={(event) => page.type(event.target.value)}
              aria-describedby="vehicle-q-hint"
              autoComplete="off"
              maxLength={40}
              className="min-w-0 flex-1 rounded border border-gray-400 px-3 py-2 text-gray-900 focus:border-brand"
            />
            <button type="submit" className={`${primaryButton} py-2`}>
              {t('assessmentSearch.search')}
            </button>
          </div>
          <p id="vehicle-q-hint" className="mt-1 text-sm text-gray-700">
            {t('assessmentSearch.hint')}
          </p>
        </form>
      </search>
      <p role="status" className="empty:hidden">
        {said}
      </p>
      <FormProblem text={problem || null} />
      {state.kind === 'found' && (
        <section aria-labelledby="vehicle-results" className="space-y-4">
          <h2 id="vehicle-results" ref={heading} tabIndex={-1} className="text-lg font-semibold">
            {t('assessmentSearch.results', { count: state.result.vehicles.length })}
          </h2>
          {state.result.truncated && <p className="text-sm text-gray-700">{t('assessmentSearch.truncated')}</p>}
          <ul className="space-y-4">
            {state.result.vehicles.map((vehicle) => (
              <li key={vehicle.key}>
                <VehicleCard vehicle={vehicle} page={page} lang={lang} t={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
