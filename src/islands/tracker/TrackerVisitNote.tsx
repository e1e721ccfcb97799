import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { TrackerCasePage } from '../../lib/tracker/case-page.ts';
import { clockTime } from '../../lib/use-countdown.ts';
import type { TrackerCaseT } from './tracker-case-keys.ts';
import type { Language } from '../../../contract/languages.ts';

const ACTIVITY = ['keydown', 'pointerdown', 'scroll'] as const;
// Only a visit about to end needs the warning: fetched then, it stays out of the case's first load.
const TrackerVisitEnding = lazy(() => import('./TrackerVisitEnding.tsx'));

/**
 * Under the verified case: until when the visit lasts. What the visitor does on the page (a key,
 * a tap, a scroll) keeps their visit going; the page store renews the token when it is due. A
 * minute before the end a dialog warns and offers to go on; a visit that went on is announced.
 */
export function TrackerVisitNote({ page, lang, t }: { page: TrackerCasePage; lang: Language; t: TrackerCaseT }) {
  const keeper = page.visit;
  const visit = useStore(keeper.$visit);
  const ending = useStore(keeper.$ending);
  const continuedUntil = useStore(keeper.$continuedUntil);
  useEffect(() => {
    for (const type of ACTIVITY) addEventListener(type, keeper.active, { passive: true });
    return () => {
      for (const type of ACTIVITY) removeEventListener(type, keeper.active);
    };
  }, [keeper]);
  return (
    <>
      {visit && (
        <p className="mt-4 text-sm text-gray-700" data-testid="tracker-visit">
          {t('tracker.visit.until', { time: clockTime(visit.visitEndsAt) })}
        </p>
      )}
      <p role="status" className="sr-only" data-testid="tracker-visit-news">
        {continuedUntil ? t('tracker.visit.extended', { time: clockTime(continuedUntil) }) : ''}
      </p>
      {ending && visit && (
        <Suspense fallback={null}>
          <TrackerVisitEnding page={page} endsAt={visit.visitEndsAt} lang={lang} t={t} />
        </Suspense>
      )}
    </>
  );
}
