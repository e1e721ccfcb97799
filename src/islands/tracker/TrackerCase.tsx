import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { islandT } from '../../lib/i18n-island.ts';
import { createTrackerCasePage } from '../../lib/tracker/case-page.ts';
import { nameInsurer } from '../../lib/name-insurer.ts';
import type { TrackerCaseMessages } from './tracker-case-keys.ts';
import type { Language } from '../../../contract/languages.ts';

// Only a number that is malformed or not found goes back to the search: the form stays out of the first load.
const TrackerSearchForm = lazy(() => import('./TrackerSearchForm.tsx').then((m) => ({ default: m.TrackerSearchForm })));
// A visitor loads the code form or the verified case, not both: each is fetched as soon as the page
// knows it will show it (while the server answers, or as a code is sent), so neither waits.
const loadCodeForm = () => import('./TrackerCodeForm.tsx');
const loadVerifiedCase = () => import('./TrackerVerifiedCase.tsx');
const TrackerCodeForm = lazy(() => loadCodeForm().then((m) => ({ default: m.TrackerCodeForm })));
const TrackerVerifiedCase = lazy(loadVerifiedCase);

/**
 * The number is the path's last segment, decoded once: a '/' in it travels as %2F (1234/2026 is
 * /status/1234%2F2026), so splitting before decoding keeps it whole. A malformed escape is kept as
 * it came and judged by the server like any other number.
 */
const caseNoFromPath = () => {
  if (typeof location === 'undefined') return '';
  const segment = location.pathname.replace(/\/$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * /status/{case_no}: the page store (lib/tracker/case-page.ts) looks the number up, sends a code,
 * verifies it and holds the case; this island shows whichever of those the page is at.
 */
export default function TrackerCase({ lang, messages }: { lang: Language; messages: TrackerCaseMessages }) {
  const [page] = useState(() => createTrackerCasePage(caseNoFromPath()));
  const [t] = useState(() => islandT(messages));
  useEffect(() => {
    void (page.start() === 'case' ? loadVerifiedCase() : loadCodeForm());
    return page.exit;
  }, [page]);
  const view = useStore(page.$view);
  const config = useStore(page.$config);
  // The case names its insurer: a number typed without the insurer's address still shows whose it is.
  const insurer = view.kind === 'case' ? view.org_code : null;
  useEffect(() => {
    if (insurer) nameInsurer(insurer);
  }, [insurer]);

  // As tall as the code step it most often becomes, so what follows it does not jump when it comes.
  const loading = (
    <p role="status" className="min-h-[20rem] sm:min-h-[18.5rem]">
      {t('app.loading')}
    </p>
  );
  if (view.kind === 'loading') return loading;
  if (view.kind === 'search') {
    return (
      <Suspense fallback={null}>
        <TrackerSearchForm
          label={config?.case_identifier_name ?? ''}
          hint={view.notFound ? (config?.not_found_message ?? null) : null}
          notFound={view.notFound ? t('tracker.search.notFoundNamed', { no: page.caseNo }) : null}
          typed={view.notFound ? page.caseNo : ''}
          lang={lang}
          messages={messages}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={loading}>
      {view.kind === 'challenge' ? (
        <TrackerCodeForm page={page} view={view} lang={lang} t={t} fetchCase={loadVerifiedCase} />
      ) : (
        <TrackerVerifiedCase page={page} view={view} lang={lang} t={t} messages={messages} />
      )}
    </Suspense>
  );
}
