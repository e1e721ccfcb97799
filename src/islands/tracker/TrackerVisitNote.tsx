import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { TrackerCasePage } from '../../lib/tracker/case-page.ts';
import { clockTime } from '../../lib/use-countdown.ts';
import type { TrackerCaseT } from './tracker-case-keys.ts';

const ACTIVITY = ['keydown', 'pointerdown', 'scroll'] as const;

/**
 * Under the verified case: until when the visit lasts. What the visitor does on the page (a key,
 * a tap, a scroll) keeps their visit going; the page store renews the token when it is due.
 */
export function TrackerVisitNote({ page, t }: { page: TrackerCasePage; t: TrackerCaseT }) {
  const visit = useStore(page.$visit);
  useEffect(() => {
    for (const type of ACTIVITY) addEventListener(type, page.active, { passive: true });
    return () => {
      for (const type of ACTIVITY) removeEventListener(type, page.active);
    };
  }, [page]);
  if (!visit) return null;
  return (
    <p className="mt-4 text-sm text-gray-700" data-testid="tracker-visit">
      {t('tracker.visit.until', { time: clockTime(visit.visitEndsAt) })}
    </p>
  );
}
