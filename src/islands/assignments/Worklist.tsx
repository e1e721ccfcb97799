import { useStore } from '@nanostores/react';
import type { Language } from '../../../contract/languages.ts';
import { createWorklistPage } from '../../lib/assignments/worklist-page.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { WORKLIST_KEYS, type WorklistMessages } from './worklist-keys.ts';
import { WorklistFilters } from './WorklistFilters.tsx';
import { WorklistCards } from './WorklistCards.tsx';
import { WorklistTable } from './WorklistTable.tsx';

export { WORKLIST_KEYS };

interface Props {
  lang: Language;
  messages: WorklistMessages;
}

/**
 * The worklist (spec.md: Tasks): the user's assignments under the filter they keep, narrowed by a
 * text and a status, sortable and paged on the server by keyset; a table above 960 px, cards below.
 * /assignments/list/{child} opens it on one of the dashboard's lists.
 */
export default function Worklist({ lang, messages: m }: Props) {
  const page = usePage(createWorklistPage);
  const loaded = useStore(page.rows.$loaded);
  const cursors = useStore(page.$cursors);
  return (
    <div className="space-y-4">
      <WorklistFilters page={page} lang={lang} m={m} />
      {loaded.state === 'loading' && <p role="status">{m['app.loading']}</p>}
      {loaded.state === 'failed' && <p role="alert">{m['worklist.failed']}</p>}
      {loaded.state === 'ready' && (
        <>
          <WorklistTable page={page} rows={loaded.data.rows} lang={lang} m={m} />
          <WorklistCards page={page} rows={loaded.data.rows} lang={lang} m={m} />
          <nav className="flex items-center gap-3" aria-label={m['worklist.pagination']}>
            <button
              type="button"
              disabled={cursors.length === 1}
              onClick={page.previous}
              className="rounded border border-brand px-3 py-1 disabled:opacity-50"
            >
              {m['worklist.previous']}
            </button>
            <span aria-live="polite">{interpolate(m['worklist.page'], { n: cursors.length })}</span>
            <button
              type="button"
              disabled={!loaded.data.next_cursor}
              onClick={() => loaded.data.next_cursor && page.next(loaded.data.next_cursor)}
              className="rounded border border-brand px-3 py-1 disabled:opacity-50"
            >
              {m['worklist.next']}
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
